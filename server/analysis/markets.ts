// biome-ignore-all lint/style/noNonNullAssertion: dense numeric arrays, indices in bounds by construction
import { mostLikelyScores, type ScorelineMatrix, type ScoreProbability } from './scoreline';

// Every betting market a scoreline matrix answers, as probabilities with their fair decimal
// odds (1 / probability: what a price without bookmaker margin would be). Pure arithmetic over
// the matrix; the handicap and total lines go through one settlement rule (`settleLine`).

/** A probability and its fair decimal odds (null when the probability is 0). */
export interface Priced {
  probability: number;
  fairOdds: number | null;
}

export function priced(probability: number): Priced {
  // Rounding noise can leave 1 + 1e-16 or -1e-17; the market still means 1 or 0.
  const p = Math.min(1, Math.max(0, probability));
  return { probability: p, fairOdds: p > 0 ? 1 / p : null };
}

/**
 * Distribution of an integer quantity (goal difference, total goals): `probabilities[i]` is
 * P(value = offset + i).
 */
export interface IntegerDistribution {
  offset: number;
  probabilities: number[];
  /** cumulative[i] = P(value ≤ offset + i): every line then settles in constant time. */
  cumulative: number[];
}

function distribution(offset: number, probabilities: number[]): IntegerDistribution {
  const cumulative = new Array<number>(probabilities.length);
  let sum = 0;
  for (let i = 0; i < probabilities.length; i++) {
    sum += probabilities[i]!;
    cumulative[i] = sum;
  }
  return { offset, probabilities, cumulative };
}

/** P(value ≤ k) for an integer k. */
export function atMost(dist: IntegerDistribution, k: number): number {
  const i = k - dist.offset;
  if (i < 0) return 0;
  return dist.cumulative[Math.min(i, dist.cumulative.length - 1)]!;
}

/** P(value = k). */
function exactly(dist: IntegerDistribution, k: number): number {
  return dist.probabilities[k - dist.offset] ?? 0;
}

/** P(home − away = d) for d from −maxGoals to maxGoals. */
export function goalDifferenceDistribution(matrix: ScorelineMatrix): IntegerDistribution {
  const n = matrix.maxGoals;
  const probabilities = new Array<number>(2 * n + 1).fill(0);
  for (let h = 0; h <= n; h++) {
    const row = matrix.probabilities[h]!;
    for (let a = 0; a <= n; a++) probabilities[h - a + n]! += row[a]!;
  }
  return distribution(-n, probabilities);
}

/** P(home + away = t) for t from 0 to 2·maxGoals. */
export function totalGoalsDistribution(matrix: ScorelineMatrix): IntegerDistribution {
  const n = matrix.maxGoals;
  const probabilities = new Array<number>(2 * n + 1).fill(0);
  for (let h = 0; h <= n; h++) {
    const row = matrix.probabilities[h]!;
    for (let a = 0; a <= n; a++) probabilities[h + a]! += row[a]!;
  }
  return distribution(0, probabilities);
}

/** P(home goals = k) and P(away goals = k), k from 0 to maxGoals. */
export function teamGoalDistributions(matrix: ScorelineMatrix): {
  home: IntegerDistribution;
  away: IntegerDistribution;
} {
  const n = matrix.maxGoals;
  const home = new Array<number>(n + 1).fill(0);
  const away = new Array<number>(n + 1).fill(0);
  for (let h = 0; h <= n; h++) {
    const row = matrix.probabilities[h]!;
    for (let a = 0; a <= n; a++) {
      home[h]! += row[a]!;
      away[a]! += row[a]!;
    }
  }
  return { home: distribution(0, home), away: distribution(0, away) };
}

/**
 * How a stake on "value + line > 0" settles, Asian style. Whole lines (−1, 2) can push (stake
 * back), half lines (−0.5, 2.5) cannot, quarter lines (−0.75, 2.25) split the stake over the
 * two neighbouring lines, so half of it can win or lose while the other half pushes.
 * The five shares sum to 1.
 */
export interface Settlement {
  win: number;
  halfWin: number;
  push: number;
  halfLoss: number;
  loss: number;
}

function settleWholeOrHalf(dist: IntegerDistribution, line: number) {
  // value + line > 0 ⟺ value > −line.
  const threshold = -line;
  const whole = Number.isInteger(threshold);
  const total = atMost(dist, dist.offset + dist.probabilities.length - 1);
  const loss = atMost(dist, Math.ceil(threshold) - 1);
  const push = whole ? exactly(dist, threshold) : 0;
  return { win: total - loss - push, push, loss };
}

