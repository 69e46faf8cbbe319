// biome-ignore-all lint/style/noNonNullAssertion: dense numeric arrays, indices in bounds by construction
import { GOAL_TIME_PROFILE, type GoalTimeProfile, stateIndex } from './goal-time-profile';
import { type GoalRates, remainingRates } from './in-play';
import {
  atMost,
  goalDifferenceDistribution,
  type IntegerDistribution,
  marketsFromMatrix,
  type OverUnder,
  type Priced,
  priced,
} from './markets';
import {
  DEFAULT_MAX_GOALS,
  type OutcomeProbabilities,
  poissonMatrix,
  type ScorelineMatrix,
  type ScoreProbability,
} from './scoreline';

export type Result = 'home' | 'draw' | 'away';
const RESULTS: readonly Result[] = ['home', 'draw', 'away'];

export interface HalfTimeKnowledge {
  expectedGoals: { home: number; away: number; total: number };
  result: { home: Priced; draw: Priced; away: Priced };
  totals: OverUnder[];
  bothTeamsToScore: { yes: Priced; no: Priced };
  exactScores: Array<ScoreProbability & { fairOdds: number | null }>;
  /** The nine half-time/full-time doubles, half-time result first. */
  halfTimeFullTime: Array<{ halfTime: Result; fullTime: Result } & Priced>;
  /** The half-time score matrix the markets above come from: any first-half selection is a sum
   * over it. Internal: the match API sends the markets, not the grid. */
  scoreline: ScorelineMatrix;
}

/**
 * First half from the pre-match rates times the fitted first-half shares; the second half
 * from the in-play model at the break, given each half-time score. The half-time/full-time
 * table is then rescaled per full-time result so its full-time margins equal the match's
 * 1X2 (`fullTime`), as every other market does.
 */
export function halfTimeKnowledge(
  rates: GoalRates,
  fullTime: OutcomeProbabilities,
  options: { profile?: GoalTimeProfile; maxGoals?: number; topScores?: number } = {},
): HalfTimeKnowledge {
  const profile = options.profile ?? GOAL_TIME_PROFILE;
  const maxGoals = options.maxGoals ?? DEFAULT_MAX_GOALS;
  const firstHalf = poissonMatrix(
    rates.home * profile.firstHalfShare.home,
    rates.away * profile.firstHalfShare.away,
    maxGoals,
  );
  const markets = marketsFromMatrix(firstHalf, options.topScores ?? 5);

  // P(second-half goal difference | lead at the break), once per game state (leads of two or
  // more share one).
  const secondHalfDifference = new Map<number, IntegerDistribution>();
  const differenceGiven = (lead: number) => {
    let dist = secondHalfDifference.get(stateIndex(lead));
    if (!dist) {
      const score = { home: Math.max(lead, 0), away: Math.max(-lead, 0) };
      const left = remainingRates(rates, { minute: 45, period: 'half-time', score }, profile);
      dist = goalDifferenceDistribution(poissonMatrix(left.home, left.away, maxGoals));
      secondHalfDifference.set(stateIndex(lead), dist);
    }
    return dist;
  };

  // table[3 · half-time result + full-time result], results indexed home 0, draw 1, away 2.
  const table = new Array<number>(9).fill(0);
  const index = (lead: number) => (lead > 0 ? 0 : lead === 0 ? 1 : 2);
  firstHalf.probabilities.forEach((row, h) => {
    row.forEach((p, a) => {
      if (p < 1e-12) return;
      const lead = h - a;
      const second = differenceGiven(lead);
      // Full time is home when the second-half difference d > −lead, a draw at d = −lead.
      const away = atMost(second, -lead - 1);
      const draw = second.probabilities[-lead - second.offset] ?? 0;
      const base = 3 * index(lead);
      table[base]! += p * (1 - away - draw);
      table[base + 1]! += p * draw;
      table[base + 2]! += p * away;
    });
  });
  const halfTimeFullTime = RESULTS.flatMap((ht, i) =>
    RESULTS.map((ft, j) => {
      const margin = table[j]! + table[3 + j]! + table[6 + j]!;
      const scale = margin > 0 ? fullTime[ft] / margin : 0;
      return { halfTime: ht, fullTime: ft, ...priced(table[3 * i + j]! * scale) };
    }),
  );

  return {
    expectedGoals: markets.expectedGoals,
    result: {
      home: markets.result.home,
      draw: markets.result.draw,
      away: markets.result.away,
    },
    totals: markets.totals.filter((t) => t.line === 0.5 || t.line === 1.5 || t.line === 2.5),
    bothTeamsToScore: markets.bothTeamsToScore,
    exactScores: markets.exactScores,
    halfTimeFullTime,
    scoreline: firstHalf,
  };
}
