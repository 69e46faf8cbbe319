import { describe, expect, it } from 'vitest';
import {
  logLoss,
  normaliseOdds,
  overround,
  rankedProbabilityScore,
} from '../../../server/analysis/metrics';

const p = (home: number, draw: number, away: number) => ({ home, draw, away });

describe('rankedProbabilityScore', () => {
  it('is 0 for a certain, correct forecast and 1 for a certain forecast of the far outcome', () => {
    expect(rankedProbabilityScore(p(1, 0, 0), 'H')).toBe(0);
    expect(rankedProbabilityScore(p(0, 1, 0), 'D')).toBe(0);
    expect(rankedProbabilityScore(p(0, 0, 1), 'A')).toBe(0);
    expect(rankedProbabilityScore(p(1, 0, 0), 'A')).toBe(1);
    expect(rankedProbabilityScore(p(0, 0, 1), 'H')).toBe(1);
  });

  it('matches hand-computed values', () => {
    // cumulative forecast (0.5, 0.8) against (1, 1), (0, 1), (0, 0)
    expect(rankedProbabilityScore(p(0.5, 0.3, 0.2), 'H')).toBeCloseTo((0.25 + 0.04) / 2, 12);
    expect(rankedProbabilityScore(p(0.5, 0.3, 0.2), 'D')).toBeCloseTo((0.25 + 0.04) / 2, 12);
    expect(rankedProbabilityScore(p(0.5, 0.3, 0.2), 'A')).toBeCloseTo((0.25 + 0.64) / 2, 12);
    // Constantinou & Fenton: a home win, forecasts (0.9, 0.1, 0) beat (0.8, 0.1, 0.1)
    expect(rankedProbabilityScore(p(0.9, 0.1, 0), 'H')).toBeCloseTo(0.005, 12);
    expect(rankedProbabilityScore(p(0.8, 0.1, 0.1), 'H')).toBeCloseTo(0.025, 12);
  });

  it('ranks a near miss (draw) better than a far miss (away win)', () => {
    expect(rankedProbabilityScore(p(0.1, 0.8, 0.1), 'H')).toBeLessThan(
      rankedProbabilityScore(p(0.1, 0.1, 0.8), 'H'),
    );
  });
});

describe('logLoss', () => {
  it('is minus the natural log of the probability of what happened', () => {
    expect(logLoss(p(0.5, 0.3, 0.2), 'H')).toBeCloseTo(Math.log(2), 12);
    expect(logLoss(p(0.5, 0.3, 0.2), 'A')).toBeCloseTo(-Math.log(0.2), 12);
    expect(logLoss(p(1, 0, 0), 'A')).toBeCloseTo(-Math.log(1e-15), 9);
  });
});

describe('normaliseOdds', () => {
  const odds = { home: 2, draw: 3.5, away: 4 };

  it('removes the overround proportionally', () => {
    expect(overround(odds)).toBeCloseTo(0.5 + 1 / 3.5 + 0.25 - 1, 12);
    const q = normaliseOdds(odds);
    const booksum = 0.5 + 1 / 3.5 + 0.25;
    expect(q.home).toBeCloseTo(0.5 / booksum, 12);
    expect(q.away).toBeCloseTo(0.25 / booksum, 12);
    expect(q.home + q.draw + q.away).toBeCloseTo(1, 12);
  });

  it("with Shin's method sums to 1 and takes more margin off the long shot", () => {
    const prop = normaliseOdds({ home: 1.3, draw: 5.5, away: 10 });
    const shin = normaliseOdds({ home: 1.3, draw: 5.5, away: 10 }, 'shin');
    expect(shin.home + shin.draw + shin.away).toBeCloseTo(1, 12);
    expect(shin.home).toBeGreaterThan(prop.home);
    expect(shin.away).toBeLessThan(prop.away);
  });

  it('leaves fair odds unchanged with either method', () => {
    const fair = { home: 2, draw: 4, away: 4 };
    for (const method of ['proportional', 'shin'] as const) {
      const q = normaliseOdds(fair, method);
      expect(q.home).toBeCloseTo(0.5, 9);
      expect(q.draw).toBeCloseTo(0.25, 9);
    }
  });

  it('rejects odds that are not above 1', () => {
    expect(() => normaliseOdds({ home: 1, draw: 3, away: 3 })).toThrow(RangeError);
    expect(() => normaliseOdds({ home: 2, draw: Number.NaN, away: 3 })).toThrow(RangeError);
  });
});
