// Walk-forward benchmark of the match model against bookmakers' odds.
//   npm run bench:predict -- [data-dir] [--jobs N]
// The data folder defaults to ../shared/data/football-data beside the repository, or
// FOOTBALL_DATA_DIR. See bench/README.md for what it measures and the figures we got.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { OddsEra, WalkForwardRecord } from '../contracts/model-accuracy';
import { LEAGUE_MODEL_DEFAULTS } from '../server/analysis/league-model';
import {
  accuracyFigures,
  calibrationBins,
  calibrationJson,
  type JudgedForecast,
} from '../server/analysis/track-record';
import { DIVISION_TO_LEAGUE } from '../server/matches/csv/football-data-csv';
import { leagueOrder, parseBenchArgs, runLeagues } from './league-runs';
import { fitStack, STACK_KINDS, stackWalkForward } from './stacking';
import {
  type EvaluatedMatch,
  type LeagueRun,
  loadFootballData,
  type Score,
  score,
} from './walk-forward';

// The market's prices: averages before 2012-13, Pinnacle's closing odds from then on.
const PINNACLE_CLOSING_FROM = '2012-13';
const ERAS: Array<{ label: string; era: OddsEra; has: (season: string) => boolean }> = [
  { label: 'early', era: 'average_odds', has: (season) => season < PINNACLE_CLOSING_FROM },
  { label: 'PSC', era: 'pinnacle_closing', has: (season) => season >= PINNACLE_CLOSING_FROM },
];

// What the accuracy page (/blog/model-accuracy) shows, rewritten by a run with the model's
// own settings (no --set).
const RECORD_FILE = fileURLToPath(
  new URL('../server/analysis/walk-forward-record.json', import.meta.url),
);
// The stacks the product model uses, fitted on all of this run's forecasts (same condition).
const STACKS_FILE = fileURLToPath(
  new URL('../server/analysis/outcome-stack.fitted.json', import.meta.url),
);

const judged = (matches: readonly EvaluatedMatch[]): JudgedForecast[] =>
  matches.flatMap((m) =>
    m.bookmaker ? [{ forecast: m.model, outcome: m.outcome, bookmaker: m.bookmaker }] : [],
  );

