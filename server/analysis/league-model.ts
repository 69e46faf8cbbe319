import { dayNumber } from './dates';
import {
  type DixonColesFit,
  expectedGoals,
  fitDixonColes,
  rateCovariance,
  type ScoredMatch,
  type TeamPrior,
} from './dixon-coles';
import {
  createEloState,
  type EloOutcomeModel,
  type EloOutcomeSample,
  eloOutcomeProbabilities,
  fitEloOutcomeModel,
  recordEloResult,
  startEloSeason,
} from './elo';
import { createGapState, type GapState, gapLogRatio, recordGapMatch, startGapSeason } from './gap';
import { type OutcomeStack, stackedOutcome } from './outcome-stack';
import fittedStacks from './outcome-stack.fitted.json' with { type: 'json' };
import {
  type MatchPrediction,
  type OutcomeProbabilities,
  outcomeProbabilities,
  predictionFromMatrix,
  scorelineMatrix,
  tiltToOutcome,
} from './scoreline';

export interface LeagueMatch extends ScoredMatch {
  /** Any label that sorts in season order, e.g. '2023-24'. */
  season: string;
}

/** What is known before kick-off: the date, the season and its teams (the fixture list). */
export interface LeagueContext {
  /** Only matches strictly before this date are used. */
  asOf: string;
  season: string;
  /** Teams of the season being predicted; newcomers among them get the relegated sides' prior. */
  teams: readonly string[];
}

export interface LeagueModelOptions {
  /** Dixon–Coles time decay per day. */
  xi?: number;
  /** Days of history used by both Dixon–Coles and Elo. */
  windowDays?: number;
  /** Prior sd of attack and defence around 0 (the league average). */
  priorSd?: number;
  /** Prior sd of a promoted team around the relegated teams' average. */
  newcomerSd?: number;
  /** Multiplies the relegated teams' average to give the promoted teams' prior mean. */
  newcomerScale?: number;
  /** Weight factor of matches from earlier seasons, on top of the time decay. */
  previousSeasonWeight?: number;
  /** Shares of shots on target and of all shots (as expected-goals proxies) in the
   * Dixon–Coles targets, where matches have them (`fitDixonColes`); 0 and 0 = goals only. */
  shotsOnTargetShare?: number;
  shotsShare?: number;
  /** Share of corners in the targets, the same way. */
  cornersShare?: number;
  /** Share of the Elo 1X2 in the final 1X2 (0 = pure Dixon–Coles). */
  eloWeight?: number;
  eloK?: number;
  eloHomeAdvantage?: number;
  /** Power the fixed blend's 1X2 is raised to (then renormalised): above 1 sharpens it.
   * Averaging two models pulls forecasts towards the middle; this undoes it (1 = as blended). */
  sharpen?: number;
  /** GAP ratings (`gap.ts`) of goals, shots on target, shots and corners: learning rate λ and
   * the share φ of an update on the venue played. */
  gapLambda?: number;
  gapPhi?: number;
  /** GAP's λ for the bookmakers' implied goals (`market_goals`): prices are far less noisy
   * than what a match produces, so they can be followed at another speed. */
  marketGapLambda?: number;
  /** 1 = the fixed blend (eloWeight, sharpen) instead of the fitted stack: what the bench
   * uses before it has past forecasts to fit a stack on. */
  fixedBlend?: number;
}

/** GAP ratings of each statistic; what each side made, when the match recorded it. */
export const GAP_STATS = {
  goals: (m: ScoredMatch) => ({ home: m.homeGoals, away: m.awayGoals }),
  shots_on_target: (m: ScoredMatch) => m.shotsOnTarget ?? null,
  shots: (m: ScoredMatch) => m.shots ?? null,
  corners: (m: ScoredMatch) => m.corners ?? null,
  market_goals: (m: ScoredMatch) => m.marketGoals ?? null,
} as const;
export type GapStat = keyof typeof GAP_STATS;
const GAP_STAT_NAMES = Object.keys(GAP_STATS) as GapStat[];

