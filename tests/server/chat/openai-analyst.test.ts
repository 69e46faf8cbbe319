import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Chat, Language } from '../../../contracts/chat';
import { AnalystError } from '../../../server/analysis/analyst/analyst';
import { goals, percent } from '../../../server/analysis/analyst/format';
import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import { openAiAnalyst } from '../../../server/analysis/analyst/openai-analyst';
import { type FakeOpenAi, startFakeOpenAi } from '../../mocks/openai-server';
import { ChatSocket } from '../../support/chat-socket';
import { freePort } from '../../support/free-port';
import { sampleFacts } from './analyst-facts';
import { type ChatFixture, chatFixture, type MatchJson } from './chat-fixtures';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function ask(
  options: { question?: string; language?: Language; timeoutMs?: number; baseUrl?: string } = {},
  signal = new AbortController().signal,
) {
  const analyst = openAiAnalyst({
    baseUrl: options.baseUrl ?? fake.baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: options.timeoutMs ?? 2000,
  });
  const answer = await analyst.answer({
    facts: sampleFacts(),
    question: options.question ?? 'Who will win?',
    language: options.language ?? 'en',
    history: [],
    signal,
  });
  const chunks: string[] = [];
  try {
    for await (const chunk of answer.chunks) chunks.push(chunk);
    return { chunks, attachments: answer.attachments, error: null };
  } catch (error) {
    return { chunks, attachments: answer.attachments, error: error as AnalystError };
  }
}