/** Settlement of "value + line > 0" for a line in quarter steps. */
export function settleLine(dist: IntegerDistribution, line: number): Settlement {
  const quarters = Math.round(line * 4);
  if (Math.abs(quarters - line * 4) > 1e-9) {
    throw new RangeError(`a line must be a multiple of 0.25: ${line}`);
  }
  if (quarters % 2 === 0) {
    const s = settleWholeOrHalf(dist, line);
    return { win: s.win, halfWin: 0, push: s.push, halfLoss: 0, loss: s.loss };
  }
  // Quarter line: one half-stake on each neighbour, one whole and one half line.
  const lower = settleWholeOrHalf(dist, line - 0.25);
  const upper = settleWholeOrHalf(dist, line + 0.25);
  const whole = Number.isInteger(line - 0.25) ? lower : upper;
  // The half-line half always settles win or lose; the whole-line half may push. Where both
  // halves win (lose) the bet wins (loses); a push beside a win is a half win (the whole line
  // is the lower one), beside a loss a half loss.
  const halfWin = whole === lower ? whole.push : 0;
  const halfLoss = whole === upper ? whole.push : 0;
  return {
    win: Math.min(lower.win, upper.win),
    halfWin,
    push: 0,
    halfLoss,
    loss: Math.min(lower.loss, upper.loss),
  };
}

/**
 * The fair decimal odds of a settlement: the price at which the expected return is zero.
 * With W = win + halfWin/2 and L = loss + halfLoss/2 (the stake fractions at risk), a fair
 * price o satisfies (o − 1)·(win + halfWin/2) = loss + halfLoss/2.
 */
export function fairOddsOfSettlement(s: Settlement): number | null {
  const gain = s.win + s.halfWin / 2;
  const risk = s.loss + s.halfLoss / 2;
  if (!(gain > 0)) return null;
  return 1 + risk / gain;
}

export interface LineMarket {
  line: number;
  settlement: Settlement;
  fairOdds: number | null;
}

function lineMarket(dist: IntegerDistribution, line: number): LineMarket {
  const settlement = settleLine(dist, line);
  return { line, settlement, fairOdds: fairOddsOfSettlement(settlement) };
}

/** The opposite side of a "value + line > 0" distribution: −value. */
function negate(dist: IntegerDistribution): IntegerDistribution {
  const probabilities = [...dist.probabilities].reverse();
  return distribution(-(dist.offset + probabilities.length - 1), probabilities);
}

export interface AsianHandicap {
  /** The home side's handicap: −0.75 means home gives three quarters of a goal. */
  line: number;
  home: LineMarket;
  /** The away side at the mirrored line (+0.75 in that example). */
  away: LineMarket;
}

export interface EuropeanHandicap {
  /** Goals added to the home side: −1 means home starts one goal down. */
  line: number;
  home: Priced;
  draw: Priced;
  away: Priced;
}

export interface OverUnder {
  line: number;
  over: LineMarket;
  under: LineMarket;
}

export interface ResultMarkets {
  home: Priced;
  draw: Priced;
  away: Priced;
  doubleChance: { homeOrDraw: Priced; homeOrAway: Priced; drawOrAway: Priced };
  /** Stake back on a draw, so the probabilities are conditional on a winner. */
  drawNoBet: { home: Priced; away: Priced };
}

export interface WinningMargins {
  /** homeBy[k − 1] = P(home wins by exactly k), k = 1..3; homeBy4Plus beyond. */
  homeBy: Priced[];
  homeBy4Plus: Priced;
  scoreDraw: Priced;
  noScoreDraw: Priced;
  awayBy: Priced[];
  awayBy4Plus: Priced;
}

export interface Markets {
  maxGoals: number;
  expectedGoals: { home: number; away: number; total: number };
  result: ResultMarkets;
  europeanHandicaps: EuropeanHandicap[];
  asianHandicaps: AsianHandicap[];
  /** Total goals at lines 0.5..6.5 in quarter steps (whole lines push). */
  totals: OverUnder[];
  teamTotals: { home: OverUnder[]; away: OverUnder[] };
  bothTeamsToScore: { yes: Priced; no: Priced };
  cleanSheet: { home: Priced; away: Priced };
  winToNil: { home: Priced; away: Priced };
  winningMargins: WinningMargins;
  oddEvenGoals: { odd: Priced; even: Priced };
  /** Most likely first. */
  exactScores: Array<ScoreProbability & { fairOdds: number | null }>;
}

export const ASIAN_HANDICAP_LINES = quarterLines(-3, 3);
export const EUROPEAN_HANDICAP_LINES = [-3, -2, -1, 1, 2, 3];
export const TOTAL_LINES = quarterLines(0.5, 6.5);
export const TEAM_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5];

