import type { Language } from '../../contracts/language';
import type { Reader } from '../../server/analysis/analyst/asks/read';
import { type AsksQuestion, askLabel, MESSAGE_CLASSES, sameAsks } from './asks-set';
import { MATCHES } from './question-set';

// bench:analyst's headline: messages read into their asks, scored against the writers' labels,
// per message class and language, with the reading's trace for every failure. A batch's first
// run is the figure that counts (bench/README.md keeps it); later runs are development.

export interface AsksOutcome {
  q: AsksQuestion;
  right: boolean;
  read: string;
  trace: string[];
  ms: number;
}

export async function readAsksSet(
  reader: Reader,
  questions: readonly AsksQuestion[],
): Promise<AsksOutcome[]> {
  const outcomes: AsksOutcome[] = [];
  for (const q of questions) {
    const started = performance.now();
    const reading = await reader.read({
      question: q.question,
      language: q.language,
      match: MATCHES[q.match],
      history: q.history.map((content) => ({ role: 'user', content, language: q.language })),
    });
    outcomes.push({
      q,
      right: sameAsks(reading.asks, q.asks),
      read: reading.asks.map(askLabel).join(' ; '),
      trace: reading.trace.map((t) => `${t.step}: ${t.note}`),
      ms: performance.now() - started,
    });
  }
  return outcomes;
}

const pct = (right: number, all: number) =>
  all ? `${((100 * right) / all).toFixed(1)}% (${right}/${all})` : '–';

/** Figures per language and per class; with `failures`, each failure with its trace. */
export function printAsksFigures(
  title: string,
  outcomes: readonly AsksOutcome[],
  options: { failures?: boolean } = {},
) {
  const score = (list: readonly AsksOutcome[]) =>
    pct(list.filter((o) => o.right).length, list.length);
  const of = (language: Language) => outcomes.filter((o) => o.q.language === language);
  console.log(`## ${title}: ${outcomes.length} messages`);
  console.log(`all: ${score(outcomes)}   en: ${score(of('en'))}   es: ${score(of('es'))}`);
  console.log('| class | en | es |');
  console.log('|---|---|---|');
  for (const messageClass of MESSAGE_CLASSES) {
    const inClass = (language: Language) =>
      of(language).filter((o) => o.q.messageClass === messageClass);
    console.log(`| ${messageClass} | ${score(inClass('en'))} | ${score(inClass('es'))} |`);
  }
  if (!options.failures) return;
  for (const o of outcomes.filter((x) => !x.right)) {
    console.log(`\n${o.q.file}:${o.q.line} [${o.q.messageClass}] ${o.q.language} ${o.q.match}`);
    for (const earlier of o.q.history) console.log(`   before: ${earlier}`);
    console.log(`   «${o.q.question}»`);
    console.log(`   want: ${o.q.asks.map(askLabel).join(' ; ')}`);
    console.log(`   read: ${o.read}`);
    for (const line of o.trace) console.log(`     ${line}`);
  }
}
