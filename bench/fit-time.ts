// Refit time of the league model against the goals-only model it replaced (issue #19), in one
// thread, the two taking turns on the same walk-forward (so both see the same load).
//   npm run bench:fit-time -- [data-dir]
import { loadavg } from 'node:os';
import type { LeagueModelOptions } from '../server/analysis/league-model';
import { leagueOrder, parseBenchArgs } from './league-runs';
import { loadFootballData, walkForwardLeague } from './walk-forward';

// The last five seasons: enough refits for a stable mean, a minute or so in all.
const SEASONS = new Set(['2019-20', '2020-21', '2021-22', '2022-23', '2023-24']);
const GOALS_ONLY: LeagueModelOptions = { xi: 0.0015, shotsOnTargetShare: 0, sharpen: 1 };
const ROUNDS = 2;

const { dir } = parseBenchArgs(process.argv.slice(2));
const data = loadFootballData(dir);
console.log('mean refit time, ms (one thread; goals-only baseline and the model in turns)');
console.log(
  "wall: elapsed, grows with the machine's load; CPU: the process's CPU time, its own cost",
);
console.log('league  fits  goals-only  model  ratio   CPU goals-only  model  ratio');
let totalBase = 0;
let totalModel = 0;
let totalBaseCpu = 0;
let totalModelCpu = 0;
for (const division of leagueOrder(data)) {
  const rows = data.byLeague.get(division) ?? [];
  let base = 0;
  let model = 0;
  let baseCpu = 0;
  let modelCpu = 0;
  let fits = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const b = walkForwardLeague(division, rows, GOALS_ONLY, SEASONS);
    const m = walkForwardLeague(division, rows, {}, SEASONS);
    base += b.fitMs / b.fits;
    model += m.fitMs / m.fits;
    baseCpu += b.fitCpuMs / b.fits;
    modelCpu += m.fitCpuMs / m.fits;
    fits = m.fits;
  }
  base /= ROUNDS;
  model /= ROUNDS;
  baseCpu /= ROUNDS;
  modelCpu /= ROUNDS;
  totalBase += base;
  totalModel += model;
  totalBaseCpu += baseCpu;
  totalModelCpu += modelCpu;
  console.log(
    `${division.padEnd(6)}  ${String(fits).padStart(4)}  ${base.toFixed(2).padStart(10)}  ${model.toFixed(2).padStart(5)}  ${(model / base).toFixed(2).padStart(5)}   ${baseCpu.toFixed(2).padStart(14)}  ${modelCpu.toFixed(2).padStart(5)}  ${(modelCpu / baseCpu).toFixed(2).padStart(5)}`,
  );
}
console.log(`overall ratio model / goals-only: ${(totalModel / totalBase).toFixed(2)}`);
console.log(`overall ratio model / goals-only, CPU: ${(totalModelCpu / totalBaseCpu).toFixed(2)}`);
console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}`);
