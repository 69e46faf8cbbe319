import { fromCallback } from 'xstate';
import {
  CHAT_SOCKET_CLOSE,
  type ChatClientFrame,
  type ChatErrorCode,
  type ChatServerFrame,
} from '../../../contracts/chat';
import type { ChatSocketEvent } from '../../../machines/chat.machine';
import { apiBase } from '../../api/http';
import { tokenStore } from '../../lib/storage';

/** `/api/ws/chat/{id}` on the API's host, ws:// or wss:// as the page (or API) is served. */
export function chatSocketUrl(clientId: string, page: Location = window.location): string {
  const url = new URL(`${apiBase}/ws/chat/${encodeURIComponent(clientId)}`, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const refusalOfClose: Record<number, ChatErrorCode> = {
  [CHAT_SOCKET_CLOSE.invalidToken]: 'invalid_token',
  [CHAT_SOCKET_CLOSE.proRequired]: 'pro_required',
  [CHAT_SOCKET_CLOSE.notFound]: 'not_found',
};

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return frame && typeof frame === 'object' && 'type' in frame
      ? (frame as ChatServerFrame)
      : null;
  } catch {
    return null;
  }
}

/** The chat machine's event for a server frame, if the frame is one it takes. */
export function eventOfFrame(frame: ChatServerFrame): ChatSocketEvent | null {
  switch (frame.type) {
    case 'user_message':
      return { type: 'USER_MESSAGE', requestId: frame.request_id, message: frame.message };
    case 'chunk':
      return {
        type: 'CHUNK',
        requestId: frame.request_id,
        messageId: frame.message_id,
        delta: frame.delta,
      };
    case 'done':
      return { type: 'DONE', requestId: frame.request_id, message: frame.message };
    case 'error':
      return frame.request_id
        ? {
            type: 'REPLY_FAILED',
            requestId: frame.request_id,
            code: frame.code,
            ...(frame.retry_after !== undefined && { retryAfter: frame.retry_after }),
          }
        : { type: 'SOCKET_REFUSED', code: frame.code };
    default:
      return null;
  }
}

/**
 * The chat machine's `chatSocket`: opens the socket, authenticates with the stored token in
 * the first frame (browsers cannot set headers on a WebSocket), holds the machine's frames
 * until the server is ready, and reports frames, refusals and a lost connection as events.
 */
export const chatSocket = fromCallback<ChatClientFrame, { clientId: string }>(
  ({ input, sendBack, receive }) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(chatSocketUrl(input.clientId));
    } catch {
      // No WebSocket here (or a refused URL): the machine asks by HTTP instead.
      queueMicrotask(() => sendBack({ type: 'SOCKET_LOST' }));
      return () => {};
    }
    const waiting: ChatClientFrame[] = [];
    let ready = false;
    let ended = false;
    const end = (event: ChatSocketEvent) => {
      if (ended) return;
      ended = true;
      sendBack(event);
    };

    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token: tokenStore.get() ?? '' }));
    });
    socket.addEventListener('message', (message) => {
      const frame = parseFrame(message.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        ready = true;
        for (const waitingFrame of waiting.splice(0)) socket.send(JSON.stringify(waitingFrame));
        return;
      }
      const event = eventOfFrame(frame);
      // An error naming no request refuses the socket before `ready`; after it, the server
      // answered a frame it could not read, and the socket stays open.
      if (event?.type === 'SOCKET_REFUSED') {
        if (!ready) end(event);
      } else if (event && !ended) sendBack(event);
    });
    socket.addEventListener('close', (close) => {
      const refusal = refusalOfClose[close.code];
      end(refusal ? { type: 'SOCKET_REFUSED', code: refusal } : { type: 'SOCKET_LOST' });
    });

    receive((frame) => {
      if (ready && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      else waiting.push(frame);
    });
    return () => {
      ended = true;
      socket.close();
    };
  },
);