function quarterLines(from: number, to: number): number[] {
  const lines: number[] = [];
  for (let q = Math.round(from * 4); q <= Math.round(to * 4); q++) lines.push(q / 4);
  return lines;
}

/** P(h, a) for any score, 0 outside the matrix. */
export function exactScoreProbability(
  matrix: ScorelineMatrix,
  homeGoals: number,
  awayGoals: number,
): number {
  if (!Number.isInteger(homeGoals) || !Number.isInteger(awayGoals)) return 0;
  return matrix.probabilities[homeGoals]?.[awayGoals] ?? 0;
}

function sumWhere(dist: IntegerDistribution, keep: (value: number) => boolean): number {
  let total = 0;
  dist.probabilities.forEach((p, i) => {
    if (keep(dist.offset + i)) total += p;
  });
  return total;
}

/** Over/under: over wins when total − line > 0, under when line − total > 0. */
function overUnderAt(dist: IntegerDistribution, line: number): OverUnder {
  return { line, over: lineMarket(dist, -line), under: lineMarket(negate(dist), line) };
}

/** Every market of one matrix. `topScores` exact scores are listed, most likely first. */
export function marketsFromMatrix(matrix: ScorelineMatrix, topScores = 10): Markets {
  const n = matrix.maxGoals;
  const difference = goalDifferenceDistribution(matrix);
  const total = totalGoalsDistribution(matrix);
  const teams = teamGoalDistributions(matrix);
  const mirrored = negate(difference);

  const away = atMost(difference, -1);
  const draw = exactly(difference, 0);
  const home = atMost(difference, n) - away - draw;
  const decided = home + away;

  const homeNil = teams.away.probabilities[0]!;
  const awayNil = teams.home.probabilities[0]!;
  const nilNil = matrix.probabilities[0]![0]!;
  let homeWinToNil = 0;
  let awayWinToNil = 0;
  for (let k = 1; k <= n; k++) {
    homeWinToNil += matrix.probabilities[k]![0]!;
    awayWinToNil += matrix.probabilities[0]![k]!;
  }
  const expectedHome = teams.home.probabilities.reduce((s, p, k) => s + k * p, 0);
  const expectedAway = teams.away.probabilities.reduce((s, p, k) => s + k * p, 0);

  return {
    maxGoals: n,
    expectedGoals: { home: expectedHome, away: expectedAway, total: expectedHome + expectedAway },
    result: {
      home: priced(home),
      draw: priced(draw),
      away: priced(away),
      doubleChance: {
        homeOrDraw: priced(home + draw),
        homeOrAway: priced(home + away),
        drawOrAway: priced(draw + away),
      },
      drawNoBet: {
        home: priced(decided > 0 ? home / decided : 0),
        away: priced(decided > 0 ? away / decided : 0),
      },
    },
    europeanHandicaps: EUROPEAN_HANDICAP_LINES.map((line) => ({
      line,
      home: priced(1 - atMost(difference, -line)),
      draw: priced(exactly(difference, -line)),
      away: priced(atMost(difference, -line - 1)),
    })),
    asianHandicaps: ASIAN_HANDICAP_LINES.map((line) => ({
      line,
      home: lineMarket(difference, line),
      away: lineMarket(mirrored, -line),
    })),
    totals: TOTAL_LINES.map((line) => overUnderAt(total, line)),
    teamTotals: {
      home: TEAM_TOTAL_LINES.map((line) => overUnderAt(teams.home, line)),
      away: TEAM_TOTAL_LINES.map((line) => overUnderAt(teams.away, line)),
    },
    bothTeamsToScore: {
      yes: priced(1 - homeNil - awayNil + nilNil),
      no: priced(homeNil + awayNil - nilNil),
    },
    cleanSheet: { home: priced(homeNil), away: priced(awayNil) },
    winToNil: { home: priced(homeWinToNil), away: priced(awayWinToNil) },
    winningMargins: {
      homeBy: [1, 2, 3].map((k) => priced(exactly(difference, k))),
      homeBy4Plus: priced(1 - atMost(difference, 3)),
      scoreDraw: priced(draw - nilNil),
      noScoreDraw: priced(nilNil),
      awayBy: [1, 2, 3].map((k) => priced(exactly(difference, -k))),
      awayBy4Plus: priced(atMost(difference, -4)),
    },
    oddEvenGoals: {
      odd: priced(sumWhere(total, (t) => t % 2 === 1)),
      even: priced(sumWhere(total, (t) => t % 2 === 0)),
    },
    exactScores: mostLikelyScores(matrix, topScores).map((s) => ({
      ...s,
      fairOdds: priced(s.probability).fairOdds,
    })),
  };
}
