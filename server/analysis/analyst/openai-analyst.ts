import type { Language } from '../../../contracts/language';
import { type Analyst, AnalystError } from './analyst';
import { builtinReply } from './builtin/reply';
import { claimFacts } from './claims';
import { factsCheck, groundedSentences } from './grounded-sentences';
import { type GroundingIndex, groundingIndex, questionSources } from './grounding';
import { type AnalystRequest, type MatchFacts, matchTeams } from './match-facts';
import { promptFigures, systemPrompt } from './openai-prompt';
import { runTool, TOOLS } from './openai-tools';
import type { Understander } from './understanding/understand';
import type { Entities } from './understanding/understanding';

export interface OpenAiAnalystOptions {
  /** API root, e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Reads the question for the pictures that go with the answer: the builtin analyst's. */
  understander: Understander;
  /** Longest wait for the response headers and between two pieces of the body. */
  timeoutMs: number;
  /** Requests that may end in tool calls before the one that must answer (default 4). */
  maxToolRounds?: number;
  now?: () => Date;
  /** Where held-back sentences are reported (pino's signature); never given the key. */
  log?: { warn(details: object, message: string): void };
}

/** Earlier messages sent along: enough for a follow-up chain, not a whole chat. */
const HISTORY_MESSAGES = 8;
const HISTORY_CHARS = 2000;

/** One fragment of a streamed tool call. OpenAI and vLLM send the name once and the
 * arguments in pieces, all under one `index`; Ollama sends each call whole, sometimes
 * without an index. */
export interface ToolCallDelta {
  index?: number;
  id?: string;
  name?: string;
  arguments?: string;
}

/** One parsed line of the server-sent event stream. */
type StreamLine =
  | { kind: 'skip' }
  | { kind: 'done' }
  | { kind: 'delta'; text: string; toolCalls: ToolCallDelta[]; finished: boolean };

interface CompletionChunk {
  error?: unknown;
  choices?: Array<{
    delta?: { content?: unknown; tool_calls?: unknown };
    finish_reason?: unknown;
  }>;
}

const unreadable = (language: Language, why: string) =>
  new AnalystError('unreadable', language, { cause: new Error(why) });

function toolCallDeltas(value: unknown, language: Language): ToolCallDelta[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw unreadable(language, 'tool_calls is not a list');
  return value.map((raw): ToolCallDelta => {
    if (typeof raw !== 'object' || raw === null) throw unreadable(language, 'bad tool call');
    const { index, id, function: fn } = raw as Record<string, unknown>;
    const { name, arguments: args } = (fn ?? {}) as Record<string, unknown>;
    return {
      index: typeof index === 'number' ? index : undefined,
      id: typeof id === 'string' && id !== '' ? id : undefined,
      name: typeof name === 'string' && name !== '' ? name : undefined,
      // Ollama's native API sends an object; the /v1 one a string.
      arguments:
        typeof args === 'string'
          ? args
          : args && typeof args === 'object'
            ? JSON.stringify(args)
            : undefined,
    };
  });
}

