// npm run corpus:asked [-- --sealed 24,25] — writes
// server/analysis/analyst/understanding/corpus/asked-{en,es}.json:
// the dev (tuning) part of bench/analyst/questions.txt, as the intent classifier reads each
// question (normalized, clubs taken out), under its expected intent. The classifier learns
// them beside the hand-written corpus: questions written by outside writers in many voices
// are the nearest thing we have to what fans type (bench/README.md, round 12).
// Left out: the held-out third (and any dev question that reads the same as a held-out one),
// follow-ups inside a chain (their label is the resolved topic, not what the words say alone)
// and questions with no words once the clubs are out ("Arsenal?"); with --sealed, the batches
// named (new batches kept unlearnt until their first run).
import { writeFileSync } from 'node:fs';
import { languages } from '../../contracts/language';
import { normalizeText } from '../../server/analysis/analyst/understanding/normalize';
import { createUnderstander } from '../../server/analysis/analyst/understanding/understand';
import type { Intent } from '../../server/analysis/analyst/understanding/understanding';
import { loadQuestionSet, MATCHES } from './question-set';

const sealedAt = process.argv.indexOf('--sealed');
const sealed = sealedAt < 0 ? [] : (process.argv[sealedAt + 1] ?? '').split(',').map(Number);
const understander = await createUnderstander();
const questions = loadQuestionSet();
const read = (q: (typeof questions)[number]) =>
  understander.classifierText(q.question, q.language, MATCHES[q.match]);

// A held-out question as the classifier reads it, or as the whole normalized question (either
// language: the classifier of the other one can read it too).
const heldOut = new Set<string>();
for (const q of questions.filter((q) => q.heldOut)) {
  heldOut.add(await read(q));
  heldOut.add(normalizeText(q.question));
}

for (const language of languages) {
  const asked: Partial<Record<Intent, string[]>> = {};
  let count = 0;
  for (const q of questions) {
    if (q.language !== language || q.heldOut || q.history.length > 0) continue;
    if (sealed.includes(q.batch)) continue;
    const text = await read(q);
    if (!text || heldOut.has(text) || asked[q.intent]?.includes(text)) continue;
    asked[q.intent] = [...(asked[q.intent] ?? []), text];
    count++;
  }
  const sorted = Object.fromEntries(Object.entries(asked).sort(([a], [b]) => a.localeCompare(b)));
  const url = new URL(
    `../../server/analysis/analyst/understanding/corpus/asked-${language}.json`,
    import.meta.url,
  );
  writeFileSync(url, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`corpus/asked-${language}.json: ${count} questions`);
}
