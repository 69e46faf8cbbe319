import { createReader } from '../server/analysis/analyst/asks/read';
import { createUnderstander } from '../server/analysis/analyst/understanding/understand';

const reader = createReader(await createUnderstander());
const matchA = { home: 'Arsenal', away: 'Chelsea', status: 'scheduled' as const };
const matchL = {
  home: 'Man United',
  away: 'Liverpool',
  status: 'live' as const,
  score: { home: 1, away: 0 },
};
for (const line of process.argv.slice(2)) {
  const [m, language, q] = line.split('|') as [string, 'en' | 'es', string];
  const r = await reader.read({
    question: q,
    language,
    match: m === 'L' ? matchL : matchA,
    history: [],
  });
  console.log(q, '\n  ', JSON.stringify(r.asks));
  if (process.env.TRACE) for (const t of r.trace) console.log('     ', t.step, t.note);
}
