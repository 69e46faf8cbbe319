import fitted from './goal-time-profile.fitted.json' with { type: 'json' };

/**
 * When in a match goals come, and how the score changes what is left of it. The half shares
 * and the game-state factors are fitted on football-data.co.uk half-time and full-time scores
 * by `npm run fit:goal-time` (scripts/fit-goal-time-profile.ts), which rewrites
 * goal-time-profile.fitted.json; the rest are stated constants (the data has no goal minutes,
 * card minutes or stoppage time).
 */
export interface GoalTimeProfile {
  /** Share of a side's expected goals scored in the first half (stoppage time included). */
  firstHalfShare: { home: number; away: number };
  /**
   * Second-half scoring rate of a side relative to its pre-match rate, by the goal difference
   * from its own point of view at half-time: index 0 = trailing by 2 or more, 1 = by 1,
   * 2 = level, 3 = leading by 1, 4 = by 2 or more. It mixes the game state (leaders sit back)
   * with what the score says about the two teams' true strength.
   */
  secondHalfFactor: { home: number[]; away: number[] };
  /** Expected stoppage minutes of each half when the source does not say (not in the data). */
  expectedStoppage: { firstHalf: number; secondHalf: number };
  /**
   * Scoring-rate factors per red card: the side down a player, and its opponent. Literature
   * values (Vecer, Kopriva & Ichiba 2009, "Estimating the effect of the red card in soccer"),
   * since the data gives red-card counts without their minute.
   */
  redCard: { own: number; opponent: number };
  /** What the fit saw; informative. */
  fittedOn: { matches: number; seasons: string; leagues: string[] };
}

export const GOAL_TIME_PROFILE: GoalTimeProfile = {
  ...fitted,
  expectedStoppage: { firstHalf: 2, secondHalf: 5 },
  redCard: { own: 0.67, opponent: 1.25 },
};

/** Index into secondHalfFactor for a goal difference from a side's point of view. */
export function stateIndex(lead: number): number {
  return Math.max(-2, Math.min(2, lead)) + 2;
}