/**
 * What a stack can read beside its component forecasts: the GAP log ratios, and the cube of
 * Dixon–Coles' log odds of a home over an away win, which lets the stack make a clear
 * favourite surer than a linear blend does (without it, forecasts above 0.8 came true 2-6
 * points more often than they said).
 */
export type StackFeature = GapStat | 'favourite_curve';

export function stackFeature(
  name: StackFeature,
  components: { dixonColes: OutcomeProbabilities; gap: Record<GapStat, number> },
): number {
  if (name !== 'favourite_curve') return components.gap[name];
  return Math.log(components.dixonColes.home / components.dixonColes.away) ** 3;
}

/**
 * The stacked 1X2 (`outcome-stack.ts`) for each kind of history, fitted by `npm run
 * bench:predict` on its walk-forward forecasts: Dixon–Coles and Elo 1X2 plus the GAP log
 * ratios the history has (goals always; shots on target, shots and corners with
 * `goals_and_shots`; the bookmakers' implied goals with `_and_prices`).
 */
export type StackKind = ModelBasis | `${ModelBasis}_and_prices`;
export const OUTCOME_STACKS = fittedStacks as Record<StackKind, OutcomeStack>;

export const stackKind = (basis: ModelBasis, prices: boolean): StackKind =>
  prices ? `${basis}_and_prices` : basis;

/**
 * Tuned by walk-forward on football-data.co.uk 2004-05…2023-24, five leagues (bench/README.md).
 * The optimum is flat: RPS moves by less than 0.0001 around these values.
 */
export const LEAGUE_MODEL_DEFAULTS: Required<LeagueModelOptions> = {
  xi: 0.0025,
  windowDays: 1500,
  priorSd: 0.5,
  newcomerSd: 0.25,
  newcomerScale: 0.8,
  previousSeasonWeight: 0.7,
  shotsOnTargetShare: 0.35,
  shotsShare: 0,
  cornersShare: 0,
  eloWeight: 0.2,
  eloK: 12,
  eloHomeAdvantage: 70,
  sharpen: 1.12,
  gapLambda: 0.5,
  gapPhi: 0.6,
  marketGapLambda: 0.8,
  fixedBlend: 0,
};

export type ModelBasis = 'goals_and_shots' | 'goals';

export interface LeagueModel {
  asOf: string;
  season: string;
  teams: string[];
  /** Teams of this season that did not play the previous one (promoted). */
  newcomers: string[];
  /** Teams of the previous season that are not in this one (relegated). */
  leavers: string[];
  dixonColes: DixonColesFit;
  /** What the ratings were fitted on: goals mixed with shots when most of the window's
   * weight had statistics (football-data.co.uk), else goals only (football-data.org). */
  basis: ModelBasis;
  /** Most of the window's matches had bookmakers' prices (the `market_goals` rating); the
   * demo season and football-data.org have none. */
  prices: boolean;
  elo: { ratings: Record<string, number>; outcome: EloOutcomeModel } | null;
  eloWeight: number;
  /** `LeagueModelOptions.sharpen`. */
  sharpen: number;
  /** GAP ratings over the window, by statistic (a statistic no match had stays empty). */
  gap: Record<GapStat, GapState>;
  /** How the 1X2 is made from Dixon–Coles, Elo and GAP; null = the fixed blend. */
  stack: OutcomeStack | null;
}

/**
 * How sure the forecast is. `outcomeSd`: the standard deviation of each 1X2 probability from
 * the ratings' uncertainty (the fit's curvature, carried to the 1X2 by the delta method; Elo's
 * share taken as fixed). `spread`: how far the two models the 1X2 blends (Dixon–Coles and
 * Elo) disagree on each outcome. `level` reads the larger of the two, in points:
 * high when at most 4, medium up to 8, low beyond.
 */
export interface ForecastUncertainty {
  outcomeSd: OutcomeProbabilities | null;
  spread: OutcomeProbabilities | null;
  level: 'high' | 'medium' | 'low';
}

