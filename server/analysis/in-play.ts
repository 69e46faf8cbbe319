// biome-ignore-all lint/style/noNonNullAssertion: dense numeric arrays, indices in bounds by construction
import { GOAL_TIME_PROFILE, type GoalTimeProfile, stateIndex } from './goal-time-profile';
import { type Markets, marketsFromMatrix, type Priced, priced } from './markets';
import {
  DEFAULT_MAX_GOALS,
  type OutcomeProbabilities,
  outcomeProbabilities,
  poissonMatrix,
  type ScorelineMatrix,
  scorelineMatrix,
} from './scoreline';

/** Expected goals of each side over a whole match (the model's pre-match rates). */
export interface GoalRates {
  home: number;
  away: number;
}

export type MatchPeriod = 'first-half' | 'half-time' | 'second-half';

/** What is known about a match in progress. */
export interface LiveState {
  /** Match minute as shown on a scoreboard: 0..45 (45+x as 45 + x), 46..90 (90+x as 90 + x). */
  minute: number;
  /** Which part of the match; from the minute when absent (≤ 45 first half, else second). */
  period?: MatchPeriod;
  /** Stoppage minutes announced for the current half, when the source gives them. */
  stoppage?: number | null;
  score: { home: number; away: number };
  redCards?: { home: number; away: number } | null;
}

export interface LiveKnowledge {
  minute: number;
  period: MatchPeriod;
  score: { home: number; away: number };
  redCards: { home: number; away: number };
  /** Expected goals still to come, and their share of the pre-match expectation. */
  remaining: {
    expectedGoals: { home: number; away: number; total: number };
    shareOfMatch: { home: number; away: number };
    /** P(exactly k more goals), k = 0..5, then 6 or more. */
    goals: Priced[];
  };
  nextGoal: { home: Priced; none: Priced; away: Priced };
  /** Every market on the final score (1X2, totals, handicaps, exact scores…). */
  final: Markets;
  /** The final-score matrix `final` comes from: the score now plus the goals still to come.
   * Internal: the match API sends the markets, not the grid. */
  finalScoreline: ScorelineMatrix;
}

/**
 * Pre-match rates whose plain Dixon–Coles matrix has the given 1X2 balance: the model blends
 * Dixon–Coles' 1X2 with Elo's and tilts its matrix to match, but the parts of a match (a half,
 * the minutes left) need rates. Keeps the product of the rates (so roughly the total) and
 * moves goals from one side to the other until P(home) − P(away) matches the target.
 */
export function ratesForOutcome(
  rates: GoalRates,
  rho: number,
  target: OutcomeProbabilities,
  maxGoals = DEFAULT_MAX_GOALS,
): GoalRates {
  const want = target.home - target.away;
  const balance = (shift: number) => {
    const o = outcomeProbabilities(
      scorelineMatrix(rates.home * Math.exp(shift), rates.away * Math.exp(-shift), rho, maxGoals),
    );
    return o.home - o.away;
  };
  // Secant steps on the shift: the balance is smooth and monotone, a few steps reach 1e-12.
  let x0 = 0;
  let f0 = balance(x0) - want;
  let x1 = 0.1;
  let f1 = balance(x1) - want;
  for (let i = 0; i < 20 && Math.abs(f1) > 1e-12 && f1 !== f0; i++) {
    const x2 = Math.max(-3, Math.min(3, x1 - (f1 * (x1 - x0)) / (f1 - f0)));
    x0 = x1;
    f0 = f1;
    x1 = x2;
    f1 = balance(x1) - want;
  }
  const shift = x1;
  return { home: rates.home * Math.exp(shift), away: rates.away * Math.exp(-shift) };
}

/** Where a scoreboard minute sits in the match: share of each half still to play. */
function halvesLeft(
  state: Pick<LiveState, 'minute' | 'period' | 'stoppage'>,
  profile: GoalTimeProfile,
): { period: MatchPeriod; firstHalfLeft: number; secondHalfLeft: number } {
  const minute = Math.max(0, state.minute);
  const period: MatchPeriod = state.period ?? (minute <= 45 ? 'first-half' : 'second-half');
  // A half lasts 45 minutes plus stoppage: the announced one, else the usual one, and once
  // the clock is past that, at least one more minute (the whistle has not gone yet).
  const length = (played: number, expected: number) =>
    45 + (state.stoppage ?? Math.max(expected, played - 45 + 1));
  if (period === 'first-half') {
    const length1 = length(minute, profile.expectedStoppage.firstHalf);
    return {
      period,
      firstHalfLeft: Math.max(0, 1 - Math.min(minute, length1) / length1),
      secondHalfLeft: 1,
    };
  }
  if (period === 'half-time') return { period, firstHalfLeft: 0, secondHalfLeft: 1 };
  const played = Math.max(0, minute - 45);
  const length2 = length(played, profile.expectedStoppage.secondHalf);
  return {
    period,
    firstHalfLeft: 0,
    secondHalfLeft: Math.max(0, 1 - Math.min(played, length2) / length2),
  };
}