/** Reads one line of the OpenAI streaming protocol; throws on anything else. */
export function parseStreamLine(line: string, language: Language): StreamLine {
  const trimmed = line.trim();
  // Blank lines end events; ':' lines are keep-alive comments; event/id/retry carry nothing.
  if (trimmed === '' || trimmed.startsWith(':') || /^(event|id|retry):/.test(trimmed)) {
    return { kind: 'skip' };
  }
  if (!trimmed.startsWith('data:')) throw unreadable(language, `bad line: ${trimmed}`);
  const payload = trimmed.slice('data:'.length).trim();
  if (payload === '[DONE]') return { kind: 'done' };
  const chunk = parseJson(payload, language) as CompletionChunk;
  if (chunk.error !== undefined) {
    throw new AnalystError('unavailable', language, { cause: new Error(JSON.stringify(chunk)) });
  }
  if (!Array.isArray(chunk.choices)) throw unreadable(language, `no choices: ${payload}`);
  const choice = chunk.choices[0];
  const content = choice?.delta?.content;
  return {
    kind: 'delta',
    text: typeof content === 'string' ? content : '',
    toolCalls: toolCallDeltas(choice?.delta?.tool_calls, language),
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
  throw unreadable(language, `not JSON: ${text}`);
}

export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** Puts streamed tool-call fragments back together, in the order the calls began. */
export function toolCallCollector() {
  const calls: Array<{ id?: string; name: string; arguments: string }> = [];
  const slotOfIndex = new Map<number, number>();
  return {
    add(delta: ToolCallDelta) {
      let slot: number | undefined;
      if (delta.index !== undefined) slot = slotOfIndex.get(delta.index);
      else if (delta.id !== undefined) {
        const found = calls.findIndex((c) => c.id === delta.id);
        slot = found >= 0 ? found : undefined;
      } else if (delta.name === undefined && calls.length > 0) {
        // A bare arguments fragment continues the call before it.
        slot = calls.length - 1;
      }
      if (slot === undefined) {
        slot = calls.push({ name: '', arguments: '' }) - 1;
        if (delta.index !== undefined) slotOfIndex.set(delta.index, slot);
      }
      const call = calls[slot] as (typeof calls)[number];
      call.id ??= delta.id;
      // The name comes whole (some servers repeat it in later fragments).
      if (delta.name !== undefined && call.name === '') call.name = delta.name;
      if (delta.arguments !== undefined) call.arguments += delta.arguments;
    },
    /** The calls, ids made up where the server sent none (older Ollama). */
    calls(round: number): ToolCall[] {
      return calls.map((c, i) => ({
        id: c.id ?? `call_${round}_${i}`,
        name: c.name,
        arguments: c.arguments,
      }));
    },
  };
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: unknown[] }
  | { role: 'tool'; tool_call_id: string; content: string };

function firstMessages(
  { facts, question, language, history }: AnalystRequest,
  now: Date,
): Message[] {
  return [
    { role: 'system', content: systemPrompt(facts, language, now) },
    ...history
      .slice(-HISTORY_MESSAGES)
      .map((m) => ({ role: m.role, content: m.content.slice(0, HISTORY_CHARS) })),
    { role: 'user', content: question },
  ];
}

/** The result the model reads for one call; bad JSON is the model's to correct. */
function callResult(call: ToolCall, facts: MatchFacts): Record<string, unknown> {
  let args: unknown = {};
  if (call.arguments.trim() !== '') {
    try {
      args = JSON.parse(call.arguments);
    } catch {
      return { error: 'the arguments are not valid JSON' };
    }
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return { error: 'the arguments must be a JSON object' };
  }
  return runTool(call.name, args as Record<string, unknown>, facts);
}

/** ANALYST=openai: any endpoint that speaks OpenAI's streaming chat completions with tools
 * (OpenAI, Ollama's /v1, vLLM). The model fetches figures through the tools; the reply is
 * streamed sentence by sentence once its numbers check out against the facts and the tool
 * results (grounding.ts) and its claims against the facts (claims.ts). */
export function openAiAnalyst(options: OpenAiAnalystOptions): Analyst {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxToolRounds = options.maxToolRounds ?? 4;

  async function* stream(request: AnalystRequest, entities: Entities) {
    const { facts, language, signal } = request;
    let connection = new AbortController();
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

    const now = options.now?.() ?? new Date();
    const messages = firstMessages(request, now);
    // Grounded in what the model was given: the system prompt, the tool results and what the
    // question named (a quoted price). Not the whole MatchFacts: its hundreds of market
    // probabilities would back almost any percentage. Its claims ("higher", "favourites") are
    // checked against the facts those figures come from.
    const given: unknown[] = [promptFigures(facts, language, now), ...questionSources(entities)];
    let index: GroundingIndex = groundingIndex(given);
    const gate = groundedSentences(
      factsCheck(() => index, claimFacts(facts)),
      language,
    );
    let emitted = '';
    let separate = false;
    // Text of one round as it may go out: a space between rounds that would run together.
    const outgoing = (text: string) => {
      if (text === '') return '';
      const out = separate && !/^\s/.test(text) && !/\s$/.test(emitted) ? ` ${text}` : text;
      separate = false;
      emitted += out;
      return out;
    };

    /** One request; yields the grounded text as it comes, returns the tool calls asked for. */
    async function* round(
      number: number,
      tools: boolean,
    ): AsyncGenerator<string, ToolCall[] | null> {
      connection = new AbortController();
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
            messages,
            tools: TOOLS,
            // The last allowed round must answer.
            tool_choice: tools ? 'auto' : 'none',
          }),
          signal: connection.signal,
        });
      } catch (error) {
        if (signal.aborted) return null;
        throw failure(error);
      }
      if (!response.ok || !response.body) {
        const body = await response.text().catch(() => '');
        throw new AnalystError('unavailable', language, {
          cause: new Error(`HTTP ${response.status}: ${body.slice(0, 500)}`),
        });
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const collector = toolCallCollector();
      let text = '';
      let buffer = '';
      let finished = false;
      let done = false;
      const take = (line: string) => {
        const parsed = parseStreamLine(line, language);
        if (parsed.kind === 'done') done = true;
        if (parsed.kind !== 'delta') return '';
        finished ||= parsed.finished;
        for (const delta of parsed.toolCalls) collector.add(delta);
        text += parsed.text;
        return parsed.text === '' ? '' : outgoing(gate.push(parsed.text));
      };
      try {
        while (!done) {
          arm();
          let read: ReadableStreamReadResult<string>;
          try {
            read = await reader.read();
          } catch (error) {
            if (signal.aborted) return null;
            throw failure(error);
          }
          if (signal.aborted) return null;
          if (read.done) break;
          buffer += read.value;
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            const out = take(line);
            if (signal.aborted) return null;
            if (out !== '') yield out;
            if (done) break;
          }
        }
        if (!done && buffer.trim() !== '') {
          const out = take(buffer);
          if (out !== '') yield out;
        }
      } finally {
        connection.abort();
      }
      // A stream cut before [DONE] or a finish_reason is a broken answer, not a short one.
      if (!done && !finished) throw unreadable(language, 'stream ended early');
      const calls = collector.calls(number);
      if (calls.length > 0) {
        messages.push({
          role: 'assistant',
          content: text === '' ? null : text,
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.arguments },
          })),
        });
      }
      return calls;
    }

    try {
      if (signal.aborted) return;
      for (let number = 0; ; number++) {
        let calls: ToolCall[] | null;
        const last = number === maxToolRounds;
        try {
          calls = yield* round(number, !last);
        } catch (error) {
          // What had come before the failure goes out when its figures check out.
          const rest = outgoing(gate.flushGrounded());
          if (rest !== '') yield rest;
          throw error;
        }
        if (calls === null) return;
        if (calls.length === 0 || last) {
          const rest = outgoing(gate.flush());
          // A model that still wants tools after the last round gets nothing more.
          if (calls.length > 0 && emitted.trim() === '') {
            throw unreadable(language, `still calling tools after ${maxToolRounds} rounds`);
          }
          if (rest !== '') yield rest;
          return;
        }
        // Text before the calls ("Let me check.") goes out like any other.
        const preamble = outgoing(gate.flush());
        if (preamble !== '') yield preamble;
        separate = emitted !== '';
        for (const call of calls) {
          const result = callResult(call, facts);
          given.push(result);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
        index = groundingIndex(given);
      }
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      connection.abort();
      if (gate.rejected.length > 0) {
        options.log?.warn(
          { analyst: 'openai', model: options.model, heldBack: gate.rejected },
          'analyst reply held back: figures not in the match data',
        );
      }
    }
  }

  return {
    async answer(request) {
      // The same pictures the builtin analyst would show for this question in this chat:
      // the model writes the text, the figures drawn come from the facts.
      const understanding = await options.understander.understand({
        question: request.question,
        language: request.language,
        match: matchTeams(request.facts),
        history: request.history,
      });
      const { attachments } = builtinReply(request.facts, understanding, request.language);
      return { attachments, chunks: stream(request, understanding.entities) };
    },
  };
}
