import type { Language } from '../../../contracts/chat';
import type { Analyst, AnalystAnswer } from './analyst';
import { attachmentsFor } from './attachments';
import { TEXTS } from './builtin-texts';
import { wordChunks } from './format';
import { detectIntents, type Intent } from './intents';
import type { AnalystRequest, MatchFacts } from './match-facts';

/** The whole answer of the offline analyst: deterministic, from the facts alone. */
export function builtinAnswerText(
  facts: MatchFacts,
  intents: readonly Intent[],
  language: Language,
): string {
  const t = TEXTS[language];
  const p = facts.prediction;
  const parts: string[] = [];
  const status = t.status(facts);
  if (status) parts.push(status);

  if (intents.includes('greeting')) return [...parts, t.help(facts)].join('\n\n');
  if (intents.includes('unknowable')) parts.push(t.unknowable(facts));

  const topics = intents.filter((i) => i !== 'unknowable');
  // "Can you tell me about injuries?" alone needs no summary after the plain answer.
  const summary = intents.length === 0;
  const needsPrediction = (i: Intent) => ['winner', 'scores', 'goals', 'why'].includes(i);
  if (!p && (summary || topics.some(needsPrediction))) parts.push(t.noPrediction(facts));

  if (summary) {
    if (p) parts.push(t.winner(facts, p), t.goals(facts, p));
    parts.push(t.summaryClose());
    return parts.join('\n\n');
  }
  for (const topic of topics) {
    if (topic === 'form') parts.push(t.form(facts));
    else if (topic === 'head_to_head') parts.push(t.headToHead(facts));
    else if (topic === 'strength') parts.push(t.strength(facts));
    else if (p && topic === 'winner') parts.push(t.winner(facts, p));
    else if (p && topic === 'scores') parts.push(t.scores(facts, p));
    else if (p && topic === 'goals') parts.push(t.goals(facts, p));
    else if (p && topic === 'why') parts.push(t.why(facts, p));
  }
  return parts.join('\n\n');
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

/** ANALYST=builtin: offline, deterministic answers from the prediction model's numbers. */
export function builtinAnalyst(): Analyst {
  return {
    async answer({ facts, question, language, signal }: AnalystRequest): Promise<AnalystAnswer> {
      const intents = detectIntents(question);
      return {
        attachments: attachmentsFor(intents, facts),
        chunks: streamWords(builtinAnswerText(facts, intents, language), signal),
      };
    },
  };
}
