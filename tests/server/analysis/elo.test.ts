import { describe, expect, it } from 'vitest';
import {
  computeEloRatings,
  createEloState,
  type EloOutcomeSample,
  eloDelta,
  eloExpectedScore,
  eloOutcomeProbabilities,
  fitEloOutcomeModel,
  goalDifferenceMultiplier,
  recordEloResult,
  startEloSeason,
} from '../../../server/analysis/elo';
import { seededRandom } from '../../../server/matches/match-clock';

const match = (date: string, homeTeam: string, awayTeam: string, h: number, a: number) => ({
  date,
  homeTeam,
  awayTeam,
  homeGoals: h,
  awayGoals: a,
});

describe('Elo', () => {
  it('expects an even score between equal teams on neutral ground', () => {
    expect(eloExpectedScore(1500, 1500, 0)).toBe(0.5);
    expect(eloExpectedScore(1600, 1500, 0) + eloExpectedScore(1500, 1600, 0)).toBeCloseTo(1, 12);
    expect(eloExpectedScore(1500, 1500, 70)).toBeGreaterThan(0.5);
  });

  it('updates symmetrically: what the home side gains the away side loses', () => {
    const state = createEloState({ k: 20, homeAdvantage: 0 });
    state.ratings = { A: 1550, B: 1480 };
    const delta = recordEloResult(state, match('2024-01-01', 'A', 'B', 0, 2));
    expect(delta).toBeLessThan(0);
    expect(state.ratings.A).toBeCloseTo(1550 + delta, 12);
    expect(state.ratings.B).toBeCloseTo(1480 - delta, 12);
    expect((state.ratings.A ?? 0) + (state.ratings.B ?? 0)).toBeCloseTo(3030, 9);
  });

  it('mirrors the update when the roles are swapped', () => {
    const o = { k: 20, homeAdvantage: 0 };
    expect(eloDelta(1500, 1500, 2, 1, o)).toBeCloseTo(10, 12);
    expect(eloDelta(1500, 1500, 1, 2, o)).toBeCloseTo(-10, 12);
    expect(eloDelta(1500, 1500, 1, 1, o)).toBe(0);
    expect(eloDelta(1600, 1400, 0, 1, o)).toBeCloseTo(-eloDelta(1400, 1600, 1, 0, o), 12);
  });

  it('scales the update by the goal difference', () => {
    expect(goalDifferenceMultiplier(0)).toBe(1);
    expect(goalDifferenceMultiplier(1)).toBe(1);
    expect(goalDifferenceMultiplier(-2)).toBe(1.5);
    expect(goalDifferenceMultiplier(3)).toBe(14 / 8);
    const o = { k: 20, homeAdvantage: 0 };
    expect(eloDelta(1500, 1500, 4, 0, o)).toBeCloseTo(10 * (15 / 8), 12);
    expect(eloDelta(1500, 1500, 4, 0, { ...o, goalDifference: false })).toBeCloseTo(10, 12);
  });

  it('keeps the sum of ratings through a season', () => {
    const matches = [
      match('2024-01-01', 'A', 'B', 3, 0),
      match('2024-01-02', 'C', 'D', 1, 1),
      match('2024-01-08', 'B', 'C', 0, 2),
      match('2024-01-09', 'D', 'A', 2, 2),
    ];
    const ratings = computeEloRatings(matches);
    const total = Object.values(ratings).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(4 * 1500, 9);
    expect(ratings.A).toBeGreaterThan(1500);
    expect(ratings.B).toBeLessThan(1500);
  });

  it('starts promoted teams at the average of the relegated ones', () => {
    const state = createEloState();
    startEloSeason(state, ['A', 'B', 'C']);
    state.ratings = { A: 1600, B: 1450, C: 1400 };
    startEloSeason(state, ['A', 'D']);
    expect(state.ratings.D).toBeCloseTo((1450 + 1400) / 2, 12);
    expect(state.ratings.A).toBe(1600);
  });
});

describe('Elo 1X2', () => {
  it('gives probabilities that sum to 1 and favour the higher rating', () => {
    const model = { slope: 0.005, awayCut: -0.9, drawCut: 0.3 };
    const p = eloOutcomeProbabilities(150, model);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.home).toBeGreaterThan(eloOutcomeProbabilities(0, model).home);
    const even = eloOutcomeProbabilities(0, { slope: 0.005, awayCut: -0.5, drawCut: 0.5 });
    expect(even.home).toBeCloseTo(even.away, 12);
  });

  it('recovers the ordered-logit parameters of simulated outcomes', () => {
    const truth = { slope: 0.004, awayCut: -0.8, drawCut: 0.35 };
    const random = seededRandom(3);
    const samples: EloOutcomeSample[] = [];
    for (let i = 0; i < 20_000; i++) {
      const diff = (random() - 0.5) * 600;
      const p = eloOutcomeProbabilities(diff, truth);
      const u = random();
      const outcome = u < p.away ? 'A' : u < p.away + p.draw ? 'D' : 'H';
      samples.push({ diff, outcome, weight: 1 });
    }
    const fitted = fitEloOutcomeModel(samples);
    expect(fitted.slope).toBeCloseTo(truth.slope, 3);
    expect(Math.abs(fitted.awayCut - truth.awayCut)).toBeLessThan(0.05);
    expect(Math.abs(fitted.drawCut - truth.drawCut)).toBeLessThan(0.05);
  });
});
