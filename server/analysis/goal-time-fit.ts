import { stateIndex } from './goal-time-profile';
import type { GoalRates } from './in-play';

/** One finished match: the model's pre-match rates and the half-time and full-time scores. */
export interface HalfTimeSample {
  rates: GoalRates;
  halfTime: { home: number; away: number };
  finalScore: { home: number; away: number };
}

export interface FittedGoalTime {
  firstHalfShare: { home: number; away: number };
  secondHalfFactor: { home: number[]; away: number[] };
}

/**
 * Maximum-likelihood fit of the goal-time profile's data part. First-half shares: the share
 * of each side's goals scored before the break (the Poisson MLE of a rate split, whatever the
 * per-match rates). Second-half factors: for each lead at the break (from the side's view,
 * capped at ±2), observed second-half goals over the expected ones, λ·(1 − share): the Poisson
 * MLE of a multiplicative factor.
 */
export function fitGoalTime(samples: readonly HalfTimeSample[]): FittedGoalTime {
  const goals = { home: { first: 0, all: 0 }, away: { first: 0, all: 0 } };
  for (const s of samples) {
    goals.home.first += s.halfTime.home;
    goals.home.all += s.finalScore.home;
    goals.away.first += s.halfTime.away;
    goals.away.all += s.finalScore.away;
  }
  const firstHalfShare = {
    home: goals.home.all > 0 ? goals.home.first / goals.home.all : 0.45,
    away: goals.away.all > 0 ? goals.away.first / goals.away.all : 0.45,
  };
  const observed = { home: [0, 0, 0, 0, 0], away: [0, 0, 0, 0, 0] };
  const expected = { home: [0, 0, 0, 0, 0], away: [0, 0, 0, 0, 0] };
  for (const s of samples) {
    const lead = s.halfTime.home - s.halfTime.away;
    const h = stateIndex(lead);
    const a = stateIndex(-lead);
    observed.home[h] = (observed.home[h] ?? 0) + s.finalScore.home - s.halfTime.home;
    observed.away[a] = (observed.away[a] ?? 0) + s.finalScore.away - s.halfTime.away;
    expected.home[h] = (expected.home[h] ?? 0) + s.rates.home * (1 - firstHalfShare.home);
    expected.away[a] = (expected.away[a] ?? 0) + s.rates.away * (1 - firstHalfShare.away);
  }
  const ratio = (o: number[], e: number[]) =>
    o.map((x, i) => ((e[i] ?? 0) > 0 ? x / (e[i] ?? 1) : 1));
  return {
    firstHalfShare,
    secondHalfFactor: {
      home: ratio(observed.home, expected.home),
      away: ratio(observed.away, expected.away),
    },
  };
}