export interface LeaguePrediction extends MatchPrediction {
  /** Dixon–Coles goal rates and low-score dependence before the Elo tilt (match knowledge
   * derives the half-time and in-play numbers from them). */
  rates: { home: number; away: number };
  rho: number;
  /** What the ratings were fitted on (`LeagueModel.basis`). */
  basis: ModelBasis;
  uncertainty: ForecastUncertainty;
  /** The two 1X2 forecasts that `outcome` blends, and the GAP log ratios (home over away,
   * by statistic) the stack adds. */
  components: {
    dixonColes: OutcomeProbabilities;
    elo: OutcomeProbabilities | null;
    eloWeight: number;
    gap: Record<GapStat, number>;
    stacked: boolean;
  };
  ratings: {
    home: { attack: number; defence: number; elo: number | null };
    away: { attack: number; defence: number; elo: number | null };
    homeAdvantage: number;
  };
}

/** Newcomers and leavers between the last season before `context.season` and its team list. */
export function seasonChanges(
  history: readonly LeagueMatch[],
  context: Pick<LeagueContext, 'asOf' | 'season' | 'teams'>,
): { newcomers: string[]; leavers: string[] } {
  let previousSeason: string | undefined;
  for (const m of history) {
    if (m.date >= context.asOf || m.season >= context.season) continue;
    if (previousSeason === undefined || m.season > previousSeason) previousSeason = m.season;
  }
  if (previousSeason === undefined) return { newcomers: [], leavers: [] };
  const previousTeams = new Set<string>();
  for (const m of history) {
    if (m.season === previousSeason && m.date < context.asOf) {
      previousTeams.add(m.homeTeam);
      previousTeams.add(m.awayTeam);
    }
  }
  const current = new Set(context.teams);
  return {
    newcomers: [...current].filter((t) => !previousTeams.has(t)),
    leavers: [...previousTeams].filter((t) => !current.has(t)),
  };
}

/**
 * Elo and GAP ratings over the window, in date order, each season opened with its teams; and
 * an ordered logit from Elo difference to 1X2 fitted on the window's matches after a one-year
 * burn-in (so the ratings have settled), time-weighted like Dixon–Coles.
 */
function fitLeagueRatings(
  history: readonly LeagueMatch[],
  context: LeagueContext,
  o: Required<LeagueModelOptions>,
  init: EloOutcomeModel | undefined,
): { elo: LeagueModel['elo']; gap: LeagueModel['gap'] } {
  const asOfDay = dayNumber(context.asOf);
  const window = history
    .map((m) => ({ m, age: asOfDay - dayNumber(m.date) }))
    .filter(({ age }) => age > 0 && age <= o.windowDays)
    .sort((a, b) => b.age - a.age);
  const teamsBySeason = new Map<string, Set<string>>();
  for (const { m } of window) {
    const teams = teamsBySeason.get(m.season) ?? new Set<string>();
    teams.add(m.homeTeam);
    teams.add(m.awayTeam);
    teamsBySeason.set(m.season, teams);
  }
  const withElo = o.eloWeight > 0;
  const state = createEloState({ k: o.eloK, homeAdvantage: o.eloHomeAdvantage });
  const gap = Object.fromEntries(
    GAP_STAT_NAMES.map((stat) => [
      stat,
      createGapState({
        lambda: stat === 'market_goals' ? o.marketGapLambda : o.gapLambda,
        phi: o.gapPhi,
      }),
    ]),
  ) as LeagueModel['gap'];
  const startSeason = (teams: readonly string[]) => {
    startEloSeason(state, teams);
    for (const stat of GAP_STAT_NAMES) startGapSeason(gap[stat], teams);
  };
  const gapInputs = GAP_STAT_NAMES.map((stat) => [gap[stat], GAP_STATS[stat]] as const);
  const samples: EloOutcomeSample[] = [];
  const burnIn = o.windowDays - 365;
  let season: string | undefined;
  for (const { m, age } of window) {
    if (m.season !== season) {
      season = m.season;
      startSeason([...(teamsBySeason.get(season) ?? [])]);
    }
    if (withElo && age < burnIn) {
      const diff = (state.ratings[m.homeTeam] ?? 0) - (state.ratings[m.awayTeam] ?? 0);
      const outcome = m.homeGoals > m.awayGoals ? 'H' : m.homeGoals < m.awayGoals ? 'A' : 'D';
      samples.push({ diff, outcome, weight: Math.exp(-o.xi * age) });
    }
    recordEloResult(state, m);
    for (const [gapState, madeIn] of gapInputs) {
      const made = madeIn(m);
      if (made) recordGapMatch(gapState, m.homeTeam, m.awayTeam, made);
    }
  }
  if (season !== context.season) startSeason(context.teams);
  return {
    elo: withElo ? { ratings: state.ratings, outcome: fitEloOutcomeModel(samples, init) } : null,
    gap,
  };
}

