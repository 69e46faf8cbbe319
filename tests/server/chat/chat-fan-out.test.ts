import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResult, ChatServerFrame } from '../../../contracts/chat';
import { ChatSocket } from '../../support/chat-socket';
import { type ChatFixture, chatFixture, type MatchJson } from './chat-fixtures';

const requestIdOf = (frame: ChatServerFrame) => ('request_id' in frame && frame.request_id) || '';

// One instance, the in-memory chat bus: every socket of a chat follows the replies started
// elsewhere. tests/server/scale-out/ shows the same across two instances through Redis.
describe('chat fan-out to every socket of a chat', () => {
  let f: ChatFixture;
  let base: string;
  let pro: { token: string; id: string };
  let match: MatchJson;
  const sockets: ChatSocket[] = [];

  const ready = async (clientId: string, token = pro.token) => {
    const socket = await ChatSocket.ready(base, clientId, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    f = await chatFixture();
    base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await f.account('fan-out@example.com', { pro: true });
    const upcoming = (await f.matches('upcoming')).filter((m) => m.prediction !== null);
    match = upcoming[0] as MatchJson;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await f.t.close();
  });

  it('streams a reply sent over HTTP to the chat’s open socket', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ready(clientId);
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: 'Who will win?',
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json() as ChatSendResult;

    const done = await socket.next((frame) => frame.type === 'done');
    const requestId = requestIdOf(done);
    expect(requestId).toMatch(/^http-[0-9a-f-]{36}:send$/);
    const reply = await socket.reply(requestId);
    expect(reply.userMessage).toEqual(sent.user_message);
    expect(reply.done).toEqual(sent.assistant_message);
    expect(reply.chunks.join('')).toBe(sent.assistant_message.content);
  });

  it('gives the sending socket its own frames once and the chat’s other sockets a copy', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const otherChat = await f.newChat(pro.token, match.id);
    const [sender, follower, elsewhere] = [
      await ready(clientId),
      await ready(clientId),
      await ready(otherChat),
    ];
    sender.send({ type: 'send', request_id: 'r1', content: 'What is the form?' });
    const own = await sender.reply('r1');
    const followed = await follower.next((frame) => frame.type === 'done');
    const copy = await follower.reply(requestIdOf(followed));

    expect(own.done?.status).toBe('complete');
    expect(sender.frames.filter((frame) => frame.type === 'done')).toHaveLength(1);
    expect(copy.frames.map((frame) => frame.type)).toEqual(own.frames.map((frame) => frame.type));
    expect(copy.done).toEqual(own.done);
    // Another socket's request ids are its own business: never one the follower could own.
    expect(copy.frames[0]).toMatchObject({ request_id: expect.stringMatching(/:r1$/) });
    expect(elsewhere.frames.filter((frame) => frame.type !== 'ready')).toEqual([]);
  });
});
