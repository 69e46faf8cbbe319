import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatSummary } from '../../../contracts/chat';
import { percent } from '../../../server/analysis/analyst/format';
import { dataChanged } from '../../../server/cache/invalidation';
import { chatMessages, matches, predictions } from '../../../server/db/schema';
import { type ChatFixture, chatFixture, type MatchJson } from './chat-fixtures';

describe('post-match review', () => {
  let f: ChatFixture;
  let pro: { token: string; id: string };
  let upcoming: MatchJson[];

  beforeAll(async () => {
    f = await chatFixture();
    pro = await f.account('reviews@example.com', { pro: true });
    upcoming = (await f.matches('upcoming')).filter((m) => m.prediction !== null);
  }, 120_000);
  afterAll(() => f.t.close());

  const finish = (match: MatchJson, home: number, away: number) =>
    f.t.database.db
      .update(matches)
      .set({ status: 'finished', homeGoals: home, awayGoals: away })
      .where(eq(matches.id, match.id))
      .then(() => dataChanged(f.t.database.db));
  const reviewsOf = (clientId: string) =>
    f.t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatClientId, clientId), eq(chatMessages.kind, 'review')));
  const ask = (clientId: string, content: string) =>
    f.api('POST', `/chats/${clientId}/messages/`, pro.token, { content });

  it("adds the result against the forecast, in the chat's language, and the chat stays read-only", async () => {
    const match = upcoming[0] as MatchJson;
    const clientId = await f.newChat(pro.token, match.id);
    expect((await ask(clientId, '¿Quién ganará?')).statusCode).toBe(201);
    await finish(match, 2, 1);
    const [forecast] = await f.t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.matchId, match.id));

    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.read_only).toBe(true);
    const review = chat.messages.at(-1);
    expect(review).toMatchObject({ role: 'assistant', language: 'es', status: 'complete' });
    expect(review?.content).toMatch(
      new RegExp(`^Final: ${match.home.name} 2–1 ${match.away.name}\\. `),
    );
    expect(review?.content).toContain(percent(forecast?.home ?? 0));
    expect(review?.attachments).toEqual([
      {
        type: 'probability_bar',
        home: forecast?.home,
        draw: forecast?.draw,
        away: forecast?.away,
      },
    ]);
    expect((await ask(clientId, 'And now?')).statusCode).toBe(409);
  });

  it('writes one review however many requests notice the finish at once', async () => {
    const match = upcoming[1] as MatchJson;
    const clientId = await f.newChat(pro.token, match.id);
    await ask(clientId, 'Who will win?');
    await finish(match, 0, 0);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        f.api('GET', i % 2 === 0 ? `/chats/${clientId}/` : '/chats/', pro.token),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const stored = await reviewsOf(clientId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.content).toMatch(new RegExp(`^Full time: ${match.home.name} 0–0 `));
    for (const [i, response] of responses.entries()) {
      if (i % 2 === 0) {
        const chat = response.json() as Chat;
        expect(chat.messages.filter((m) => m.id === stored[0]?.id)).toHaveLength(1);
        expect(chat.messages.at(-1)?.id).toBe(stored[0]?.id);
      } else {
        const { data } = response.json() as { data: ChatSummary[] };
        const summary = data.find((c) => c.client_id === clientId);
        expect(summary?.last_message).toBe(stored[0]?.content);
      }
    }
    const again = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(again.messages.filter((m) => m.role === 'assistant')).toHaveLength(2);
  });

  it('leaves a chat nobody asked anything in without a review', async () => {
    const match = upcoming[2] as MatchJson;
    const clientId = await f.newChat(pro.token, match.id);
    await finish(match, 1, 3);
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.read_only).toBe(true);
    expect(chat.messages).toEqual([]);
    expect(await reviewsOf(clientId)).toEqual([]);
  });

  it('lists finished chats nobody asked in without a query per chat', async () => {
    const reader = await f.account('quiet-lister@example.com', { pro: true });
    // Statements that read chat messages while the list is answered (the session check and
    // the match views may or may not reach the database; this count must not vary).
    const messageReadsOfList = async () => {
      const client = f.t.database.client as { query: (...args: unknown[]) => unknown };
      const spy = vi.spyOn(client, 'query');
      try {
        const response = await f.api('GET', '/chats/', reader.token);
        expect(response.statusCode).toBe(200);
        const { data } = response.json() as { data: ChatSummary[] };
        const texts = spy.mock.calls.map(([query]) =>
          typeof query === 'string' ? query : String((query as { text?: unknown }).text),
        );
        return { chats: data.length, reads: texts.filter((t) => t.includes('"chat_messages"')) };
      } finally {
        spy.mockRestore();
      }
    };
    for (const match of upcoming.slice(3, 4)) await f.newChat(reader.token, match.id);
    for (const match of upcoming.slice(3, 4)) await finish(match, 1, 0);
    const one = await messageReadsOfList();
    for (const match of upcoming.slice(4, 7)) await f.newChat(reader.token, match.id);
    for (const match of upcoming.slice(4, 7)) await finish(match, 0, 2);
    const four = await messageReadsOfList();
    expect([one.chats, four.chats]).toEqual([1, 4]);
    expect(four.reads).toHaveLength(1);
    expect(one.reads).toHaveLength(1);
  });
});