/**
 * Fits one league's model on the matches before `context.asOf`: Dixon–Coles with time decay,
 * promoted teams pulled towards the level of the teams they replaced, plus Elo. `previous`
 * (the last fit of the same league) only warm-starts the optimisers.
 */
export function fitLeagueModel(
  history: readonly LeagueMatch[],
  context: LeagueContext,
  options: LeagueModelOptions = {},
  previous?: LeagueModel,
): LeagueModel {
  const o = { ...LEAGUE_MODEL_DEFAULTS, ...options };
  const { newcomers, leavers } = seasonChanges(history, context);
  const teamPriors: Record<string, TeamPrior> = {};
  if (leavers.length > 0) {
    for (const team of newcomers) {
      teamPriors[team] = { meanOf: leavers, scale: o.newcomerScale, sd: o.newcomerSd };
    }
  }
  const dixonColes = fitDixonColes(history, {
    asOf: context.asOf,
    xi: o.xi,
    windowDays: o.windowDays,
    priorSd: o.priorSd,
    shotsOnTargetShare: o.shotsOnTargetShare,
    shotsShare: o.shotsShare,
    cornersShare: o.cornersShare,
    teams: context.teams,
    teamPriors,
    init: previous?.dixonColes,
    matchWeight: (m) =>
      (m as Partial<LeagueMatch>).season !== context.season ? o.previousSeasonWeight : 1,
  });
  const { elo, gap } = fitLeagueRatings(history, context, o, previous?.elo?.outcome);
  const basis: ModelBasis = dixonColes.statsWeightShare >= 0.5 ? 'goals_and_shots' : 'goals';
  // The goals rating saw every match of the window, the prices rating each priced one.
  const prices = gap.market_goals.seen > 0 && gap.market_goals.seen >= 0.5 * gap.goals.seen;
  return {
    asOf: context.asOf,
    season: context.season,
    teams: [...context.teams],
    newcomers,
    leavers,
    dixonColes,
    basis,
    prices,
    elo,
    eloWeight: elo ? o.eloWeight : 0,
    sharpen: o.sharpen,
    gap,
    stack: o.fixedBlend ? null : OUTCOME_STACKS[stackKind(basis, prices)],
  };
}

/**
 * Expected goals, scoreline matrix, 1X2, over/under 2.5, BTTS and likely scores. The 1X2 is
 * the model's stack of the Dixon–Coles and Elo 1X2 and the GAP ratings (or, without a stack
 * or an Elo forecast, the fixed blend); the matrix is tilted to that 1X2 so every market
 * agrees with it.
 */
