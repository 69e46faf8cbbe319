import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contracts/chat';
import { chatSocketUrl, eventOfFrame } from '../../src/features/chat/chat-socket';

const page = (href: string) => ({ href }) as Location;

describe('chat socket', () => {
  it('opens ws:// on the page host for an http page', () => {
    expect(chatSocketUrl('c 1', page('http://127.0.0.1:3000/chat/c1'))).toBe(
      'ws://127.0.0.1:3000/api/ws/chat/c%201',
    );
  });

  it('opens wss:// for an https page', () => {
    expect(chatSocketUrl('c1', page('https://goalvision.example/chat/c1'))).toBe(
      'wss://goalvision.example/api/ws/chat/c1',
    );
  });

  it("turns the server's frames into the chat machine's events", () => {
    const message = { id: 'm1' } as ChatMessage;
    expect(eventOfFrame({ type: 'user_message', request_id: 'r1', message })).toEqual({
      type: 'USER_MESSAGE',
      requestId: 'r1',
      message,
    });
    expect(
      eventOfFrame({ type: 'chunk', request_id: 'r1', message_id: 'a1', delta: 'Hi' }),
    ).toEqual({ type: 'CHUNK', requestId: 'r1', messageId: 'a1', delta: 'Hi' });
    expect(eventOfFrame({ type: 'done', request_id: 'r1', message })).toEqual({
      type: 'DONE',
      requestId: 'r1',
      message,
    });
    expect(eventOfFrame({ type: 'ready' })).toBeNull();
  });

  it('tells a failed reply from a refused socket', () => {
    expect(
      eventOfFrame({
        type: 'error',
        request_id: 'r1',
        code: 'rate_limited',
        detail: 'Wait',
        retry_after: 7,
      }),
    ).toEqual({ type: 'REPLY_FAILED', requestId: 'r1', code: 'rate_limited', retryAfter: 7 });
    expect(
      eventOfFrame({ type: 'error', request_id: 'r1', code: 'analyst_unavailable', detail: 'x' }),
    ).toEqual({ type: 'REPLY_FAILED', requestId: 'r1', code: 'analyst_unavailable' });
    expect(eventOfFrame({ type: 'error', code: 'pro_required', detail: 'Pro only' })).toEqual({
      type: 'SOCKET_REFUSED',
      code: 'pro_required',
    });
  });
});
