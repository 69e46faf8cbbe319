import type { Analyst, AnalystAnswer } from '../analyst';
import { wordChunks } from '../format';
import type { AnalystRequest } from '../match-facts';
import type { Understander } from '../understanding/understand';
import { builtinReply } from './reply';

/** Streams word by word; between words it lets pending I/O run (a stop frame, other
 * sockets) without adding any delay of its own. */
async function* streamWords(text: string, signal: AbortSignal): AsyncGenerator<string> {
  for (const word of wordChunks(text)) {
    if (signal.aborted) return;
    yield word;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** ANALYST=builtin: offline and deterministic. Understands the question in the chat's context
 * (understanding/), then answers from the facts alone (reply.ts). */
export function builtinAnalyst(understander: Understander): Analyst {
  return {
    async answer({
      facts,
      question,
      language,
      history,
      signal,
    }: AnalystRequest): Promise<AnalystAnswer> {
      const { home, away, status } = facts.match;
      const understanding = await understander.understand({
        question,
        language,
        match: { home, away, status },
        history,
      });
      const { text, attachments } = builtinReply(facts, understanding, language);
      return { attachments, chunks: streamWords(text, signal) };
    },
  };
}
