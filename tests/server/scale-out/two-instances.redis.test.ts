import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResult, ChatServerFrame } from '../../../contracts/chat';
import { userRepository } from '../../../server/auth/users';
import { type RunningServer, startServer } from '../../../server/start';
import { ChatSocket } from '../../support/chat-socket';
import { makePro } from '../pro-user';
import { createTestDatabase, type TestDatabase } from '../test-database';

const requestIdOf = (frame: ChatServerFrame) => ('request_id' in frame && frame.request_id) || '';

// Two instances of the server, as behind a load balancer: one PostgreSQL (DATABASE_URL) and
// one Redis (REDIS_URL). Runs only when both are set (vitest.config.ts). Every request names
// a fresh client address in X-Forwarded-For, so counts left in Redis by an earlier run (or a
// parallel one) never meet this run's.
const LIMITS = {
  RATE_LIMIT_MAX: '30',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
  AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: '4',
  CHAT_RATE_LIMIT_PER_USER: '3',
};

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two instances sharing PostgreSQL and Redis', () => {
  let testDatabase: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase({
      REDIS_URL: process.env.REDIS_URL ?? '',
      TRUST_PROXY: 'true',
      ...LIMITS,
    });
    // Started one after the other, as a rolling deploy would: the first seeds the demo season.
    a = await startServer({ ...testDatabase.config, port: 0 });
    b = await startServer({ ...testDatabase.config, port: 0 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all([a?.close(), b?.close()]);
    await testDatabase?.drop();
  });

  const call = (
    server: RunningServer,
    method: 'GET' | 'POST',
    path: string,
    { ip = freshIp(), token, body }: { ip?: string; token?: string; body?: unknown } = {},
  ) =>
    fetch(new URL(`/api${path}`, server.url), {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  /** Registers on `server` and verifies with the mailed code; returns the session token. */
  const signUp = async (server: RunningServer, email: string, { pro = false } = {}) => {
    const ip = freshIp();
    const password = 'long-enough-1';
    const registered = await call(server, 'POST', '/auth/register/', {
      ip,
      body: { name: 'Ana', email, password, language: 'en' },
    });
    expect(registered.status).toBe(201);
    const mail = await call(server, 'GET', `/dev/mailbox/latest/?to=${encodeURIComponent(email)}`);
    const { code } = (await mail.json()) as { code: string };
    const verified = await call(server, 'POST', '/auth/register/verify-code/', {
      ip,
      body: { email, code },
    });
    const { token } = (await verified.json()) as { token: string };
    if (pro) {
      const user = await userRepository(testDatabase.database.db).byEmail(email);
      if (!user) throw new Error(`no user ${email}`);
      await makePro(testDatabase.database.db, user.id);
    }
    return token;
  };

  const email = () => `scale-${randomUUID()}@example.com`;

  const upcomingMatchId = async (token: string) => {
    const response = await call(a, 'GET', '/matches/?status=upcoming', { token });
    const list = (await response.json()) as Array<{ id: string; prediction: unknown }>;
    const match = list.find((m) => m.prediction !== null);
    if (!match) throw new Error('no upcoming match with a prediction');
    return match.id;
  };

  const newChat = async (server: RunningServer, token: string) => {
    const clientId = randomUUID();
    const response = await call(server, 'POST', '/chats/', {
      token,
      body: { client_id: clientId, match_id: await upcomingMatchId(token) },
    });
    expect(response.status).toBe(201);
    return clientId;
  };

  const socketOn = async (server: RunningServer, clientId: string, token: string) => {
    const socket = await ChatSocket.ready(server.url, clientId, token);
    sockets.push(socket);
    return socket;
  };

  it('accepts on B a session token issued by A (the signing key is in the database)', async () => {
    const token = await signUp(a, email());
    const verified = await call(b, 'POST', '/auth/token/verify/', { body: { token } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ valid: true });
    const me = await call(b, 'GET', '/auth/me/', { token });
    expect(me.status).toBe(200);
  });

  it('counts the per-IP limit across both instances', async () => {
    const ip = freshIp();
    const max = Number(LIMITS.RATE_LIMIT_MAX);
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      statuses.push((await call(i % 2 === 0 ? a : b, 'GET', '/health/', { ip })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each instance alone has seen only half its budget; together they have spent it.
    for (const server of [a, b]) {
      const refused = await call(server, 'GET', '/health/', { ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts the per-account sign-in limit across both instances', async () => {
    const account = email();
    await signUp(a, account);
    // Every attempt from a new client: only the ceiling across all clients counts them.
    const max = Number(LIMITS.AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS);
    const attempt = (server: RunningServer) =>
      call(server, 'POST', '/auth/login/', { body: { email: account, password: 'wrong-guess-1' } });
    for (let i = 0; i < max; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('counts the per-user chat limit across both instances', async () => {
    const token = await signUp(a, email(), { pro: true });
    const clientId = await newChat(a, token);
    const max = Number(LIMITS.CHAT_RATE_LIMIT_PER_USER);
    const send = (server: RunningServer) =>
      call(server, 'POST', `/chats/${clientId}/messages/`, {
        token,
        body: { content: 'Who will win?' },
      });
    for (let i = 0; i < max; i++) expect((await send(i % 2 === 0 ? a : b)).status).toBe(201);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('streams a reply sent over HTTP on A to the chat’s socket on B', async () => {
    const token = await signUp(a, email(), { pro: true });
    const clientId = await newChat(a, token);
    const onB = await socketOn(b, clientId, token);

    const response = await call(a, 'POST', `/chats/${clientId}/messages/`, {
      token,
      body: { content: 'Who will win?' },
    });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as ChatSendResult;

    const done = await onB.next((frame) => frame.type === 'done');
    const reply = await onB.reply(requestIdOf(done));
    expect(reply.userMessage).toEqual(sent.user_message);
    expect(reply.chunks.length).toBeGreaterThan(1);
    expect(reply.chunks.join('')).toBe(sent.assistant_message.content);
    expect(reply.done).toEqual(sent.assistant_message);
  });

  it('streams a reply asked on a socket on A to the same chat’s socket on B, in order', async () => {
    const token = await signUp(b, email(), { pro: true });
    const clientId = await newChat(b, token);
    const [onA, onB] = [await socketOn(a, clientId, token), await socketOn(b, clientId, token)];

    onA.send({ type: 'send', request_id: 'r1', content: 'What is the form?' });
    const own = await onA.reply('r1');
    const done = await onB.next((frame) => frame.type === 'done');
    const copy = await onB.reply(requestIdOf(done));

    expect(own.done?.status).toBe('complete');
    expect(copy.chunks).toEqual(own.chunks);
    expect(copy.done).toEqual(own.done);
    expect(onA.frames.filter((frame) => frame.type === 'done')).toHaveLength(1);
  });
});
