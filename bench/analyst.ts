// Understanding benchmark: npm run bench:analyst [-- --failures] [-- --held-out-failures]
// Trains the analyst's understanding from its corpus (timed, memory measured), then reads
// every question of bench/analyst/questions.txt with its chain's earlier questions as the
// chat history, and prints understood % (intent and every entity right) per topic and
// language, separately for the tuning two thirds and the held-out third. Baseline, measured
// in the same run: the old regular-expression intents (intent only).
import { cpus, loadavg } from 'node:os';
import { detectIntents, type Intent as OldIntent } from '../server/analysis/analyst/intents';
import { createUnderstander } from '../server/analysis/analyst/understanding/understand';
import type {
  Entities,
  Intent,
  Understanding,
} from '../server/analysis/analyst/understanding/understanding';
import { type BenchQuestion, loadQuestionSet, MATCHES } from './analyst/question-set';

const showFailures = process.argv.includes('--failures');
const showHeldOutFailures = process.argv.includes('--held-out-failures');

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const understander = await createUnderstander();
const trainMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
// Wall time depends on what else the (shared) machine runs; CPU time much less.
const trainCpuMs = (cpu.user + cpu.system) / 1000;
global.gc?.();
const heapAfter = process.memoryUsage().heapUsed;

const sameEntities = (a: Entities, b: Entities) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort()) &&
  JSON.stringify(a.score ?? null) === JSON.stringify(b.score ?? null);

// The old intents, mapped to the new names, for the baseline column.
const OLD: Record<OldIntent, Intent> = {
  greeting: 'greeting',
  winner: 'result',
  scores: 'exact_score',
  goals: 'totals',
  form: 'form',
  head_to_head: 'head_to_head',
  strength: 'strength',
  why: 'why',
  unknowable: 'cant_know',
};
const oldIntent = (question: string): Intent => {
  const [first] = detectIntents(question);
  return first ? OLD[first] : 'overview';
};

interface Outcome {
  q: BenchQuestion;
  got: Understanding;
  understood: boolean;
  intentRight: boolean;
  baselineRight: boolean;
  ms: number;
}

const outcomes: Outcome[] = [];
for (const q of loadQuestionSet()) {
  const t0 = performance.now();
  const got = await understander.understand({
    question: q.question,
    language: q.language,
    match: MATCHES[q.match],
    history: q.history.map((content) => ({ role: 'user', content, language: q.language })),
  });
  const ms = performance.now() - t0;
  const intentRight = got.intent === q.intent;
  outcomes.push({
    q,
    got,
    intentRight,
    understood: intentRight && sameEntities(got.entities, q.entities),
    baselineRight: oldIntent(q.question) === q.intent,
    ms,
  });
}

const pct = (part: number, all: number) => (all ? `${((100 * part) / all).toFixed(1)}%` : '–');
const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length;

function table(title: string, list: Outcome[]) {
  console.log(`\n### ${title}\n`);
  console.log(
    '| topic | en n | en understood | es n | es understood | old regex intent (en / es) |',
  );
  console.log('|---|---|---|---|---|---|');
  const topics = [...new Set(list.map((o) => o.q.intent))].sort();
  for (const topic of [...topics, 'all']) {
    const row = list.filter((o) => topic === 'all' || o.q.intent === topic);
    const en = row.filter((o) => o.q.language === 'en');
    const es = row.filter((o) => o.q.language === 'es');
    const name = topic === 'all' ? '**all**' : topic;
    console.log(
      `| ${name} | ${en.length} | ${pct(
        count(en, (o) => o.understood),
        en.length,
      )} | ${es.length} | ${pct(
        count(es, (o) => o.understood),
        es.length,
      )} | ${pct(
        count(en, (o) => o.baselineRight),
        en.length,
      )} / ${pct(
        count(es, (o) => o.baselineRight),
        es.length,
      )} |`,
    );
  }
}

function summary(title: string, list: Outcome[]) {
  const line = (language: string) => {
    const part = list.filter((o) => o.q.language === language);
    return `${language}: ${pct(
      count(part, (o) => o.understood),
      part.length,
    )} understood (${count(part, (o) => o.understood)}/${part.length}), intent ${pct(
      count(part, (o) => o.intentRight),
      part.length,
    )}, old regex intent ${pct(
      count(part, (o) => o.baselineRight),
      part.length,
    )}`;
  };
  console.log(`${title}\n  ${line('en')}\n  ${line('es')}`);
}

const tuning = outcomes.filter((o) => !o.q.heldOut);
const heldOut = outcomes.filter((o) => o.q.heldOut);
const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const followUps = outcomes.filter((o) => o.q.history.length > 0);

console.log(`# bench:analyst — understanding`);
console.log(
  `questions: ${outcomes.length} (en ${count(outcomes, (o) => o.q.language === 'en')}, es ${count(outcomes, (o) => o.q.language === 'es')}; ${followUps.length} in follow-up chains; ${heldOut.length} held out)`,
);
console.log(
  `training at start: ${trainMs.toFixed(0)} ms wall, ${trainCpuMs.toFixed(0)} ms CPU (budget 2000 ms); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
);
console.log(
  `heap after training: +${((heapAfter - heapBefore) / 1048576).toFixed(1)} MiB${global.gc ? '' : ' (run with node --expose-gc for a settled figure)'}`,
);
console.log(
  `per question (with its history replayed): median ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`,
);
summary('dev (tuning) two thirds', tuning);
summary('held-out third', heldOut);
for (const batch of [1, 2, 3, 4] as const) {
  summary(
    `  dev, batch ${batch}`,
    tuning.filter((o) => o.q.batch === batch),
  );
  summary(
    `  held-out, batch ${batch}`,
    heldOut.filter((o) => o.q.batch === batch),
  );
}
summary('follow-up chains (both parts)', followUps);
table('Held-out third, understood % per topic and language', heldOut);
table('Tuning two thirds, understood % per topic and language', tuning);

const describe = (o: Outcome) =>
  `  line ${o.q.line} [${o.q.language}] ${JSON.stringify(o.q.question)} expected ${o.q.intent} ${JSON.stringify(o.q.entities)} got ${o.got.intent} ${JSON.stringify(o.got.entities)} (${o.got.confidence.toFixed(2)})`;
if (showFailures) {
  console.log('\nTuning failures:');
  for (const o of tuning.filter((x) => !x.understood)) console.log(describe(o));
}
if (showHeldOutFailures) {
  console.log('\nHeld-out failures:');
  for (const o of heldOut.filter((x) => !x.understood)) console.log(describe(o));
}
