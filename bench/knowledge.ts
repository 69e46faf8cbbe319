// Micro-benchmark: the whole knowledge of one match (every market, half-time, a live block,
// both table rows from a 38-round season, the market comparison) against the baseline of
// computing its bare scoreline matrix, in the same run.
//   npm run bench:knowledge
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ScoredMatch } from '../server/analysis/dixon-coles';
import { matchKnowledge } from '../server/analysis/match-knowledge';
import { scorelineMatrix } from '../server/analysis/scoreline';
import { leagueTable } from '../server/analysis/season-table';

// A season of 20 teams, everyone playing everyone twice, scores from their order of strength.
const teams = Array.from({ length: 20 }, (_, i) => `Team ${i + 1}`);
const season: ScoredMatch[] = [];
teams.forEach((home, i) => {
  teams.forEach((away, j) => {
    if (i !== j) {
      season.push({
        date: `2024-${String(1 + ((i + j) % 12)).padStart(2, '0')}-01`,
        homeTeam: home,
        awayTeam: away,
        homeGoals: Math.max(0, Math.round(1.4 + (j - i) / 8 + (((i * 7 + j * 3) % 3) - 1))),
        awayGoals: Math.max(0, Math.round(1.1 + (i - j) / 8 + (((i * 5 + j * 11) % 3) - 1))),
      });
    }
  });
});

const inputs = {
  rates: { home: 1.62, away: 1.08 },
  rho: -0.1,
  outcome: { home: 0.5, draw: 0.26, away: 0.24 },
  live: { minute: 69, score: { home: 1, away: 2 }, redCards: { home: 0, away: 1 } },
  season: {
    homeTeam: 'Team 1',
    awayTeam: 'Team 2',
    table: leagueTable(season, { league: 'PL', teams }),
  },
  odds: {
    source: 'PSC',
    result: { home: 1.95, draw: 3.6, away: 4.2 },
    overUnder25: { over: 1.9, under: 1.95 },
  },
};

/** Median over rounds of the mean time per call, in microseconds. */
function measure(run: () => unknown, callsPerRound: number, rounds = 15): number {
  for (let i = 0; i < callsPerRound; i++) run();
  const means: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < callsPerRound; i++) run();
    means.push(((performance.now() - start) * 1000) / callsPerRound);
  }
  means.sort((a, b) => a - b);
  return means[Math.floor(rounds / 2)] ?? Number.NaN;
}

const preMatch = { rates: inputs.rates, rho: inputs.rho, outcome: inputs.outcome };
const matrix = measure(
  () => scorelineMatrix(inputs.rates.home, inputs.rates.away, inputs.rho),
  20_000,
);
const pre = measure(() => matchKnowledge(preMatch), 500);
const whole = measure(() => matchKnowledge(inputs), 500);
const table = measure(() => leagueTable(season, { league: 'PL', teams }), 100);
const size = JSON.stringify(matchKnowledge(inputs)).length;

console.log('GoalVision match-knowledge micro-benchmark');
console.log(
  `machine: ${cpus().length} cpus, ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`,
);
console.log(`baseline: bare 11×11 scoreline matrix      ${matrix.toFixed(1).padStart(8)} µs`);
console.log(
  `pre-match knowledge (markets + half-time)  ${pre.toFixed(1).padStart(8)} µs  ×${(pre / matrix).toFixed(0)}`,
);
console.log(
  `whole knowledge (+ live, table rows, market) ${whole.toFixed(1).padStart(7)} µs  ×${(whole / matrix).toFixed(0)}`,
);
console.log(
  `league table of a 380-match season (once per league) ${table.toFixed(1).padStart(8)} µs  ×${(table / matrix).toFixed(0)}`,
);
console.log(`serialised size of the whole knowledge: ${(size / 1024).toFixed(1)} kB`);
console.log(`under 1 ms: ${whole < 1000 ? 'yes' : 'NO'}`);
