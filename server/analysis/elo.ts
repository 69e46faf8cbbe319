// biome-ignore-all lint/style/noNonNullAssertion: small dense matrices, indices in bounds by construction
import type { ScoredMatch } from './dixon-coles';

export interface EloOptions {
  /** Update size for a one-goal result. */
  k?: number;
  /** Rating points added to the home side when computing its expected score. */
  homeAdvantage?: number;
  /** Rating of a team seen for the first time (when no newcomer rating applies). */
  initialRating?: number;
  /** Scale the update by the goal difference (World Football Elo multiplier). */
  goalDifference?: boolean;
}

export const ELO_DEFAULTS: Required<EloOptions> = {
  k: 20,
  homeAdvantage: 70,
  initialRating: 1500,
  goalDifference: true,
};

/** Expected score (win = 1, draw = ½) of the home side. */
export function eloExpectedScore(
  homeRating: number,
  awayRating: number,
  homeAdvantage = ELO_DEFAULTS.homeAdvantage,
): number {
  return 1 / (1 + 10 ** (-(homeRating + homeAdvantage - awayRating) / 400));
}

/** World Football Elo: 1 for a one-goal margin, 1.5 for two, (11 + N) / 8 for N ≥ 3. */
export function goalDifferenceMultiplier(goalDifference: number): number {
  const n = Math.abs(goalDifference);
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return (11 + n) / 8;
}

/**
 * Rating change of the home side after a result; the away side changes by the opposite
 * amount, so the ratings' sum is preserved.
 */
export function eloDelta(
  homeRating: number,
  awayRating: number,
  homeGoals: number,
  awayGoals: number,
  options: EloOptions = {},
): number {
  const o = { ...ELO_DEFAULTS, ...options };
  const expected = eloExpectedScore(homeRating, awayRating, o.homeAdvantage);
  const score = homeGoals > awayGoals ? 1 : homeGoals === awayGoals ? 0.5 : 0;
  const multiplier = o.goalDifference ? goalDifferenceMultiplier(homeGoals - awayGoals) : 1;
  return o.k * multiplier * (score - expected);
}

export interface EloMatch extends ScoredMatch {
  season?: string;
}

/** Running Elo table; mutated in place by startEloSeason and recordEloResult. */
export interface EloState {
  options: Required<EloOptions>;
  ratings: Record<string, number>;
  /** Teams of the season in progress, when a season was started. */
  seasonTeams: string[];
}

export function createEloState(options: EloOptions = {}): EloState {
  return { options: { ...ELO_DEFAULTS, ...options }, ratings: {}, seasonTeams: [] };
}

/**
 * Opens a season with its teams. Teams that were not in the previous season (promoted) start
 * at the average rating of the teams that left (relegated); without leavers, or in the first
 * season, they start at the initial rating.
 */
export function startEloSeason(state: EloState, teams: readonly string[]): void {
  const previous = new Set(state.seasonTeams);
  const current = new Set(teams);
  const leavers = [...previous].filter((t) => !current.has(t));
  const leaverRatings = leavers.map((t) => state.ratings[t] ?? state.options.initialRating);
  const newcomerRating =
    leaverRatings.length > 0
      ? leaverRatings.reduce((a, b) => a + b, 0) / leaverRatings.length
      : state.options.initialRating;
  for (const team of current) {
    if (previous.size > 0 && !previous.has(team)) state.ratings[team] = newcomerRating;
    else state.ratings[team] ??= state.options.initialRating;
  }
  state.seasonTeams = [...current];
}

/** Applies one result; returns the home side's rating change (the away side's is its negative). */
export function recordEloResult(state: EloState, match: ScoredMatch): number {
  const { ratings, options } = state;
  const home = ratings[match.homeTeam] ?? options.initialRating;
  const away = ratings[match.awayTeam] ?? options.initialRating;
  const delta = eloDelta(home, away, match.homeGoals, match.awayGoals, options);
  ratings[match.homeTeam] = home + delta;
  ratings[match.awayTeam] = away - delta;
  return delta;
}

/**
 * Runs Elo through matches in date order and returns the ratings after the last one. When the
 * matches carry seasons, each season is opened with the teams that play in it, so promoted
 * sides start where the relegated ones left off.
 */
export function computeEloRatings(
  matches: readonly EloMatch[],
  options: EloOptions = {},
): Record<string, number> {
  const state = createEloState(options);
  const sorted = [...matches].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const teamsBySeason = new Map<string, Set<string>>();
  for (const m of sorted) {
    if (m.season === undefined) continue;
    const teams = teamsBySeason.get(m.season) ?? new Set<string>();
    teams.add(m.homeTeam);
    teams.add(m.awayTeam);
    teamsBySeason.set(m.season, teams);
  }
  let season: string | undefined;
  for (const m of sorted) {
    if (m.season !== undefined && m.season !== season) {
      season = m.season;
      startEloSeason(state, [...(teamsBySeason.get(season) ?? [])]);
    }
    recordEloResult(state, m);
  }
  return state.ratings;
}

