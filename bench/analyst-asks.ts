import { createReader } from '../server/analysis/analyst/asks/read';
import { createUnderstander } from '../server/analysis/analyst/understanding/understand';
import { printAsksFigures, readAsksSet } from './analyst/asks-bench';
import { loadAsksFile, loadAsksSets } from './analyst/asks-set';

// npm run bench:analyst:asks [-- --file <path>] [--failures]
// The asks sets (bench/analyst/asks/*.txt), or one file (a sealed batch at its first run), read
// into asks and scored per class and language. bench:analyst prints the same figures first.

const argument = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const file = argument('--file');
const reader = createReader(await createUnderstander());
const questions = file ? loadAsksFile(file) : loadAsksSets();
const outcomes = await readAsksSet(reader, questions);
const files = [...new Set(questions.map((q) => q.file))];
console.log(`# bench:analyst — messages read into asks`);
if (files.length > 1)
  for (const name of files)
    printAsksFigures(
      name,
      outcomes.filter((o) => o.q.file === name),
    );
printAsksFigures(file ? (files[0] ?? file) : 'all asks sets', outcomes, {
  failures: process.argv.includes('--failures'),
});
const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
console.log(
  `\nreading time per message: median ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms`,
);