function walkForwardRecord(runs: LeagueRun[], all: EvaluatedMatch[]): WalkForwardRecord {
  const seasons = [...new Set(all.map((m) => m.season))].sort();
  return {
    generated_on: new Date().toISOString().slice(0, 10),
    first_season: seasons[0] ?? '',
    last_season: seasons.at(-1) ?? '',
    overall: accuracyFigures(judged(all)),
    eras: ERAS.map(({ era, has }) => {
      const inEra = seasons.filter(has);
      return {
        era,
        first_season: inEra[0] ?? '',
        last_season: inEra.at(-1) ?? '',
        figures: accuracyFigures(judged(all.filter((m) => has(m.season)))),
      };
    }),
    leagues: runs.map((run) => ({
      league: DIVISION_TO_LEAGUE[run.division] ?? run.division,
      overall: accuracyFigures(judged(run.matches)),
      eras: ERAS.map(({ era, has }) => ({
        era,
        figures: accuracyFigures(judged(run.matches.filter((m) => has(m.season)))),
      })),
    })),
    calibration: calibrationJson(calibrationBins(judged(all))),
  };
}

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
  const { dir, jobs, options } = parseBenchArgs(process.argv.slice(2));
  const data = loadFootballData(dir);
  const divisions = leagueOrder(data);
  const o = { ...LEAGUE_MODEL_DEFAULTS, ...options };
  console.log(`GoalVision prediction benchmark — walk-forward, one fit per calendar date`);
  console.log(`data: ${dir} (${data.files} files, ${data.badRows.length} bad rows)`);
  for (const bad of data.badRows.slice(0, 20))
    console.log(`  bad row ${bad.file}:${bad.line} ${bad.reason}`);
  console.log(
    `model: Dixon–Coles xi=${o.xi}/day, window ${o.windowDays} d, prior sd ${o.priorSd}, ` +
      `earlier seasons ×${o.previousSeasonWeight}, promoted prior ${o.newcomerScale}×relegated ` +
      `(sd ${o.newcomerSd}); targets mix shots on target ×${o.shotsOnTargetShare}, shots ` +
      `×${o.shotsShare}, corners ×${o.cornersShare}; Elo K ${o.eloK}; GAP λ ${o.gapLambda} φ ${o.gapPhi} ` +
      `(bookmakers' implied goals of earlier matches λ ${o.marketGapLambda}); ` +
      `1X2 stacked (fitted on earlier seasons' forecasts; the first season: Elo weight ${o.eloWeight}, ^${o.sharpen})`,
  );
  console.log(
    'bookmaker: normalised closing Pinnacle odds where present, else Pinnacle, market average, ' +
      'Bet365 (proportional; Shin beside it). Ratio = model RPS / bookmaker RPS.',
  );
  console.log(`machine: ${cpus().length} cpus, ${cpus()[0]?.model ?? 'unknown'}; ${jobs} workers`);
  console.log('');

  const blendRuns = await runLeagues(dir, divisions, jobs, options);
  const blended = blendRuns.flatMap((run) => run.matches);
  const stacked = stackWalkForward(blended);
  const runs = blendRuns.map((run) => ({
    ...run,
    matches: stacked.filter((m) => m.division === run.division),
  }));
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
  for (const era of ERAS) {
    console.log(row(era.label, 'era', score(all.filter((m) => era.has(m.season)))));
  }
  console.log('baseline in the same run: the fixed blend (before the stack)');
  const blendOverall = score(blended);
  console.log(row('blend', 'all', blendOverall));
  for (const era of ERAS) {
    console.log(row(era.label, 'era', score(blended.filter((m) => era.has(m.season)))));
  }
  console.log(`stack / fixed blend RPS: ${f4(overall.modelRps / blendOverall.modelRps)}`);
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
  console.log('');
  console.log('calibration (every 1X2 probability of the model, all leagues)');
  console.log('bin        forecasts  mean forecast  observed  off by');
  const record = walkForwardRecord(runs, all);
  for (const b of record.calibration) {
    console.log(
      `${b.from.toFixed(1)}-${b.to.toFixed(1)}  ${String(b.forecasts).padStart(10)}  ` +
        `${b.mean_forecast.toFixed(3).padStart(13)}  ${b.observed.toFixed(3).padStart(8)}  ` +
        `${((b.observed - b.mean_forecast) * 100).toFixed(1).padStart(6)} pt`,
    );
  }
  if (process.env.PREDICT_DUMP) writeFileSync(process.env.PREDICT_DUMP, JSON.stringify(all));
  if (Object.keys(options).length === 0) {
    writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`wrote ${RECORD_FILE}`);
    const stacks = Object.fromEntries(STACK_KINDS.map((kind) => [kind, fitStack(all, kind)]));
    writeFileSync(STACKS_FILE, `${JSON.stringify(stacks, null, 2)}\n`);
    console.log(`wrote ${STACKS_FILE}`);
  }
  // The process's CPU time counts every worker: spread over the cores it is the least wall
  // time the run could take with nothing else running.
  const cpu = process.cpuUsage();
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const cores = Math.min(jobs, cpus().length);
  console.log(
    `wall time ${((Date.now() - started) / 1000).toFixed(1)} s at load average ` +
      `${loadavg()[0]?.toFixed(1)}; CPU time ${cpuSeconds.toFixed(1)} s, so at best ` +
      `${(cpuSeconds / cores).toFixed(1)} s on ${cores} idle cores`,
  );
  console.log('');
  console.log(`overall ratio model/bookmaker: ${f4(overall.ratio)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