/**
 * Ordered-logit link from a pre-match Elo difference (home − away, without home advantage)
 * to 1X2: P(away) = σ(awayCut − slope·diff), P(away or draw) = σ(drawCut − slope·diff).
 * The cut points carry the home advantage and the draw rate.
 */
export interface EloOutcomeModel {
  slope: number;
  awayCut: number;
  drawCut: number;
}

export const ELO_OUTCOME_DEFAULTS: EloOutcomeModel = { slope: 0.005, awayCut: -0.9, drawCut: 0.3 };

const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));

/** Home, draw and away probabilities for an Elo difference. */
export function eloOutcomeProbabilities(
  diff: number,
  model: EloOutcomeModel,
): { home: number; draw: number; away: number } {
  const away = sigmoid(model.awayCut - model.slope * diff);
  const awayOrDraw = sigmoid(model.drawCut - model.slope * diff);
  return { home: 1 - awayOrDraw, draw: awayOrDraw - away, away };
}

export interface EloOutcomeSample {
  diff: number;
  outcome: 'H' | 'D' | 'A';
  weight: number;
}

function outcomeLogLikelihood(samples: readonly EloOutcomeSample[], model: EloOutcomeModel) {
  let total = 0;
  for (const s of samples) {
    const p = eloOutcomeProbabilities(s.diff, model);
    const q = s.outcome === 'H' ? p.home : s.outcome === 'D' ? p.draw : p.away;
    total += s.weight * Math.log(Math.max(q, 1e-300));
  }
  return total;
}

/**
 * Maximum-likelihood ordered logit by Newton's method with analytic derivatives and a
 * backtracking line search. Parameters θ = [awayCut, drawCut, slope].
 */
export function fitEloOutcomeModel(
  samples: readonly EloOutcomeSample[],
  init: EloOutcomeModel = ELO_OUTCOME_DEFAULTS,
): EloOutcomeModel {
  if (samples.length === 0) return { ...init };
  let model = { ...init };
  let value = outcomeLogLikelihood(samples, model);
  for (let iter = 0; iter < 50; iter++) {
    const g = [0, 0, 0];
    const h = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const accumulate = (w: number, grad: number[], second: (a: number, b: number) => number) => {
      for (let a = 0; a < 3; a++) {
        g[a]! += w * grad[a]!;
        for (let b = 0; b < 3; b++) h[a]![b]! += w * second(a, b);
      }
    };
    for (const { diff: d, outcome, weight: w } of samples) {
      const z = model.slope * d;
      if (outcome === 'A' || outcome === 'H') {
        // log σ(u) with u = awayCut − z (away win) or z − drawCut (home win)
        const du = outcome === 'A' ? [1, 0, -d] : [0, -1, d];
        const f = sigmoid(outcome === 'A' ? model.awayCut - z : z - model.drawCut);
        const grad = du.map((v) => (1 - f) * v);
        accumulate(w, grad, (a, b) => -f * (1 - f) * du[a]! * du[b]!);
      } else {
        // log(σ(u2) − σ(u1)) with u1 = awayCut − z, u2 = drawCut − z
        const f1 = sigmoid(model.awayCut - z);
        const f2 = sigmoid(model.drawCut - z);
        const p = Math.max(f2 - f1, 1e-300);
        const g1 = f1 * (1 - f1);
        const g2 = f2 * (1 - f2);
        const c1 = g1 * (1 - 2 * f1);
        const c2 = g2 * (1 - 2 * f2);
        const dp = [-g1, g2, -d * (g2 - g1)];
        const d2p = [
          [-c1, 0, d * c1],
          [0, c2, -d * c2],
          [d * c1, -d * c2, d * d * (c2 - c1)],
        ];
        accumulate(
          w,
          dp.map((v) => v / p),
          (a, b) => d2p[a]![b]! / p - (dp[a]! * dp[b]!) / (p * p),
        );
      }
    }
    const step = solve3(
      h.map((row) => row.map((v) => -v)),
      g,
    );
    if (!step) break;
    let improved = false;
    for (let t = 1, halvings = 0; halvings < 30; halvings++, t /= 2) {
      const trial = {
        awayCut: model.awayCut + t * step[0]!,
        drawCut: model.drawCut + t * step[1]!,
        slope: model.slope + t * step[2]!,
      };
      if (trial.drawCut <= trial.awayCut) continue;
      const v = outcomeLogLikelihood(samples, trial);
      if (v >= value) {
        improved = v - value > 1e-10;
        model = trial;
        value = v;
        break;
      }
    }
    if (!improved) break;
  }
  return model;
}

/** Gaussian elimination with partial pivoting for a 3×3 system. */
function solve3(a: number[][], b: number[]): number[] | null {
  const m = a.map((row, r) => [...row, b[r]!]);
  for (let c = 0; c < 3; c++) {
    let pivot = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-300) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const factor = m[r]![c]! / m[c]![c]!;
      for (let k = c; k < 4; k++) m[r]![k]! -= factor * m[c]![k]!;
    }
  }
  return [0, 1, 2].map((r) => m[r]![3]! / m[r]![r]!);
}