describe('openai analyst', () => {
  it('streams the completion and grounds the prompt in the match facts', async () => {
    fake.behave({ kind: 'stream', pieces: ['Arsenal ', 'are ', 'favourites (47%).'] });
    const { chunks, attachments, error } = await ask();
    expect(error).toBeNull();
    expect(chunks).toEqual(['Arsenal ', 'are ', 'favourites (47%).']);
    expect(attachments[0]).toMatchObject({ type: 'probability_bar', home: 0.4719 });

    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, user] = request?.body.messages ?? [];
    expect(user).toEqual({ role: 'user', content: 'Who will win?' });
    expect(system?.role).toBe('system');
    const prompt = system?.content ?? '';
    expect(prompt).toContain('Never invent figures');
    expect(prompt).toContain('Answer in English');
    expect(prompt).toMatch(/cannot know injuries, suspensions, line-ups/);
    for (const figure of ['"home_win":"47%"', '"draw":"27%"', '"away_win":"26%"']) {
      expect(prompt).toContain(figure);
    }
    expect(prompt).toContain('"expected_goals_home":"1.62"');
    expect(prompt).toContain('"both_teams_to_score":"52%"');
    expect(prompt).toContain('"sequence":"WWDLW"');
    expect(prompt).toContain('"elo":1612.4');
  });

  it('asks for Spanish with Spanish number formats', async () => {
    fake.behave({ kind: 'stream', pieces: ['Hola.'] });
    await ask({ question: '¿Cuántos goles habrá?', language: 'es' });
    const prompt = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(prompt).toContain('Answer in Spanish');
    expect(prompt).toContain('"expected_goals_home":"1,62"');
  });

  it('turns an HTTP error into analyst_unavailable with a message in the language', async () => {
    fake.behave({ kind: 'status', status: 500, body: '{"error":{"message":"boom"}}' });
    const en = await ask();
    expect(en.error).toBeInstanceOf(AnalystError);
    expect(en.error?.code).toBe('analyst_unavailable');
    expect(en.error?.message).toBe(
      'The analyst is not available right now. Please try again in a moment.',
    );
    const es = await ask({ language: 'es' });
    expect(es.error?.message).toBe(
      'El analista no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
    );
  });

  it('times out when the first byte never comes', async () => {
    fake.behave({ kind: 'silent' });
    const started = Date.now();
    const { error } = await ask({ timeoutMs: 200 });
    expect(error?.failure).toBe('timeout');
    expect(error?.message).toBe('The analyst took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out when the stream stalls between chunks, keeping the chunks before', async () => {
    fake.behave({ kind: 'stream', pieces: ['Arsenal '], hang: true });
    const { chunks, error } = await ask({ timeoutMs: 200 });
    expect(chunks).toEqual(['Arsenal ']);
    expect(error?.failure).toBe('timeout');
  });

  it('refuses a body that is not the streaming protocol', async () => {
    fake.behave({ kind: 'garbage' });
    expect((await ask()).error?.failure).toBe('unreadable');
  });

  it('refuses a stream cut before it finished', async () => {
    fake.behave({ kind: 'stream', pieces: ['Arsenal '], noDone: true });
    const { chunks, error } = await ask();
    expect(chunks).toEqual(['Arsenal ']);
    expect(error?.failure).toBe('unreadable');
  });

  it('reports an endpoint nobody listens on as unavailable', async () => {
    const port = await freePort();
    const { error } = await ask({ baseUrl: `http://127.0.0.1:${port}/v1` });
    expect(error?.failure).toBe('unavailable');
  });

  it('ends quietly and closes the connection when the user stops', async () => {
    fake.behave({ kind: 'stream', pieces: ['a ', 'b ', 'c '], hang: true });
    const controller = new AbortController();
    const analyst = openAiAnalyst({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 5000,
    });
    const answer = await analyst.answer({
      facts: sampleFacts() as MatchFacts,
      question: 'Why?',
      language: 'en',
      history: [],
      signal: controller.signal,
    });
    const chunks: string[] = [];
    for await (const chunk of answer.chunks) {
      chunks.push(chunk);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks).toEqual(['a ', 'b ']);
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('chat with ANALYST=openai', () => {
  let f: ChatFixture;
  let base: string;
  let pro: { token: string; id: string };
  let match: MatchJson;

  beforeAll(async () => {
    f = await chatFixture({
      ANALYST: 'openai',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: '1000',
    });
    base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await f.account('pro@example.com', { pro: true });
    match = (await f.matches('upcoming')).filter((m) => m.prediction !== null)[0] as MatchJson;
  }, 120_000);
  afterAll(() => f.t.close());

  it("grounds the prompt in the match page's own numbers", async () => {
    fake.behave({ kind: 'stream', pieces: ['Fine.'] });
    const clientId = await f.newChat(pro.token, match.id);
    const detail = (await f.api('GET', `/matches/${match.id}/`, pro.token)).json();
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: 'Who will win?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().assistant_message).toMatchObject({
      content: 'Fine.',
      status: 'complete',
    });
    const prompt = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(prompt).toContain(`"home_win":"${percent(detail.prediction.home)}"`);
    expect(prompt).toContain(`"draw":"${percent(detail.prediction.draw)}"`);
    expect(prompt).toContain(`"away_win":"${percent(detail.prediction.away)}"`);
    expect(prompt).toContain(
      `"expected_goals_home":"${goals(detail.analysis.expected_goals.home, 'en')}"`,
    );
    expect(prompt).toContain(`"home":"${match.home.name}"`);
  });

  it('keeps the question when the provider fails over HTTP, and says why', async () => {
    fake.behave({ kind: 'status', status: 502, body: 'upstream down' });
    const clientId = await f.newChat(pro.token, match.id);
    const response = await f.api('POST', `/chats/${clientId}/messages/`, pro.token, {
      content: '¿Quién ganará?',
    });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toMatchObject({
      code: 'analyst_unavailable',
      detail:
        'El analista no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
      user_message: { role: 'user', content: '¿Quién ganará?', status: 'complete' },
      assistant_message: { role: 'assistant', status: 'error', attachments: [] },
    });
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'error'],
    ]);
    expect(chat.messages[1]?.content).toBe(body.detail);
  });

  it('sends an error frame over the WebSocket after storing the question', async () => {
    fake.behave({ kind: 'silent' });
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ChatSocket.ready(base, clientId, pro.token);
    socket.send({ type: 'send', request_id: 'r1', content: 'Who will win?' });
    const reply = await socket.reply('r1');
    await socket.close();
    expect(reply.userMessage?.content).toBe('Who will win?');
    expect(reply.error).toEqual({
      code: 'analyst_unavailable',
      detail: 'The analyst took too long to answer. Please try again.',
    });
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages.map((m) => m.status)).toEqual(['complete', 'error']);
  });

  it('stores a reply as stopped when its socket closes mid-way', async () => {
    fake.behave({ kind: 'stream', pieces: ['Half ', 'an '], hang: true });
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ChatSocket.ready(base, clientId, pro.token);
    socket.send({ type: 'send', request_id: 'r1', content: 'Why?' });
    await socket.next((fr) => fr.type === 'chunk' && fr.delta === 'an ');
    await socket.close();
    await expect
      .poll(async () => {
        const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
        return chat.messages[1] && [chat.messages[1].status, chat.messages[1].content];
      })
      .toEqual(['stopped', 'Half an ']);
  });

  it('stops a streaming reply mid-way and keeps exactly what was sent', async () => {
    fake.behave({ kind: 'stream', pieces: ['One ', 'two ', 'three '], hang: true });
    const clientId = await f.newChat(pro.token, match.id);
    const socket = await ChatSocket.ready(base, clientId, pro.token);
    socket.send({ type: 'send', request_id: 'r1', content: 'Why?' });
    await socket.next((fr) => fr.type === 'chunk' && fr.delta === 'three ');
    socket.send({ type: 'stop', request_id: 'r1' });
    const reply = await socket.reply('r1');
    await socket.close();
    expect(reply.chunks).toEqual(['One ', 'two ', 'three ']);
    expect(reply.done).toMatchObject({ status: 'stopped', content: 'One two three ' });
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    const chat = (await f.api('GET', `/chats/${clientId}/`, pro.token)).json() as Chat;
    expect(chat.messages[1]).toMatchObject({ status: 'stopped', content: 'One two three ' });
  });
});
