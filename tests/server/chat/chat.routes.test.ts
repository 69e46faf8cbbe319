import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage, ChatSummary } from '../../../contracts/chat';
import { goals, percent } from '../../../server/analysis/analyst/format';
import { dataChanged } from '../../../server/cache/invalidation';
import { chatMessages, chats, matches } from '../../../server/db/schema';
import { resigned } from '../auth/token-claims';
import { type ChatFixture, chatFixture, type MatchJson } from './chat-fixtures';

interface SendResult {
  user_message: ChatMessage;
  assistant_message: ChatMessage;
}

describe('chat API', () => {
  let f: ChatFixture;
  let pro: { token: string; id: string };
  let upcoming: MatchJson;
  let other: MatchJson;
  let toFinish: MatchJson;

  beforeAll(async () => {
    f = await chatFixture({ CHAT_RATE_LIMIT_PER_USER: '8' });
    pro = await f.account('pro@example.com', { pro: true });
    const list = (await f.matches('upcoming')).filter((m) => m.prediction !== null);
    [upcoming, other, toFinish] = list as [MatchJson, MatchJson, MatchJson];
  }, 120_000);
  afterAll(() => f.t.close());

  const chatRows = () => f.t.database.db.select().from(chats);

  it('creates a chat with no messages, and a repeat answers 200 with the same chat', async () => {
    const body = { client_id: randomUUID(), match_id: upcoming.id };
    const first = await f.api('POST', '/chats/', pro.token, body);
    expect(first.statusCode).toBe(201);
    const chat = first.json() as Chat;
    expect(chat).toMatchObject({
      client_id: body.client_id,
      read_only: false,
      messages: [],
      match: {
        id: upcoming.id,
        home_team: upcoming.home.name,
        away_team: upcoming.away.name,
        status: 'scheduled',
        league: { code: expect.any(String), name: expect.any(String) },
      },
    });
    const again = await f.api('POST', '/chats/', pro.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(chat);
  });

  it('refuses a chat id already used for another match or by another user', async () => {
    const clientId = await f.newChat(pro.token, upcoming.id);
    const otherMatch = await f.api('POST', '/chats/', pro.token, {
      client_id: clientId,
      match_id: other.id,
    });
    expect(otherMatch.statusCode).toBe(409);
    expect(otherMatch.json()).toMatchObject({ code: 'chat_id_taken' });
    const stranger = await f.account('stranger@example.com', { pro: true });
    const otherUser = await f.api('POST', '/chats/', stranger.token, {
      client_id: clientId,
      match_id: upcoming.id,
    });
    expect(otherUser.statusCode).toBe(409);
    expect(otherUser.json()).toMatchObject({ code: 'chat_id_taken' });
  });

  it('answers 404 for an unknown match and 409 match_finished for a finished one', async () => {
    const before = (await chatRows()).length;
    const unknown = await f.api('POST', '/chats/', pro.token, {
      client_id: randomUUID(),
      match_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const [finished] = await f.matches('finished');
    const refused = await f.api('POST', '/chats/', pro.token, {
      client_id: randomUUID(),
      match_id: finished?.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'match_finished',
      detail: 'Cannot select a finished match',
    });
    expect(await chatRows()).toHaveLength(before);
  });

  it('answers bad input with 400 and a detail, writing nothing', async () => {
    const before = (await chatRows()).length;
    for (const payload of [
      {},
      { client_id: 'abc', match_id: upcoming.id },
      { client_id: randomUUID(), match_id: upcoming.id, extra: 1 },
    ]) {
      const response = await f.api('POST', '/chats/', pro.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'invalid_input' });
    }
    const clientId = await f.newChat(pro.token, upcoming.id);
    for (const payload of [
      { content: '   ' },
      { content: 'x'.repeat(2001) },
      { content: 'hi', language: 'fr' },
      {},
    ]) {
      const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'invalid_input' });
    }
    expect(await chatRows()).toHaveLength(before + 1);
    const stored = await f.t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatClientId, clientId));
    expect(stored).toEqual([]);
  });

  it('refuses a non-Pro user with 403 pro_required even with a forged is_pro claim', async () => {
    const free = await f.account('free@example.com');
    const forged = await resigned(free.token, { is_pro: true });
    const create = await f.api('POST', '/chats/', forged, {
      client_id: randomUUID(),
      match_id: upcoming.id,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({
      code: 'pro_required',
      detail: 'Chat analysis is available only for Pro users',
    });
    // A chat made while Pro cannot take new messages once Pro has lapsed.
    const lapsed = await f.account('lapsed@example.com', { pro: true });
    const clientId = await f.newChat(lapsed.token, upcoming.id);
    await f.t.database.db.execute(
      `update subscriptions set status = 'expired' where user_id = '${lapsed.id}'`,
    );
    const send = await f.api('POST', `/chats/${clientId}/messages/`, lapsed.token, {
      content: 'Who will win?',
    });
    expect(send.statusCode).toBe(403);
    expect(send.json()).toMatchObject({ code: 'pro_required' });
    // Their history stays readable.
    expect((await f.api('GET', `/chats/${clientId}/`, lapsed.token)).statusCode).toBe(200);
  });

  it('refuses every endpoint without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/chats/'],
      ['POST', '/api/chats/'],
      ['GET', `/api/chats/${randomUUID()}/`],
      ['POST', `/api/chats/${randomUUID()}/messages/`],
    ] as const) {
      expect((await f.t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it("answers 'Who will win?' over HTTP with the match page's own percentages", async () => {
    const clientId = await f.newChat(pro.token, upcoming.id);
    const detail = (await f.api('GET', `/matches/${upcoming.id}/`, pro.token)).json();
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: 'Who will win?',
    });
    expect(response.statusCode).toBe(201);
    const { user_message, assistant_message } = response.json() as SendResult;
    expect(user_message).toMatchObject({ role: 'user', content: 'Who will win?', language: 'en' });
    expect(assistant_message).toMatchObject({
      role: 'assistant',
      status: 'complete',
      language: 'en',
    });
    // The match page's own market figures (knowledge.markets), the same numbers in the bar.
    const result = detail.knowledge.markets.result as Record<
      'home' | 'draw' | 'away',
      { probability: number }
    >;
    for (const side of ['home', 'draw', 'away'] as const) {
      expect(assistant_message.content).toContain(percent(result[side].probability));
    }
    expect(assistant_message.content).toMatch(
      new RegExp(
        `^(${upcoming.home.name}|${upcoming.away.name}) are the favourites|^It is close to call|^A draw is`,
      ),
    );
    expect(assistant_message.attachments).toEqual([
      {
        type: 'probability_bar',
        home: result.home.probability,
        draw: result.draw.probability,
        away: result.away.probability,
      },
    ]);
  });

  it("answers '¿Cuántos goles habrá?' in Spanish with the match's expected goals", async () => {
    const clientId = await f.newChat(pro.token, other.id);
    const detail = (await f.api('GET', `/matches/${other.id}/`, pro.token)).json();
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: '¿Cuántos goles habrá?',
      language: 'en',
    });
    expect(response.statusCode).toBe(201);
    const { assistant_message } = response.json() as SendResult;
    const xg = detail.knowledge.markets.expected_goals as {
      home: number;
      away: number;
      total: number;
    };
    const over = detail.knowledge.markets.totals.find((t: { line: number }) => t.line === 2.5);
    expect(assistant_message.language).toBe('es');
    expect(assistant_message.content).toBe(
      `El modelo espera ${goals(xg.total, 'es')} goles: ${other.home.name} ${goals(xg.home, 'es')}, ${other.away.name} ${goals(xg.away, 'es')}. ` +
        `Más de 2,5 goles: ${percent(over.over.settlement.win)} (menos de 2,5 goles: ${percent(over.under.settlement.win)}).`,
    );
    expect(assistant_message.attachments).toEqual([
      { type: 'expected_goals', home: xg.home, away: xg.away },
    ]);
  });

  it('keeps the history oldest first, question before answer, after a reload', async () => {
    const clientId = await f.newChat(pro.token, upcoming.id);
    const questions = ['Hello', 'What is the likely score?', 'And the form?'];
    for (const content of questions) {
      await f.api('POST', `/chats/${clientId}/messages/`, pro.token, { content });
    }
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(chat.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(questions);
    const heatmap = chat.messages[3]?.attachments[0];
    expect(heatmap).toMatchObject({ type: 'scoreline_heatmap', max_goals: 5 });
    const times = chat.messages.map((m) => m.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it('answers sends to several chats at once, each stored in its own chat, in order', async () => {
    // Sent together, the questions, history reads and finished replies go in shared
    // statements (statementBatch): nothing may cross between the chats.
    const senders = await Promise.all(
      ['batch-a', 'batch-b', 'batch-c'].map(async (name) => {
        const { token } = await f.account(`${name}@example.com`, { pro: true });
        const clientId = await f.newChat(token, upcoming.id);
        await f.api('POST', `/chats/${clientId}/messages/`, token, { content: `Hello ${name}` });
        return { name, token, clientId };
      }),
    );
    const sent = await Promise.all(
      senders.map(({ name, token, clientId }) =>
        f.api('POST', `/chats/${clientId}/messages/`, token, { content: `Who will win, ${name}?` }),
      ),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    for (const { name, token, clientId } of senders) {
      const chat = (await f.api('GET', `/chats/${clientId}/`, token)).json() as Chat;
      expect(chat.messages.map((m) => [m.role, m.status])).toEqual([
        ['user', 'complete'],
        ['assistant', 'complete'],
        ['user', 'complete'],
        ['assistant', 'complete'],
      ]);
      expect(chat.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
        `Hello ${name}`,
        `Who will win, ${name}?`,
      ]);
      expect(chat.messages[3]?.content).not.toBe('');
    }
  });

  it('keeps two questions sent to one chat at once apart, each before its own reply', async () => {
    const { token } = await f.account('twice@example.com', { pro: true });
    const clientId = await f.newChat(token, upcoming.id);
    const questions = ['Who will win?', 'How many goals?'];
    const sent = await Promise.all(
      questions.map((content) => f.api('POST', `/chats/${clientId}/messages/`, token, { content })),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201]);
    const chat = (await f.api('GET', `/chats/${clientId}/`, token)).json() as Chat;
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(
      chat.messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .sort(),
    ).toEqual([...questions].sort());
    const replies = sent.map((response) => (response.json() as SendResult).assistant_message.id);
    expect([chat.messages[1]?.id, chat.messages[3]?.id].sort()).toEqual([...replies].sort());
  });

  it('lists the user’s chats, newest activity first, with the last message', async () => {
    const user = await f.account('lister@example.com', { pro: true });
    const older = await f.newChat(user.token, upcoming.id);
    const newer = await f.newChat(user.token, other.id);
    await f.api('POST', `/chats/${older}/messages/`, user.token, { content: 'Hello' });
    const { data } = (await f.api('GET', '/chats/', user.token)).json() as {
      data: ChatSummary[];
    };
    expect(data.map((c) => c.client_id)).toEqual([older, newer]);
    const [first, second] = data as [ChatSummary, ChatSummary];
    expect(first.last_message).toMatch(/^Hi!/);
    expect(second.last_message).toBeNull();
    expect(first).not.toHaveProperty('messages');
    expect(first.match.id).toBe(upcoming.id);
  });

  it("hides another user's chat behind a 404", async () => {
    const clientId = await f.newChat(pro.token, upcoming.id);
    const snoop = await f.account('snoop@example.com', { pro: true });
    const read = await f.api('GET', `/chats/${clientId}/`, snoop.token);
    expect(read.statusCode).toBe(404);
    const send = await f.api('POST', `/chats/${clientId}/messages/`, snoop.token, {
      content: 'Who will win?',
    });
    expect(send.statusCode).toBe(404);
    expect((await f.api('GET', '/chats/not-a-uuid/', snoop.token)).statusCode).toBe(404);
    const { data } = (await f.api('GET', '/chats/', snoop.token)).json();
    expect(data).toEqual([]);
  });

  it('makes a chat read-only once its match has finished', async () => {
    const clientId = await f.newChat(pro.token, toFinish.id);
    await f.t.database.db
      .update(matches)
      .set({ status: 'finished', homeGoals: 2, awayGoals: 1 })
      .where(eq(matches.id, toFinish.id));
    dataChanged(f.t.database.db);
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.read_only).toBe(true);
    expect(chat.match).toMatchObject({ status: 'finished', home_goals: 2, away_goals: 1 });
    const send = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: 'Who will win?',
    });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({
      code: 'chat_read_only',
      detail: 'This match has finished: its chat is read-only',
    });
  });

  it('limits messages per user with 429 and Retry-After, writing nothing more', async () => {
    const chatty = await f.account('chatty@example.com', { pro: true });
    const clientId = await f.newChat(chatty.token, upcoming.id);
    for (let i = 0; i < 8; i++) {
      const ok = await f.api('POST', `/chats/${clientId}/messages/`, chatty.token, {
        content: 'Hello',
      });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await f.api('POST', `/chats/${clientId}/messages/`, chatty.token, {
      content: 'Hello',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const chat = (await f.api('GET', `/chats/${clientId}/`, chatty.token)).json() as Chat;
    expect(chat.messages).toHaveLength(16);
    // Another user's budget is untouched.
    const calm = await f.account('calm@example.com', { pro: true });
    const calmChat = await f.newChat(calm.token, upcoming.id);
    const ok = await f.api('POST', `/chats/${calmChat}/messages/`, calm.token, {
      content: 'Hello',
    });
    expect(ok.statusCode).toBe(201);
  });
});
