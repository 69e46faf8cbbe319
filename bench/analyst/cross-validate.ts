// npm run bench:analyst:folds [-- --failures] — the dev part's unseen figure. Since round 12 the
// classifier learns the dev questions (corpus/asked-*.json), so its dev figure no longer says
// how it reads a phrasing it has not seen. Here the dev questions are cut into three folds by
// position; each fold is asked of an understanding whose classifier learnt the hand-written
// corpus and the other two folds only. Failures printed here may be read and tuned on (they
// are dev questions); the held-out third stays unread (bench:analyst).
import { languages } from '../../contracts/language';
import {
  type Corpus,
  loadCorpus,
  trainClassifier,
} from '../../server/analysis/analyst/understanding/classifier';
import { createUnderstander } from '../../server/analysis/analyst/understanding/understand';
import { type BenchQuestion, loadQuestionSet, MATCHES, sameEntities } from './question-set';

const FOLDS = 3;
const showFailures = process.argv.includes('--failures');
const dev = loadQuestionSet().filter((q) => !q.heldOut);
const foldOf = (q: BenchQuestion) => dev.indexOf(q) % FOLDS;

const reader = await createUnderstander({
  classifier: { classify: async (_text, language) => ({ intent: 'None', score: 0, language }) },
});
const texts = new Map<BenchQuestion, string>();
for (const q of dev) {
  if (q.history.length === 0)
    texts.set(q, await reader.classifierText(q.question, q.language, MATCHES[q.match]));
}

const tally = { en: { n: 0, understood: 0, intent: 0 }, es: { n: 0, understood: 0, intent: 0 } };
const failures: string[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  // The hand-written corpus alone (without the asked files) and the other folds' questions.
  const corpora = Object.fromEntries(
    languages.map((language) => [language, loadCorpus(language, { asked: false })]),
  ) as Record<(typeof languages)[number], Corpus>;
  for (const [q, text] of texts) {
    if (foldOf(q) === fold || !text) continue;
    corpora[q.language][q.intent] = [...(corpora[q.language][q.intent] ?? []), text];
  }
  const understander = await createUnderstander({ classifier: await trainClassifier(corpora) });
  for (const q of dev.filter((q) => foldOf(q) === fold)) {
    const got = await understander.understand({
      question: q.question,
      language: q.language,
      match: MATCHES[q.match],
      history: q.history.map((content) => ({ role: 'user', content, language: q.language })),
    });
    const t = tally[q.language];
    t.n++;
    const intentRight = got.intent === q.intent;
    if (intentRight) t.intent++;
    if (intentRight && sameEntities(got.entities, q.entities)) t.understood++;
    else
      failures.push(
        `${q.language} ${q.match} b${q.batch} line ${q.line}: ${q.question}\n   expected ${q.intent} ${JSON.stringify(q.entities)}\n   got      ${got.intent} ${JSON.stringify(got.entities)}`,
      );
  }
}
const pct = (part: number, all: number) => `${((100 * part) / all).toFixed(1)}%`;
console.log(
  `# bench:analyst:folds — dev questions, each read by a classifier that never learnt it`,
);
for (const language of languages) {
  const t = tally[language];
  console.log(
    `  ${language}: ${pct(t.understood, t.n)} understood (${t.understood}/${t.n}), intent ${pct(t.intent, t.n)}`,
  );
}
if (showFailures) console.log(`\n${failures.join('\n')}`);
