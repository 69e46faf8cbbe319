import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Whose streaming of tool calls the fake imitates:
 * - openai: a first fragment with index, id, type and name (arguments ''), then the arguments
 *   in small pieces under the same index; finish_reason "tool_calls".
 * - ollama (/v1): every call whole in one chunk, without an index; finish_reason "stop".
 * - vllm: OpenAI's shape with `content: null` beside the fragments and the first piece of the
 *   arguments in the name's chunk; finish_reason "tool_calls", then a choices-less usage chunk. */
export type ToolDialect = 'openai' | 'ollama' | 'vllm';

export interface FakeToolCall {
  name: string;
  /** An object is sent as its JSON; a string as is (to send broken JSON). */
  arguments: Record<string, unknown> | string;
}

/** How the fake answers a request. */
export type FakeBehaviour =
  /** 200 and the OpenAI stream: a role chunk, one chunk per piece, finish_reason, [DONE].
   * `hang` leaves the stream open after the pieces (no finish, no [DONE]). */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; hang?: boolean; noDone?: boolean }
  /** 200 and a stream asking for tool calls, in a dialect, after optional text pieces. */
  | {
      kind: 'tools';
      dialect: ToolDialect;
      calls: FakeToolCall[];
      pieces?: string[];
      /** Older Ollama: calls without an id. */
      withoutIds?: boolean;
    }
  | { kind: 'status'; status: number; body: string }
  /** 200 text/event-stream whose body is not the protocol. */
  | { kind: 'garbage' }
  /** 200 text/event-stream with one event whose JSON is cut off. */
  | { kind: 'broken-json' }
  /** Reads the request and never answers. */
  | { kind: 'silent' };

export interface RecordedMessage {
  role: string;
  content: string | null;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: RecordedMessage[];
    tools?: Array<{ type: string; function: { name: string; parameters: unknown } }>;
    tool_choice?: unknown;
  };
  /** Set when the client went away before the response ended (stop, timeout). */
  aborted: boolean;
}

export interface FakeOpenAi {
  /** The API root to put in LLM_BASE_URL, e.g. http://127.0.0.1:1234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The next requests get these, in order; the last one repeats. */
  behave(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

const chunkEvent = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits a string into pieces of `size` characters (arguments arrive in fragments). */
const fragments = (text: string, size: number) =>
  text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [''];

/** The SSE events that ask for `calls` the way `dialect` streams them. */
function toolCallEvents(dialect: ToolDialect, calls: FakeToolCall[], withoutIds = false): string[] {
  const json = (c: FakeToolCall) =>
    typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments);
  const id = (i: number) => `call_${dialect}_${i}`;
  const events: string[] = [];
  if (dialect === 'ollama') {
    events.push(
      chunkEvent({
        role: 'assistant',
        content: '',
        tool_calls: calls.map((c, i) => ({
          ...(withoutIds ? {} : { id: id(i) }),
          type: 'function',
          function: { name: c.name, arguments: json(c) },
        })),
      }),
      chunkEvent({ role: 'assistant', content: '' }, 'stop'),
    );
    return events;
  }
  calls.forEach((c, i) => {
    const pieces = fragments(json(c), dialect === 'openai' ? 5 : 9);
    const first = dialect === 'vllm' ? (pieces.shift() ?? '') : '';
    events.push(
      chunkEvent({
        ...(dialect === 'vllm' ? { content: null } : {}),
        tool_calls: [
          { index: i, id: id(i), type: 'function', function: { name: c.name, arguments: first } },
        ],
      }),
    );
    for (const piece of pieces) {
      events.push(
        chunkEvent({
          ...(dialect === 'vllm' ? { content: null } : {}),
          tool_calls: [{ index: i, function: { arguments: piece } }],
        }),
      );
    }
  });
  events.push(chunkEvent({}, 'tool_calls'));
  if (dialect === 'vllm') {
    events.push(
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
  }
  return events;
}

/** A local server speaking OpenAI's streaming chat completions (POST /v1/chat/completions,
 * server-sent events), with tool calls in OpenAI's, Ollama's or vLLM's way, recording every
 * request it gets. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let queue: FakeBehaviour[] = [{ kind: 'stream', pieces: ['Hello', ' there.'] }];
  const requests: RecordedRequest[] = [];

  async function respond(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const part of request) raw += part;
    const record: RecordedRequest = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: raw ? JSON.parse(raw) : {},
      aborted: false,
    };
    requests.push(record);
    response.on('close', () => {
      if (!response.writableFinished) record.aborted = true;
    });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const current = (queue.length > 1 ? queue.shift() : queue[0]) as FakeBehaviour;
    if (current.kind === 'silent') return;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(current.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (current.kind === 'garbage') {
      response.end('<html>Bad gateway</html>\n\n');
      return;
    }
    if (current.kind === 'broken-json') {
      response.end('data: {"choices":[{"delta":{"content":"Ars\n\n');
      return;
    }
    response.write(': keep-alive\n\n');
    response.write(chunkEvent({ role: 'assistant', content: '' }));
    if (current.kind === 'tools') {
      for (const piece of current.pieces ?? []) response.write(chunkEvent({ content: piece }));
      for (const event of toolCallEvents(current.dialect, current.calls, current.withoutIds))
        response.write(event);
      response.end('data: [DONE]\n\n');
      return;
    }
    for (const piece of current.pieces) {
      if (current.delayMs) await pause(current.delayMs);
      if (response.destroyed) return;
      response.write(chunkEvent({ content: piece }));
    }
    if (current.hang) return;
    if (current.noDone) {
      response.end();
      return;
    }
    response.write(chunkEvent({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    respond(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(...next) {
      queue = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