/**
 * Expected goals still to come for each side. The first half's rest runs at the pre-match
 * rate times the side's first-half share; the second half at its share times the fitted
 * factor for the side's current lead (fitted at half-time; in the first half it phases in
 * with the minutes played, from 1 at kick-off, since an early goal says less than a lead at
 * the break). Each red card scales both sides' rates by the profile's factors.
 */
export function remainingRates(
  rates: GoalRates,
  state: LiveState,
  profile: GoalTimeProfile = GOAL_TIME_PROFILE,
): { home: number; away: number; share: GoalRates; period: MatchPeriod } {
  const { period, firstHalfLeft, secondHalfLeft } = halvesLeft(state, profile);
  const lead = state.score.home - state.score.away;
  const reds = state.redCards ?? { home: 0, away: 0 };
  // In the first half the lead's factor phases in with the minutes played.
  const phaseIn = period === 'first-half' ? 1 - firstHalfLeft : 1;
  const side = (team: 'home' | 'away', ownLead: number, ownReds: number, otherReds: number) => {
    const s = profile.firstHalfShare[team];
    const factor = 1 + ((profile.secondHalfFactor[team][stateIndex(ownLead)] ?? 1) - 1) * phaseIn;
    const share = s * firstHalfLeft + (1 - s) * secondHalfLeft;
    const cards = profile.redCard.own ** ownReds * profile.redCard.opponent ** otherReds;
    return { share, rate: rates[team] * share * factor * cards };
  };
  const home = side('home', lead, reds.home, reds.away);
  const away = side('away', -lead, reds.away, reds.home);
  return {
    home: home.rate,
    away: away.rate,
    share: { home: home.share, away: away.share },
    period,
  };
}

/** The final-score matrix: the current score plus the goals still to come. */
export function finalScoreMatrix(
  score: { home: number; away: number },
  remaining: ScorelineMatrix,
): ScorelineMatrix {
  const size = Math.max(score.home, score.away) + remaining.maxGoals;
  const probabilities = Array.from({ length: size + 1 }, (_, h) =>
    Array.from({ length: size + 1 }, (_, a) => {
      const i = h - score.home;
      const j = a - score.away;
      return i >= 0 && j >= 0 ? (remaining.probabilities[i]?.[j] ?? 0) : 0;
    }),
  );
  return { maxGoals: size, probabilities };
}

/** Everything about the rest of a match in progress, from the pre-match rates. */
export function liveKnowledge(
  rates: GoalRates,
  state: LiveState,
  options: { profile?: GoalTimeProfile; maxGoals?: number; topScores?: number } = {},
): LiveKnowledge {
  const profile = options.profile ?? GOAL_TIME_PROFILE;
  const left = remainingRates(rates, state, profile);
  const remaining = poissonMatrix(left.home, left.away, options.maxGoals ?? DEFAULT_MAX_GOALS);
  const total = left.home + left.away;
  const noGoal = Math.exp(-total);
  // Both sides' intensities follow the same clock, so who scores first is a fixed split.
  const scored = 1 - noGoal;
  const goals: number[] = [];
  let pk = noGoal;
  for (let k = 0; k <= 5; k++) {
    goals.push(pk);
    pk = (pk * total) / (k + 1);
  }
  const sixOrMore = Math.max(0, 1 - goals.reduce((a, b) => a + b, 0));
  const finalScoreline = finalScoreMatrix(state.score, remaining);
  return {
    minute: state.minute,
    period: left.period,
    score: { ...state.score },
    redCards: { home: state.redCards?.home ?? 0, away: state.redCards?.away ?? 0 },
    remaining: {
      expectedGoals: { home: left.home, away: left.away, total },
      shareOfMatch: left.share,
      goals: [...goals, sixOrMore].map(priced),
    },
    nextGoal: {
      home: priced(total > 0 ? (scored * left.home) / total : 0),
      none: priced(noGoal),
      away: priced(total > 0 ? (scored * left.away) / total : 0),
    },
    final: marketsFromMatrix(finalScoreline, options.topScores ?? 5),
    finalScoreline,
  };
}
