// In-play benchmark: does the half-time score improve the forecast of the result?
//   npm run bench:inplay -- [data-dir] [--jobs N]
//   npm run fit:goal-time -- [data-dir]      (the same run, first refitting the profile)
// Walk-forward pre-match forecasts as bench/predict.ts makes them; then, for every match with
// a half-time score, the in-play forecast at the break from those same pre-match rates. RPS of
// both on the same matches, per league, and the in-play forecast's calibration.
// See bench/README.md for the figures.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fitGoalTime } from '../server/analysis/goal-time-fit';
import { GOAL_TIME_PROFILE, type GoalTimeProfile } from '../server/analysis/goal-time-profile';
import { liveKnowledge, ratesForOutcome } from '../server/analysis/in-play';
import { rankedProbabilityScore } from '../server/analysis/metrics';
import type { OutcomeProbabilities } from '../server/analysis/scoreline';
import { calibrationBins } from '../server/analysis/track-record';
import { leagueOrder, parseBenchArgs, runLeagues } from './league-runs';
import { type EvaluatedMatch, loadFootballData } from './walk-forward';

/** The profile is fitted on seasons up to this one; later seasons are out of sample. */
const LAST_FIT_SEASON = '2013-14';
const PROFILE_FILE = fileURLToPath(
  new URL('../server/analysis/goal-time-profile.fitted.json', import.meta.url),
);

interface Forecast {
  division: string;
  season: string;
  outcome: EvaluatedMatch['outcome'];
  preMatch: OutcomeProbabilities;
  atHalfTime: OutcomeProbabilities;
}

type WithHalfTime = EvaluatedMatch & { halfTime: { home: number; away: number } };

function forecasts(matches: readonly WithHalfTime[], profile: GoalTimeProfile): Forecast[] {
  return matches.map((m) => {
    const rates = ratesForOutcome(m.rates, m.rho, m.model);
    const live = liveKnowledge(
      rates,
      { minute: 45, period: 'half-time', score: m.halfTime },
      { profile, topScores: 1 },
    );
    const r = live.final.result;
    return {
      division: m.division,
      season: m.season,
      outcome: m.outcome,
      preMatch: m.model,
      atHalfTime: { home: r.home.probability, draw: r.draw.probability, away: r.away.probability },
    };
  });
}

function rps(list: readonly Forecast[], pick: (f: Forecast) => OutcomeProbabilities): number {
  return list.reduce((s, f) => s + rankedProbabilityScore(pick(f), f.outcome), 0) / list.length;
}

const f5 = (v: number) => v.toFixed(5);

function table(title: string, list: readonly Forecast[], divisions: readonly string[]): boolean {
  console.log(title);
  console.log('league   matches  pre-match RPS  in-play RPS at HT  ratio');
  let allBetter = true;
  for (const division of [...divisions, 'ALL']) {
    const rows = division === 'ALL' ? list : list.filter((f) => f.division === division);
    if (rows.length === 0) continue;
    const pre = rps(rows, (f) => f.preMatch);
    const live = rps(rows, (f) => f.atHalfTime);
    if (live >= pre) allBetter = false;
    console.log(
      `${division.padEnd(6)}  ${String(rows.length).padStart(8)}  ${f5(pre).padStart(13)}  ${f5(live).padStart(17)}  ${(live / pre).toFixed(4)}`,
    );
  }
  console.log('');
  return allBetter;
}

/** Every forecast probability (home, draw and away alike) in tenths, against how often it
 * happened. */
function calibration(list: readonly Forecast[]): void {
  const bins = calibrationBins(list.map((f) => ({ forecast: f.atHalfTime, outcome: f.outcome })));
  console.log('calibration of the in-play forecast at half-time (all outcomes, all leagues)');
  console.log('bin        forecasts  mean forecast  observed');
  for (const b of bins) {
    console.log(
      `${b.from.toFixed(1)}-${b.to.toFixed(1)}  ${String(b.forecasts).padStart(10)}  ${b.meanForecast.toFixed(3).padStart(13)}  ${b.observed.toFixed(3).padStart(8)}`,
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const started = Date.now();
  const { dir, jobs, flags } = parseBenchArgs(process.argv.slice(2), ['--fit']);
  const data = loadFootballData(dir);
  const divisions = leagueOrder(data);
  console.log('GoalVision in-play benchmark — half-time score → full-time result');
  console.log(`data: ${dir} (${data.files} files)`);
  console.log(`machine: ${cpus().length} cpus, ${cpus()[0]?.model ?? 'unknown'}; ${jobs} workers`);
  const runs = await runLeagues(dir, divisions, jobs);
  const matches = runs
    .flatMap((r) => r.matches)
    .filter((m): m is WithHalfTime => m.halfTime !== null);

  let profile = GOAL_TIME_PROFILE;
  if (flags.has('--fit')) {
    const sample = matches.filter((m) => m.season <= LAST_FIT_SEASON);
    const fitted = {
      ...fitGoalTime(
        sample.map((m) => ({
          rates: ratesForOutcome(m.rates, m.rho, m.model),
          halfTime: m.halfTime,
          finalScore: m.finalScore,
        })),
      ),
      fittedOn: {
        matches: sample.length,
        seasons: `${sample.reduce((a, m) => (m.season < a ? m.season : a), '9999')} to ${LAST_FIT_SEASON}`,
        leagues: divisions,
      },
    };
    writeFileSync(PROFILE_FILE, `${JSON.stringify(fitted, null, 2)}\n`);
    profile = { ...GOAL_TIME_PROFILE, ...fitted };
    console.log(`fitted and wrote ${PROFILE_FILE}`);
  }
  const round = (xs: number[]) => xs.map((x) => x.toFixed(3)).join(' ');
  console.log(
    `profile: first-half share home ${profile.firstHalfShare.home.toFixed(4)} away ${profile.firstHalfShare.away.toFixed(4)}; ` +
      `second-half factors by lead −2+..+2+ home [${round(profile.secondHalfFactor.home)}] away [${round(profile.secondHalfFactor.away)}]; ` +
      `fitted on ${profile.fittedOn.matches} matches, ${profile.fittedOn.seasons}`,
  );
  console.log('');

  const all = forecasts(matches, profile);
  const outOfSample = all.filter((f) => f.season > LAST_FIT_SEASON);
  const better = table('all evaluated seasons', all, divisions);
  const betterOut = table(
    `out of sample (seasons after ${LAST_FIT_SEASON})`,
    outOfSample,
    divisions,
  );
  calibration(outOfSample);
  console.log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `in-play beats pre-match on every league: ${better && betterOut ? 'yes' : 'NO'} (all seasons ${better ? 'yes' : 'no'}, out of sample ${betterOut ? 'yes' : 'no'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
