// biome-ignore-all lint/style/noNonNullAssertion: dense numeric arrays, indices in bounds by construction
import { lowScoreFactor } from './dixon-coles';

/** P(home goals = row, away goals = column), rows and columns 0..maxGoals, summing to 1. */
export interface ScorelineMatrix {
  maxGoals: number;
  /** probabilities[h][a] */
  probabilities: number[][];
}

export interface OutcomeProbabilities {
  home: number;
  draw: number;
  away: number;
}

export interface ScoreProbability {
  homeGoals: number;
  awayGoals: number;
  probability: number;
}

export interface MatchPrediction {
  expectedGoals: { home: number; away: number };
  outcome: OutcomeProbabilities;
  overUnder25: { over: number; under: number };
  bothTeamsToScore: { yes: number; no: number };
  mostLikelyScores: ScoreProbability[];
  scoreline: ScorelineMatrix;
}

export const DEFAULT_MAX_GOALS = 10;

/** P(k goals), k = 0..maxGoals, for a Poisson rate (0 allowed: all mass on 0). */
export function poissonPmf(lambda: number, maxGoals: number): number[] {
  const pmf: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= maxGoals; k++) pmf.push((pmf[k - 1]! * lambda) / k);
  return pmf;
}

/**
 * Independent Poisson scores with the Dixon–Coles correction on 0-0, 1-0, 0-1 and 1-1,
 * truncated at maxGoals each and renormalised so the matrix sums to exactly 1.
 */
export function scorelineMatrix(
  lambdaHome: number,
  lambdaAway: number,
  rho = 0,
  maxGoals = DEFAULT_MAX_GOALS,
): ScorelineMatrix {
  if (!(lambdaHome > 0) || !(lambdaAway > 0)) {
    throw new RangeError(`goal rates must be positive: ${lambdaHome}, ${lambdaAway}`);
  }
  const ph = poissonPmf(lambdaHome, maxGoals);
  const pa = poissonPmf(lambdaAway, maxGoals);
  const probabilities: number[][] = [];
  let total = 0;
  for (let h = 0; h <= maxGoals; h++) {
    const row: number[] = [];
    for (let a = 0; a <= maxGoals; a++) {
      // A rho outside τ's valid range would give negative mass; clamp rather than emit it.
      const p = Math.max(0, ph[h]! * pa[a]! * lowScoreFactor(h, a, lambdaHome, lambdaAway, rho));
      row.push(p);
      total += p;
    }
    probabilities.push(row);
  }
  for (const row of probabilities) for (let a = 0; a < row.length; a++) row[a] = row[a]! / total;
  return { maxGoals, probabilities };
}

/**
 * Independent Poisson scores without the low-score correction, rates of 0 allowed: the goals
 * still to come in a part of a match (a half, the minutes left), where Dixon–Coles' ρ, fitted
 * on whole matches, does not apply. Renormalised over the truncation like scorelineMatrix.
 */
export function poissonMatrix(
  lambdaHome: number,
  lambdaAway: number,
  maxGoals = DEFAULT_MAX_GOALS,
): ScorelineMatrix {
  if (!(lambdaHome >= 0) || !(lambdaAway >= 0)) {
    throw new RangeError(`goal rates must not be negative: ${lambdaHome}, ${lambdaAway}`);
  }
  const ph = poissonPmf(lambdaHome, maxGoals);
  const pa = poissonPmf(lambdaAway, maxGoals);
  const total = ph.reduce((a, b) => a + b, 0) * pa.reduce((a, b) => a + b, 0);
  return {
    maxGoals,
    probabilities: ph.map((x) => pa.map((y) => (x * y) / total)),
  };
}

/** Home win, draw, away win. */
export function outcomeProbabilities(matrix: ScorelineMatrix): OutcomeProbabilities {
  let home = 0;
  let draw = 0;
  let away = 0;
  matrix.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
    });
  });
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** Total goals over / under a half-goal line (2.5 by default). */
export function overUnder(matrix: ScorelineMatrix, line = 2.5): { over: number; under: number } {
  let under = 0;
  let total = 0;
  matrix.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      total += p;
      if (h + a < line) under += p;
    });
  });
  return { over: (total - under) / total, under: under / total };
}

/** Both teams score at least once. */
export function bothTeamsToScore(matrix: ScorelineMatrix): { yes: number; no: number } {
  let no = 0;
  let total = 0;
  matrix.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      total += p;
      if (h === 0 || a === 0) no += p;
    });
  });
  return { yes: (total - no) / total, no: no / total };
}

/** Expected goals of each side under the (corrected, truncated) matrix. */
export function matrixExpectedGoals(matrix: ScorelineMatrix): { home: number; away: number } {
  let home = 0;
  let away = 0;
  matrix.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      home += h * p;
      away += a * p;
    });
  });
  return { home, away };
}

/** The n most likely exact scores, most likely first (ties: fewer goals first). */
export function mostLikelyScores(matrix: ScorelineMatrix, n = 5): ScoreProbability[] {
  const before = (x: ScoreProbability, y: ScoreProbability) =>
    y.probability - x.probability ||
    x.homeGoals + x.awayGoals - (y.homeGoals + y.awayGoals) ||
    x.homeGoals - y.homeGoals;
  // Insertion into a short sorted list: n is small beside the matrix, so no full sort.
  const top: ScoreProbability[] = [];
  matrix.probabilities.forEach((row, homeGoals) => {
    row.forEach((probability, awayGoals) => {
      const score = { homeGoals, awayGoals, probability };
      if (top.length === n && before(score, top[n - 1]!) >= 0) return;
      let i = top.length;
      while (i > 0 && before(score, top[i - 1]!) < 0) i--;
      top.splice(i, 0, score);
      if (top.length > n) top.pop();
    });
  });
  return top;
}

/** Everything the match view and the analyst show, from two goal rates and rho. */
export function predictScoreline(
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
  options: { maxGoals?: number; topScores?: number } = {},
): MatchPrediction {
  return predictionFromMatrix(
    scorelineMatrix(lambdaHome, lambdaAway, rho, options.maxGoals),
    options.topScores,
  );
}

/**
 * Rescales the home-win, draw and away-win regions of a matrix so its 1X2 equals `target`
 * while keeping each region's score shape: how a blended 1X2 flows into every other market.
 */
export function tiltToOutcome(
  matrix: ScorelineMatrix,
  target: OutcomeProbabilities,
): ScorelineMatrix {
  const current = outcomeProbabilities(matrix);
  const factor = (h: number, a: number) =>
    h > a
      ? target.home / current.home
      : h === a
        ? target.draw / current.draw
        : target.away / current.away;
  return {
    maxGoals: matrix.maxGoals,
    probabilities: matrix.probabilities.map((row, h) => row.map((p, a) => p * factor(h, a))),
  };
}

/** All markets from a finished matrix. */
export function predictionFromMatrix(scoreline: ScorelineMatrix, topScores = 5): MatchPrediction {
  return {
    expectedGoals: matrixExpectedGoals(scoreline),
    outcome: outcomeProbabilities(scoreline),
    overUnder25: overUnder(scoreline, 2.5),
    bothTeamsToScore: bothTeamsToScore(scoreline),
    mostLikelyScores: mostLikelyScores(scoreline, topScores),
    scoreline,
  };
}
