import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat } from '../../../contracts/chat';
import { type FakeOpenAi, startFakeOpenAi } from '../../mocks/openai-server';
import { type ChatFixture, chatFixture, type MatchJson } from '../chat/chat-fixtures';

// The analyst's LLM misbehaving while users chat (tests/server/chat/openai-analyst.test.ts
// covers each failure of the analyst itself): a reply that stalls half-way or answers
// garbage fails promptly and is stored as an error, and the same chat answers normally
// once the LLM is back.

const TIMEOUT_MS = 500;

describe('an LLM that stalls or answers garbage, then recovers', () => {
  let fake: FakeOpenAi;
  let f: ChatFixture;
  let pro: { token: string; id: string };
  let match: MatchJson;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    f = await chatFixture({
      ANALYST: 'openai',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    pro = await f.account('llm-faults@example.com', { pro: true });
    match = (await f.matches('upcoming')).filter((m) => m.prediction !== null)[0] as MatchJson;
  });
  afterAll(async () => {
    await f.t.close();
    await fake.close();
  });

  const ask = async (clientId: string, content: string) => {
    const started = performance.now();
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, { content });
    return { response, ms: performance.now() - started };
  };

  it('fails a stalled and a garbled reply promptly, keeps both questions, and answers the next one', async () => {
    const clientId = await f.newChat(pro.token, match.id);

    fake.behave({ kind: 'stream', pieces: ['Home side ', 'looks '], hang: true });
    const stalled = await ask(clientId, 'Who will win?');
    expect(stalled.response.statusCode).toBe(503);
    expect(stalled.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(stalled.response.json().assistant_message).toMatchObject({
      status: 'error',
      content: 'Home side looks\n\nThe analyst took too long to answer. Please try again.',
    });

    fake.behave({ kind: 'garbage' });
    const garbled = await ask(clientId, 'How many goals?');
    expect(garbled.response.statusCode).toBe(503);
    expect(garbled.response.json()).toMatchObject({
      code: 'analyst_unavailable',
      detail: 'The analyst sent an answer that could not be read. Please try again.',
    });

    fake.behave({ kind: 'stream', pieces: ['Back ', 'again.'] });
    const recovered = await ask(clientId, 'And now?');
    expect(recovered.response.statusCode).toBe(201);
    expect(recovered.response.json().assistant_message).toMatchObject({
      status: 'complete',
      content: 'Back again.',
    });

    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'error'],
      ['user', 'complete'],
      ['assistant', 'error'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
  });
});
