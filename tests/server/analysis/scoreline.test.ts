import { describe, expect, it } from 'vitest';
import {
  bothTeamsToScore,
  matrixExpectedGoals,
  mostLikelyScores,
  outcomeProbabilities,
  overUnder,
  predictScoreline,
  scorelineMatrix,
  tiltToOutcome,
} from '../../../server/analysis/scoreline';

const sum = (rows: number[][]) => rows.flat().reduce((a, b) => a + b, 0);
const poisson = (k: number, l: number) => {
  let p = Math.exp(-l);
  for (let i = 1; i <= k; i++) p *= l / i;
  return p;
};

describe('scorelineMatrix', () => {
  it('sums to 1 and has 0..maxGoals on each axis', () => {
    const m = scorelineMatrix(1.7, 0.9, -0.12, 10);
    expect(m.probabilities).toHaveLength(11);
    expect(m.probabilities.every((row) => row.length === 11)).toBe(true);
    expect(sum(m.probabilities)).toBeCloseTo(1, 12);
    expect(m.probabilities.flat().every((p) => p >= 0)).toBe(true);
  });

  it('is the product of two Poisson distributions when rho is 0', () => {
    const m = scorelineMatrix(1.4, 1.1, 0, 15);
    expect(m.probabilities[0]?.[0]).toBeCloseTo(Math.exp(-2.5), 9);
    expect(m.probabilities[2]?.[1]).toBeCloseTo(poisson(2, 1.4) * poisson(1, 1.1), 9);
  });

  it('moves mass to 0-0 and 1-1 when rho is negative', () => {
    const plain = scorelineMatrix(1.3, 1.1, 0);
    const corrected = scorelineMatrix(1.3, 1.1, -0.15);
    expect(corrected.probabilities[0]?.[0]).toBeGreaterThan(plain.probabilities[0]?.[0] ?? 1);
    expect(corrected.probabilities[1]?.[1]).toBeGreaterThan(plain.probabilities[1]?.[1] ?? 1);
    expect(corrected.probabilities[1]?.[0]).toBeLessThan(plain.probabilities[1]?.[0] ?? 0);
    expect(outcomeProbabilities(corrected).draw).toBeGreaterThan(outcomeProbabilities(plain).draw);
  });

  it('keeps the goal expectations of the Poisson rates', () => {
    const goals = matrixExpectedGoals(scorelineMatrix(1.6, 1.2, -0.1, 15));
    expect(goals.home).toBeCloseTo(1.6, 6);
    expect(goals.away).toBeCloseTo(1.2, 6);
  });

  it('rejects rates that are not positive', () => {
    expect(() => scorelineMatrix(0, 1)).toThrow(RangeError);
    expect(() => scorelineMatrix(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('markets from the matrix', () => {
  const m = scorelineMatrix(1.5, 1.1, -0.08);

  it('gives 1X2, over/under and both-teams-to-score that each sum to 1', () => {
    const x = outcomeProbabilities(m);
    expect(x.home + x.draw + x.away).toBeCloseTo(1, 12);
    const ou = overUnder(m);
    expect(ou.over + ou.under).toBeCloseTo(1, 12);
    const btts = bothTeamsToScore(m);
    expect(btts.yes + btts.no).toBeCloseTo(1, 12);
  });

  it('gives equal home and away chances for equal rates', () => {
    const x = outcomeProbabilities(scorelineMatrix(1.3, 1.3, -0.1));
    expect(x.home).toBeCloseTo(x.away, 12);
  });

  it('computes under 2.5 and no-BTTS from the cells that define them', () => {
    const p = (h: number, a: number) => m.probabilities[h]?.[a] ?? 0;
    const under = p(0, 0) + p(1, 0) + p(0, 1) + p(1, 1) + p(2, 0) + p(0, 2);
    expect(overUnder(m).under).toBeCloseTo(under, 12);
    let no = 0;
    for (let k = 0; k <= m.maxGoals; k++) no += p(k, 0) + p(0, k);
    no -= p(0, 0);
    expect(bothTeamsToScore(m).no).toBeCloseTo(no, 12);
  });

  it('lists the most likely scores in order', () => {
    const top = mostLikelyScores(m, 5);
    expect(top).toHaveLength(5);
    for (let i = 1; i < top.length; i++) {
      expect(top[i - 1]?.probability ?? 0).toBeGreaterThanOrEqual(top[i]?.probability ?? 1);
    }
    const best = Math.max(...m.probabilities.flat());
    expect(top[0]?.probability).toBe(best);
    expect(top[0]).toMatchObject({ homeGoals: 1, awayGoals: 1 });
  });

  it('predictScoreline bundles every market', () => {
    const p = predictScoreline(2.2, 0.7, -0.05);
    expect(p.outcome.home).toBeGreaterThan(0.6);
    expect(p.expectedGoals.home).toBeCloseTo(2.2, 3);
    expect(p.mostLikelyScores).toHaveLength(5);
    expect(p.overUnder25.over + p.overUnder25.under).toBeCloseTo(1, 12);
  });
});

describe('tiltToOutcome', () => {
  it('matches a target 1X2 and still sums to 1', () => {
    const target = { home: 0.5, draw: 0.3, away: 0.2 };
    const tilted = tiltToOutcome(scorelineMatrix(1.4, 1.2, -0.1), target);
    const x = outcomeProbabilities(tilted);
    expect(x.home).toBeCloseTo(0.5, 12);
    expect(x.draw).toBeCloseTo(0.3, 12);
    expect(x.away).toBeCloseTo(0.2, 12);
    expect(sum(tilted.probabilities)).toBeCloseTo(1, 12);
  });
});
