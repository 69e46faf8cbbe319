import type { Language } from '../../../contracts/chat';
import { type Analyst, AnalystError } from './analyst';
import { attachmentsFor } from './attachments';
import { detectIntents } from './intents';
import type { AnalystRequest } from './match-facts';
import { systemPrompt } from './openai-prompt';

export interface OpenAiAnalystOptions {
  /** API root, e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for the response headers and between two pieces of the body. */
  timeoutMs: number;
}

/** One parsed line of the server-sent event stream. */
type StreamLine =
  | { kind: 'skip' }
  | { kind: 'done' }
  | { kind: 'delta'; text: string; finished: boolean };

interface CompletionChunk {
  error?: unknown;
  choices?: Array<{
    delta?: { content?: unknown };
    message?: { content?: unknown };
    finish_reason?: unknown;
  }>;
}

/** Reads one line of the OpenAI streaming protocol; throws on anything else. */
export function parseStreamLine(line: string, language: Language): StreamLine {
  const trimmed = line.trim();
  // Blank lines end events; ':' lines are keep-alive comments; event/id/retry carry nothing.
  if (trimmed === '' || trimmed.startsWith(':') || /^(event|id|retry):/.test(trimmed)) {
    return { kind: 'skip' };
  }
  if (!trimmed.startsWith('data:')) {
    throw new AnalystError('unreadable', language, { cause: new Error(`bad line: ${trimmed}`) });
  }
  const payload = trimmed.slice('data:'.length).trim();
  if (payload === '[DONE]') return { kind: 'done' };
  const chunk = parseJson(payload, language) as CompletionChunk;
  if (chunk.error !== undefined) {
    throw new AnalystError('unavailable', language, { cause: new Error(JSON.stringify(chunk)) });
  }
  const choice = chunk.choices?.[0];
  if (!Array.isArray(chunk.choices)) {
    throw new AnalystError('unreadable', language, { cause: new Error(`no choices: ${payload}`) });
  }
  const content = choice?.delta?.content;
  return {
    kind: 'delta',
    text: typeof content === 'string' ? content : '',
    finished: choice?.finish_reason !== undefined && choice?.finish_reason !== null,
  };
}

function parseJson(text: string, language: Language): unknown {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) return value;
  } catch {
    // handled below
  }
  throw new AnalystError('unreadable', language, { cause: new Error(`not JSON: ${text}`) });
}

/** ANALYST=openai: any endpoint that speaks OpenAI's streaming chat completions. */
export function openAiAnalyst(options: OpenAiAnalystOptions): Analyst {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function* stream({ facts, question, language, signal }: AnalystRequest) {
    const connection = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    // Restarted before every wait: the limit is per gap, so a long answer may take longer.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        connection.abort();
      }, options.timeoutMs);
    };
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop);
    // A failed wait: the user's stop ends the answer quietly, the rest are provider errors.
    const failure = (cause: unknown) =>
      new AnalystError(timedOut ? 'timeout' : 'unavailable', language, { cause });
    try {
      if (signal.aborted) return;
      arm();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            messages: [
              { role: 'system', content: systemPrompt(facts, language) },
              { role: 'user', content: question },
            ],
          }),
          signal: connection.signal,
        });
      } catch (error) {
        if (signal.aborted) return;
        throw failure(error);
      }
      if (!response.ok || !response.body) {
        const body = await response.text().catch(() => '');
        throw new AnalystError('unavailable', language, {
          cause: new Error(`HTTP ${response.status}: ${body.slice(0, 500)}`),
        });
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let finished = false;
      for (;;) {
        arm();
        let read: ReadableStreamReadResult<string>;
        try {
          read = await reader.read();
        } catch (error) {
          if (signal.aborted) return;
          throw failure(error);
        }
        if (signal.aborted) return;
        if (read.done) break;
        buffer += read.value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (signal.aborted) return;
          const parsed = parseStreamLine(line, language);
          if (parsed.kind === 'done') return;
          if (parsed.kind === 'delta') {
            finished ||= parsed.finished;
            if (parsed.text !== '') yield parsed.text;
          }
        }
      }
      if (buffer.trim() !== '' && parseStreamLine(buffer, language).kind === 'done') return;
      // A stream cut before [DONE] or a finish_reason is a broken answer, not a short one.
      if (!finished) {
        throw new AnalystError('unreadable', language, {
          cause: new Error('stream ended early'),
        });
      }
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      connection.abort();
    }
  }

  return {
    async answer(request) {
      return {
        attachments: attachmentsFor(detectIntents(request.question), request.facts),
        chunks: stream(request),
      };
    },
  };
}
