import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  fitLeagueModel,
  LEAGUE_MODEL_DEFAULTS,
  type LeagueMatch,
  type LeagueModel,
  type LeagueModelOptions,
  type LeaguePrediction,
  predictMatch,
} from '../server/analysis/league-model';
import { impliedGoalsFromOdds } from '../server/analysis/market-goals';
import {
  type MatchOutcome,
  normaliseOdds,
  rankedProbabilityScore,
} from '../server/analysis/metrics';
import type { OutcomeProbabilities } from '../server/analysis/scoreline';
import { accuracyFigures } from '../server/analysis/track-record';
import {
  type BadRow,
  type FootballDataRow,
  parseFootballDataCsv,
} from '../server/matches/csv/football-data-csv';

export interface LoadedData {
  byLeague: Map<string, FootballDataRow[]>;
  badRows: BadRow[];
  files: number;
}

/** Every football-data CSV in a folder, parsed and grouped by league, each sorted by date. */
export function loadFootballData(dir: string): LoadedData {
  const byLeague = new Map<string, FootballDataRow[]>();
  const badRows: BadRow[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort();
  for (const file of files) {
    const parsed = parseFootballDataCsv(readFileSync(join(dir, file)), file);
    badRows.push(...parsed.badRows);
    for (const row of parsed.rows) {
      const rows = byLeague.get(row.division) ?? [];
      rows.push(row);
      byLeague.set(row.division, rows);
    }
  }
  for (const rows of byLeague.values()) {
    rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  return { byLeague, badRows, files: files.length };
}

export interface EvaluatedMatch {
  division: string;
  season: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  outcome: MatchOutcome;
  model: OutcomeProbabilities;
  /** The model's Dixon–Coles goal rates and ρ (before the Elo blend in `model`). */
  rates: { home: number; away: number };
  rho: number;
  /** What the model's 1X2 is made of (`LeaguePrediction.components`): `model` is the fixed
   * blend of them until `stackWalkForward` (bench/stacking.ts) replaces it. */
  components: Pick<LeaguePrediction['components'], 'dixonColes' | 'elo' | 'gap'>;
  finalScore: { home: number; away: number };
  halfTime: { home: number; away: number } | null;
  /** Normalised bookmaker probabilities (proportional and Shin), null without odds. */
  bookmaker: OutcomeProbabilities | null;
  bookmakerShin: OutcomeProbabilities | null;
}

export interface LeagueRun {
  division: string;
  matches: EvaluatedMatch[];
  fits: number;
  fitMs: number;
  maxFitMs: number;
  /** CPU time of the whole process during the fits (process.cpuUsage): the fits' own cost
   * whatever the machine's load, when the walk-forward runs alone in its process. */
  fitCpuMs: number;
  iterations: number;
}

const toLeagueMatch = (r: FootballDataRow): LeagueMatch => ({
  date: r.date,
  season: r.season,
  homeTeam: r.homeTeam,
  awayTeam: r.awayTeam,
  homeGoals: r.homeGoals,
  awayGoals: r.awayGoals,
  shotsOnTarget: r.stats?.shots_on_target ?? null,
  shots: r.stats?.shots ?? null,
  corners: r.stats?.corners ?? null,
  marketGoals: impliedGoalsFromOdds(r.odds),
});

/**
 * Walk-forward for one league: for each calendar date of every season but the first, fit on
 * all matches strictly before that date and predict the matches of that date. The forecasts
 * are the fixed blend (the stack is fitted on them afterwards, `stackWalkForward`).
 */
export function walkForwardLeague(
  division: string,
  rows: readonly FootballDataRow[],
  options: LeagueModelOptions = {},
  onlySeasons?: ReadonlySet<string>,
): LeagueRun {
  const history = rows.map(toLeagueMatch);
  const seasons = [...new Set(rows.map((r) => r.season))].sort();
  const teamsBySeason = new Map<string, string[]>();
  for (const season of seasons) {
    const teams = new Set<string>();
    for (const r of rows) {
      if (r.season === season) {
        teams.add(r.homeTeam);
        teams.add(r.awayTeam);
      }
    }
    teamsBySeason.set(season, [...teams]);
  }
  const evaluated = new Set(seasons.slice(1).filter((s) => !onlySeasons || onlySeasons.has(s)));
  const run: LeagueRun = {
    division,
    matches: [],
    fits: 0,
    fitMs: 0,
    maxFitMs: 0,
    fitCpuMs: 0,
    iterations: 0,
  };
  let previous: LeagueModel | undefined;
  const windowDays = options.windowDays ?? LEAGUE_MODEL_DEFAULTS.windowDays;
  let windowStart = 0;
  let i = 0;
  while (i < rows.length) {
    const date = rows[i]?.date ?? '';
    let j = i;
    while (j < rows.length && rows[j]?.date === date) j++;
    const day = rows.slice(i, j);
    const season = day[0]?.season ?? '';
    if (evaluated.has(season)) {
      // The model ignores matches outside its window; slicing here only saves it the scan.
      // Keep at least 400 days so the previous season (for the promoted-team prior) is there.
      const keepDays = Math.max(windowDays, 400) + 1;
      const cutoff = new Date(Date.parse(date) - keepDays * 86_400_000).toISOString().slice(0, 10);
      while (windowStart < i && (history[windowStart]?.date ?? '') < cutoff) windowStart++;
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const model = fitLeagueModel(
        history.slice(windowStart, i),
        { asOf: date, season, teams: teamsBySeason.get(season) ?? [] },
        { ...options, fixedBlend: 1 },
        previous,
      );
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      run.fitCpuMs += (cpu.user + cpu.system) / 1000;
      run.fits++;
      run.fitMs += ms;
      run.maxFitMs = Math.max(run.maxFitMs, ms);
      run.iterations += model.dixonColes.iterations;
      previous = model;
      for (const r of day) {
        const prediction = predictMatch(model, r.homeTeam, r.awayTeam);
        run.matches.push({
          division,
          season,
          date,
          homeTeam: r.homeTeam,
          awayTeam: r.awayTeam,
          outcome: r.result,
          model: prediction.outcome,
          rates: prediction.rates,
          rho: prediction.rho,
          components: {
            dixonColes: prediction.components.dixonColes,
            elo: prediction.components.elo,
            gap: prediction.components.gap,
          },
          finalScore: { home: r.homeGoals, away: r.awayGoals },
          halfTime: r.halfTime,
          bookmaker: r.odds ? normaliseOdds(r.odds, 'proportional') : null,
          bookmakerShin: r.odds ? normaliseOdds(r.odds, 'shin') : null,
        });
      }
    }
    i = j;
  }
  return run;
}

export interface Score {
  matches: number;
  modelRps: number;
  modelLogLoss: number;
  bookmakerRps: number;
  bookmakerShinRps: number;
  bookmakerLogLoss: number;
  ratio: number;
}

/** Mean scores over the matches that have bookmaker odds (so both sides see the same games):
 * the server's accuracy figures, the ones the accuracy page shows, plus the bookmakers' RPS
 * with Shin's margin removal. */
export function score(matches: readonly EvaluatedMatch[]): Score {
  const priced = matches.flatMap((m) =>
    m.bookmaker && m.bookmakerShin
      ? [{ forecast: m.model, outcome: m.outcome, bookmaker: m.bookmaker, shin: m.bookmakerShin }]
      : [],
  );
  const figures = accuracyFigures(priced);
  let shinRps = 0;
  for (const m of priced) shinRps += rankedProbabilityScore(m.shin, m.outcome);
  return {
    matches: figures.matches,
    modelRps: figures.model_rps,
    modelLogLoss: figures.model_log_loss,
    bookmakerRps: figures.bookmaker_rps ?? 0,
    bookmakerShinRps: shinRps / Math.max(priced.length, 1),
    bookmakerLogLoss: figures.bookmaker_log_loss ?? 0,
    ratio: figures.ratio ?? Number.NaN,
  };
}
