import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests. */
export type FakeBehaviour =
  /** 200 and the OpenAI stream: a role chunk, one chunk per piece, finish_reason, [DONE].
   * `hang` leaves the stream open after the pieces (no finish, no [DONE]). */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; hang?: boolean; noDone?: boolean }
  | { kind: 'status'; status: number; body: string }
  /** 200 text/event-stream whose body is not the protocol. */
  | { kind: 'garbage' }
  /** Reads the request and never answers. */
  | { kind: 'silent' };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
  };
  /** Set when the client went away before the response ended (stop, timeout). */
  aborted: boolean;
}

export interface FakeOpenAi {
  /** The API root to put in LLM_BASE_URL, e.g. http://127.0.0.1:1234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behaviour: FakeBehaviour): void;
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

/** A local server speaking OpenAI's streaming chat completions (POST /v1/chat/completions,
 * server-sent events), recording every request it gets. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: 'stream', pieces: ['Hello', ' there.'] };
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
    const current = behaviour;
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
    response.write(': keep-alive\n\n');
    response.write(chunkEvent({ role: 'assistant', content: '' }));
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
    behave(next) {
      behaviour = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
