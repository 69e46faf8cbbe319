// Walk-forward benchmark of the match model against bookmakers' odds.
//   npm run bench:predict -- [data-dir] [--jobs N]
// The data folder defaults to ../shared/data/football-data beside the repository, or
// FOOTBALL_DATA_DIR. See bench/README.md for what it measures and the figures we got.
import { cpus } from 'node:os';
import { LEAGUE_MODEL_DEFAULTS } from '../server/analysis/league-model';
import { leagueOrder, parseBenchArgs, runLeagues } from './league-runs';
import { type EvaluatedMatch, loadFootballData, type Score, score } from './walk-forward';

const f4 = (v: number) => v.toFixed(4);
const f5 = (v: number) => v.toFixed(5);

function row(label: string, season: string, s: Score): string {
  return [
    label.padEnd(6),
    season.padEnd(8),
    String(s.matches).padStart(7),
    f5(s.modelRps).padStart(9),
    f4(s.modelLogLoss).padStart(8),
    f5(s.bookmakerRps).padStart(9),
    f5(s.bookmakerShinRps).padStart(9),
    f4(s.bookmakerLogLoss).padStart(8),
    f4(s.ratio).padStart(7),
  ].join('  ');
}

const HEADER = [
  'league',
  'season  ',
  'matches',
  'model RPS',
  'model LL',
  ' book RPS',
  'Shin RPS',
  ' book LL',
  '  ratio',
].join('  ');

async function main(): Promise<void> {
  const started = Date.now();
  const { dir, jobs } = parseBenchArgs(process.argv.slice(2));
  const data = loadFootballData(dir);
  const divisions = leagueOrder(data);
  const o = LEAGUE_MODEL_DEFAULTS;
  console.log(`GoalVision prediction benchmark — walk-forward, one fit per calendar date`);
  console.log(`data: ${dir} (${data.files} files, ${data.badRows.length} bad rows)`);
  for (const bad of data.badRows.slice(0, 20))
    console.log(`  bad row ${bad.file}:${bad.line} ${bad.reason}`);
  console.log(
    `model: Dixon–Coles xi=${o.xi}/day, window ${o.windowDays} d, prior sd ${o.priorSd}, ` +
      `earlier seasons ×${o.previousSeasonWeight}, promoted prior ${o.newcomerScale}×relegated ` +
      `(sd ${o.newcomerSd}); 1X2 blended with Elo (K ${o.eloK}, weight ${o.eloWeight})`,
  );
  console.log(
    'bookmaker: normalised closing Pinnacle odds where present, else Pinnacle, market average, ' +
      'Bet365 (proportional; Shin beside it). Ratio = model RPS / bookmaker RPS.',
  );
  console.log(`machine: ${cpus().length} cpus, ${cpus()[0]?.model ?? 'unknown'}; ${jobs} workers`);
  console.log('');

  const runs = await runLeagues(dir, divisions, jobs);
  const all: EvaluatedMatch[] = [];
  console.log(HEADER);
  for (const run of runs) {
    const seasons = [...new Set(run.matches.map((m) => m.season))].sort();
    for (const season of seasons) {
      console.log(row(run.division, season, score(run.matches.filter((m) => m.season === season))));
    }
    console.log(row(run.division, 'all', score(run.matches)));
    console.log('');
    all.push(...run.matches);
  }
  console.log(HEADER);
  for (const run of runs) console.log(row(run.division, 'all', score(run.matches)));
  const overall = score(all);
  console.log(row('ALL', 'all', overall));
  const withoutOdds = all.length - overall.matches;
  if (withoutOdds > 0) console.log(`(${withoutOdds} predicted matches without odds left out)`);
  console.log('');
  console.log('fit time per league:');
  for (const run of runs) {
    console.log(
      `  ${run.division.padEnd(4)} ${String(run.fits).padStart(5)} fits  total ${(run.fitMs / 1000).toFixed(1).padStart(5)} s  ` +
        `mean ${(run.fitMs / run.fits).toFixed(2)} ms  max ${run.maxFitMs.toFixed(1)} ms  ` +
        `Newton steps/fit ${(run.iterations / run.fits).toFixed(1)}`,
    );
  }
  console.log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('');
  console.log(`overall ratio model/bookmaker: ${f4(overall.ratio)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
