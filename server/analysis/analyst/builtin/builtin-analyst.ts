import type { Language } from '../../../../contracts/language';
import type { Analyst, AnalystAnswer } from '../analyst';
import { createReader } from '../asks/read';
import { claimFacts } from '../claims';
import { wordChunks } from '../format';
import { factsCheck, groundedSentences, type RejectedSentence } from '../grounded-sentences';
import {
  type GroundingIndex,
  groundingIndex,
  joinGroundingIndexes,
  questionSources,
} from '../grounding';
import { type AnalystRequest, matchTeams } from '../match-facts';
import type { Understander } from '../understanding/understand';
import type { Entities } from '../understanding/understanding';
import { composeReply } from './compose';

export interface BuiltinAnalystOptions {
  log?: {
    warn(details: object, message: string): void;
    debug?(details: object, message: string): void;
  };
}

/** Streams word by word; between words it lets pending I/O run (a stop frame, other
 * sockets) without adding any delay of its own. */
async function* streamWords(text: string, signal: AbortSignal): AsyncGenerator<string> {
  for (const word of wordChunks(text)) {
    if (signal.aborted) return;
    yield word;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

// A match's facts are one object per data version (server/chat/match-facts.ts): what they
// support is indexed once for every reply about them, not once per reply (most of the
// grounding check's time).
const factsIndexes = new WeakMap<AnalystRequest['facts'], GroundingIndex>();
function factsIndex(facts: AnalystRequest['facts']): GroundingIndex {
  let index = factsIndexes.get(facts);
  if (!index) {
    index = groundingIndex([facts]);
    factsIndexes.set(facts, index);
  }
  return index;
}

/**
 * The reply as it may be sent: every figure checked against the facts the answer was given
 * (and what the question itself named: questionSources), every claim against the same facts
 * (claims.ts). A sentence with a figure the facts do not back or a claim they show false is
 * replaced by an honest line (later ones dropped) and logged, as for the openai analyst: a
 * wrong number or a wrong "higher" is a bug here, never something to show.
 */
export function groundedReply(
  text: string,
  sources: { facts: AnalystRequest['facts']; entities: Entities; derived?: object[] },
  language: Language,
): { text: string; rejected: ReadonlyArray<RejectedSentence> } {
  const index = joinGroundingIndexes(
    factsIndex(sources.facts),
    groundingIndex([...questionSources(sources.entities), ...(sources.derived ?? [])]),
  );
  const gate = groundedSentences(
    factsCheck(() => index, claimFacts(sources.facts)),
    language,
  );
  return { text: gate.push(text) + gate.flush(), rejected: gate.rejected };
}

/** ANALYST=builtin: offline and deterministic. Reads the message into its asks in the chat's
 * context (asks/read.ts over understanding/), answers each from the facts alone (compose.ts),
 * checks every figure and claim (grounding.ts, claims.ts). */
export function builtinAnalyst(
  understander: Understander,
  options: BuiltinAnalystOptions = {},
): Analyst {
  const reader = createReader(understander);
  return {
    prepare: factsIndex,
    async answer({
      facts,
      question,
      language,
      history,
      signal,
    }: AnalystRequest): Promise<AnalystAnswer> {
      const request = { question, language, match: matchTeams(facts), history };
      // (The reading carries the whole message's understanding: the history is replayed once.)
      const reading = await reader.read(request);
      const understanding = reading.understood;
      options.log?.debug?.(
        { question, asks: reading.asks, trace: reading.trace },
        'analyst reading',
      );
      const reply = composeReply(facts, reading, language);
      const { text, rejected } = groundedReply(
        reply.text,
        { facts, entities: understanding.entities, derived: reply.derived },
        language,
      );
      if (rejected.length > 0) {
        options.log?.warn(
          { question, intent: understanding.intent, rejected },
          'builtin analyst: a figure the facts lack or a claim they contradict, sentence left out',
        );
      }
      return { attachments: reply.attachments, chunks: streamWords(text, signal) };
    },
  };
}
