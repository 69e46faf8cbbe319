import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat } from '../../../contracts/chat';
import { CHAT_SOCKET_CLOSE } from '../../../contracts/chat';
import { dataChanged } from '../../../server/cache/invalidation';
import { chatMessages, matches } from '../../../server/db/schema';
import { ChatSocket } from '../../support/chat-socket';
import { resigned } from '../auth/token-claims';
import { type ChatFixture, chatFixture, type MatchJson } from './chat-fixtures';

describe('chat WebSocket', () => {
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
  const refusedWith = async (clientId: string, token: string) => {
    const socket = await ChatSocket.open(base, clientId);
    socket.send({ type: 'auth', token });
    const code = await socket.whenClosed();
    return { code, frames: socket.frames };
  };

  beforeAll(async () => {
    f = await chatFixture();
    base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await f.account('pro@example.com', { pro: true });
    const upcoming = (await f.matches('upcoming')).filter((m) => m.prediction !== null);
    match = upcoming[0] as MatchJson;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await f.t.close();
  });

  it('tells a plain HTTP request that the address takes WebSocket connections only', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const response = await f.api('GET', `/ws/chat/${clientId}`, pro.token);
    expect(response.statusCode).toBe(426);
    expect(response.headers.upgrade).toBe('websocket');
    expect(response.json()).toEqual({
      detail: 'This address takes WebSocket connections only.',
      code: 'bad_request',
    });
  });

  it('answers the auth frame with ready, then streams a stored reply', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ready(clientId);
    socket.send({ type: 'send', request_id: 'r1', content: 'Who will win?' });
    const reply = await socket.reply('r1');

    expect(reply.frames[0]?.type).toBe('user_message');
    expect(reply.userMessage).toMatchObject({ role: 'user', content: 'Who will win?' });
    expect(reply.chunks.length).toBeGreaterThan(10);
    expect(reply.error).toBeNull();
    expect(reply.done).toMatchObject({ role: 'assistant', status: 'complete', language: 'en' });
    expect(reply.done?.content).toBe(reply.chunks.join(''));
    expect(reply.done?.attachments[0]).toMatchObject({ type: 'probability_bar' });
    for (const frame of reply.frames) {
      if (frame.type === 'chunk') expect(frame.message_id).toBe(reply.done?.id);
    }
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages).toEqual([reply.userMessage, reply.done]);
  });

  it('closes with 4401 on a bad token or a first frame that is not auth', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const bad = await refusedWith(clientId, 'not-a-token');
    expect(bad.code).toBe(CHAT_SOCKET_CLOSE.invalidToken);
    expect(bad.frames).toEqual([
      { type: 'error', code: 'invalid_token', detail: 'Invalid authentication token' },
    ]);

    const early = await ChatSocket.open(base, clientId);
    early.send({ type: 'send', request_id: 'r1', content: 'Who will win?' });
    expect(await early.whenClosed()).toBe(CHAT_SOCKET_CLOSE.invalidToken);
    const stored = await f.t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatClientId, clientId));
    expect(stored).toEqual([]);
  });

  it('closes with 4403 for a user without Pro, whatever the token claims', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const free = await f.account('free@example.com');
    const forged = await resigned(free.token, { is_pro: true });
    const refused = await refusedWith(clientId, forged);
    expect(refused.code).toBe(CHAT_SOCKET_CLOSE.proRequired);
    expect(refused.frames[0]).toMatchObject({ type: 'error', code: 'pro_required' });
  });

  it("closes with 4404 for an unknown chat or another user's chat", async () => {
    expect((await refusedWith(randomUUID(), pro.token)).code).toBe(CHAT_SOCKET_CLOSE.notFound);
    const clientId = await f.newChat(pro.token, match.id);
    const other = await f.account('other@example.com', { pro: true });
    const refused = await refusedWith(clientId, other.token);
    expect(refused.code).toBe(CHAT_SOCKET_CLOSE.notFound);
    expect(refused.frames[0]).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('stops a reply on request and stores what was written as stopped', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ready(clientId);
    socket.send({ type: 'send', request_id: 'long', content: 'Tell me everything' });
    socket.send({ type: 'stop', request_id: 'long' });
    const reply = await socket.reply('long');
    expect(reply.userMessage?.content).toBe('Tell me everything');
    expect(reply.done?.status).toBe('stopped');
    expect(reply.done?.content).toBe(reply.chunks.join(''));
    const [stored] = await f.t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, reply.done?.id ?? ''));
    expect(stored).toMatchObject({ status: 'stopped', content: reply.chunks.join('') });

    // The socket carries on: the next question gets a whole answer.
    socket.send({ type: 'send', request_id: 'next', content: 'Hello' });
    expect((await socket.reply('next')).done?.status).toBe('complete');
  });

  it('answers sends in order, one reply at a time', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ready(clientId);
    socket.send({ type: 'send', request_id: 'a', content: 'Who will win?' });
    socket.send({ type: 'send', request_id: 'b', content: '¿Cuántos goles habrá?' });
    await socket.reply('b');
    const order = socket.frames
      .filter((fr) => fr.type === 'user_message' || fr.type === 'done')
      .map((fr) => `${fr.type}:${'request_id' in fr ? fr.request_id : ''}`);
    expect(order).toEqual(['user_message:a', 'done:a', 'user_message:b', 'done:b']);
    expect((await socket.reply('b')).done?.language).toBe('es');
  });

  it('never sends one socket the frames of another', async () => {
    const other = await f.account('second@example.com', { pro: true });
    const [chatA, chatB] = [
      await f.newChat(pro.token, match.id),
      await f.newChat(other.token, match.id),
    ];
    const [a, b] = [await ready(chatA), await ready(chatB, other.token)];
    a.send({ type: 'send', request_id: 'same-id', content: 'Who will win?' });
    b.send({ type: 'send', request_id: 'same-id', content: 'What is the form?' });
    const [replyA, replyB] = await Promise.all([a.reply('same-id'), b.reply('same-id')]);
    expect(replyA.userMessage?.content).toBe('Who will win?');
    expect(replyB.userMessage?.content).toBe('What is the form?');
    expect(a.frames.filter((fr) => fr.type === 'done')).toHaveLength(1);
    expect(b.frames.filter((fr) => fr.type === 'done')).toHaveLength(1);
    const historyA = (await f.api('GET', `/chats/${chatA}/`, pro.token)).json() as Chat;
    expect(historyA.messages.map((m) => m.id)).toEqual([replyA.userMessage?.id, replyA.done?.id]);
    expect(replyA.done?.content).toBe(replyA.chunks.join(''));
    expect(replyB.done?.content).toBe(replyB.chunks.join(''));
  });

  it('refuses a bad frame with bad_message and keeps the socket open', async () => {
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ready(clientId);
    socket.send({ type: 'send', request_id: 'x', content: '' });
    const refused = await socket.next((fr) => fr.type === 'error');
    expect(refused).toMatchObject({ type: 'error', request_id: 'x', code: 'bad_message' });
    socket.sendRaw('not json');
    await socket.next((fr) => fr.type === 'error' && fr.detail === 'Frames must be JSON text');
    socket.send({ type: 'send', request_id: 'ok', content: 'Hello' });
    expect((await socket.reply('ok')).done?.status).toBe('complete');
  });

  it('refuses sends past the per-user limit with rate_limited, storing nothing', async () => {
    const chatty = await f.account('chatty@example.com', { pro: true });
    const clientId = await f.newChat(chatty.token, match.id);
    const socket = await ready(clientId, chatty.token);
    // The default budget: CHAT_RATE_LIMIT_PER_USER = 20 a minute.
    for (let i = 0; i <= 20; i++) socket.send({ type: 'send', request_id: `m${i}`, content: 'Hi' });
    const last = await socket.reply('m20');
    expect(last.error).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
    expect(last.userMessage).toBeNull();
    expect((await socket.reply('m19')).done?.status).toBe('complete');
    const chat = (await f.api('GET', `/chats/${clientId}/`, chatty.token)).json() as Chat;
    expect(chat.messages).toHaveLength(40);
  });

  it('refuses sends once the match has finished, with chat_read_only', async () => {
    const finishing = (await f.matches('upcoming')).filter((m) => m.prediction !== null)[1];
    const clientId = await f.newChat(pro.token, finishing?.id ?? '');
    const socket = await ready(clientId);
    await f.t.database.db
      .update(matches)
      .set({ status: 'finished', homeGoals: 0, awayGoals: 0 })
      .where(eq(matches.id, finishing?.id ?? ''));
    dataChanged(f.t.database.db);
    socket.send({ type: 'send', request_id: 'late', content: 'Who will win?' });
    const reply = await socket.reply('late');
    expect(reply.error).toEqual({
      code: 'chat_read_only',
      detail: 'This match has finished: its chat is read-only',
    });
    expect(reply.userMessage).toBeNull();
  });

  describe('once its session has ended (sign-out, password change)', () => {
    /** A Pro user signed in on two devices. */
    const twoDevices = async (email: string) => {
      const first = await f.account(email, { pro: true });
      const login = await f.t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email, password: 'long-enough-1' },
      });
      return { first: first.token, second: (login.json() as { token: string }).token };
    };
    const changePassword = async (token: string) => {
      const response = await f.api('POST', '/auth/password-change/', token, {
        current_password: 'long-enough-1',
        new_password: 'even-longer-2',
      });
      expect(response.statusCode).toBe(200);
    };
    const stored = (clientId: string) =>
      f.t.database.db.select().from(chatMessages).where(eq(chatMessages.chatClientId, clientId));

    it('refuses a signed-out token; the same user on another device still connects', async () => {
      const { first, second } = await twoDevices('signed-out@example.com');
      const clientId = await f.newChat(first, match.id);
      expect((await f.api('POST', '/auth/logout/', first, {})).statusCode).toBe(200);
      const refused = await refusedWith(clientId, first);
      expect(refused.code).toBe(CHAT_SOCKET_CLOSE.invalidToken);
      expect(refused.frames).toEqual([
        { type: 'error', code: 'invalid_token', detail: 'Invalid authentication token' },
      ]);
      const socket = await ready(clientId, second);
      socket.send({ type: 'send', request_id: 'r1', content: 'Who will win?' });
      expect((await socket.reply('r1')).done?.status).toBe('complete');
    });

    it('closes an open socket at its next question, answering and storing nothing', async () => {
      const { first, second } = await twoDevices('stolen@example.com');
      const clientId = await f.newChat(second, match.id);
      const thief = await ready(clientId, first);
      await changePassword(second);
      thief.send({ type: 'send', request_id: 'r1', content: 'Who will win?' });
      expect(await thief.whenClosed()).toBe(CHAT_SOCKET_CLOSE.invalidToken);
      expect(thief.frames).toEqual([
        { type: 'ready' },
        { type: 'error', code: 'invalid_token', detail: 'This session has ended' },
      ]);
      expect(await stored(clientId)).toEqual([]);
    });

    it("stops relaying the owner's new questions to it", async () => {
      const { first, second } = await twoDevices('watched@example.com');
      const clientId = await f.newChat(second, match.id);
      const thief = await ready(clientId, first);
      const owner = await ready(clientId, second);
      await changePassword(second);
      owner.send({ type: 'send', request_id: 'q1', content: 'Who will win?' });
      expect((await owner.reply('q1')).done?.status).toBe('complete');
      expect(await thief.whenClosed()).toBe(CHAT_SOCKET_CLOSE.invalidToken);
      expect(thief.frames).toEqual([
        { type: 'ready' },
        { type: 'error', code: 'invalid_token', detail: 'This session has ended' },
      ]);
    });
  });
});