export function predictMatch(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  options: { neutral?: boolean; maxGoals?: number; topScores?: number } = {},
): LeaguePrediction {
  const fit = model.dixonColes;
  const goals = expectedGoals(fit, homeTeam, awayTeam, { neutral: options.neutral });
  const base = predictionFromMatrix(
    scorelineMatrix(goals.home, goals.away, fit.rho, options.maxGoals),
    options.topScores,
  );
  const homeElo = model.elo?.ratings[homeTeam] ?? null;
  const awayElo = model.elo?.ratings[awayTeam] ?? null;
  let eloOutcome: OutcomeProbabilities | null = null;
  let blended = base.outcome;
  if (model.elo && homeElo !== null && awayElo !== null && !options.neutral) {
    eloOutcome = eloOutcomeProbabilities(homeElo - awayElo, model.elo.outcome);
    const w = model.eloWeight;
    const d = base.outcome;
    blended = {
      home: (1 - w) * d.home + w * eloOutcome.home,
      draw: (1 - w) * d.draw + w * eloOutcome.draw,
      away: (1 - w) * d.away + w * eloOutcome.away,
    };
  }
  const gap = Object.fromEntries(
    GAP_STAT_NAMES.map((stat) => [
      stat,
      options.neutral ? 0 : gapLogRatio(model.gap[stat], homeTeam, awayTeam),
    ]),
  ) as Record<GapStat, number>;
  const stack = eloOutcome ? model.stack : null;
  const final = stack
    ? stackedOutcome(
        stack,
        [base.outcome, eloOutcome ?? base.outcome],
        stack.features.map((f) =>
          stackFeature(f as StackFeature, { dixonColes: base.outcome, gap }),
        ),
      )
    : sharpened(blended, model.sharpen);
  const prediction =
    final === base.outcome
      ? base
      : predictionFromMatrix(tiltToOutcome(base.scoreline, final), options.topScores);
  return {
    ...prediction,
    rates: goals,
    rho: fit.rho,
    basis: model.basis,
    uncertainty: forecastUncertainty(model, homeTeam, awayTeam, goals, base.outcome, eloOutcome),
    components: {
      dixonColes: base.outcome,
      elo: eloOutcome,
      eloWeight: eloOutcome ? model.eloWeight : 0,
      gap,
      stacked: stack !== null,
    },
    ratings: {
      home: {
        attack: fit.attack[homeTeam] ?? 0,
        defence: fit.defence[homeTeam] ?? 0,
        elo: homeElo,
      },
      away: {
        attack: fit.attack[awayTeam] ?? 0,
        defence: fit.defence[awayTeam] ?? 0,
        elo: awayElo,
      },
      homeAdvantage: options.neutral ? 0 : fit.homeAdvantage,
    },
  };
}

function sharpened(p: OutcomeProbabilities, power: number): OutcomeProbabilities {
  if (power === 1) return p;
  const home = p.home ** power;
  const draw = p.draw ** power;
  const away = p.away ** power;
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

const LEVEL_POINTS = { high: 0.04, medium: 0.08 } as const;

function forecastUncertainty(
  model: LeagueModel,
  homeTeam: string,
  awayTeam: string,
  goals: { home: number; away: number },
  dixonColes: OutcomeProbabilities,
  elo: OutcomeProbabilities | null,
): ForecastUncertainty {
  const fit = model.dixonColes;
  const cov = rateCovariance(fit, homeTeam, awayTeam);
  let outcomeSd: OutcomeProbabilities | null = null;
  if (cov) {
    // d(1X2)/d(log λ) by central differences.
    const h = 1e-3;
    const at = (dh: number, da: number) =>
      outcomeProbabilities(
        scorelineMatrix(goals.home * Math.exp(dh), goals.away * Math.exp(da), fit.rho),
      );
    const [hp, hm, ap, am] = [at(h, 0), at(-h, 0), at(0, h), at(0, -h)];
    // Dixon–Coles' part in the final 1X2: its weight in the stack (log-linear, so it scales
    // the 1X2's response to it to first order), or its share of the fixed blend.
    const dixonColesShare = !elo
      ? 1
      : model.stack
        ? (model.stack.weights[0] ?? 1)
        : 1 - model.eloWeight;
    const sd = (key: keyof OutcomeProbabilities) => {
      const gh = (hp[key] - hm[key]) / (2 * h);
      const ga = (ap[key] - am[key]) / (2 * h);
      const variance = gh * gh * cov.home + 2 * gh * ga * cov.both + ga * ga * cov.away;
      return dixonColesShare * Math.sqrt(Math.max(variance, 0));
    };
    outcomeSd = { home: sd('home'), draw: sd('draw'), away: sd('away') };
  }
  const spread = elo
    ? {
        home: Math.abs(dixonColes.home - elo.home),
        draw: Math.abs(dixonColes.draw - elo.draw),
        away: Math.abs(dixonColes.away - elo.away),
      }
    : null;
  const largest = Math.max(
    ...[outcomeSd, spread].flatMap((o) => (o ? [o.home, o.draw, o.away] : [])),
    0,
  );
  const level =
    largest <= LEVEL_POINTS.high ? 'high' : largest <= LEVEL_POINTS.medium ? 'medium' : 'low';
  return { outcomeSd, spread, level };
}
