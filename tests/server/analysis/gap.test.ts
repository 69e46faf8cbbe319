import { describe, expect, it } from 'vitest';
import {
  createGapState,
  gapEstimate,
  recordGapMatch,
  startGapSeason,
} from '../../../server/analysis/gap';

describe('GAP ratings (Wheatcroft)', () => {
  it('moves each rating by λ·φ (venue played) or λ·(1 − φ) (the other venue) of the error', () => {
    const state = createGapState({ lambda: 0.5, phi: 0.8 });
    recordGapMatch(state, 'A', 'B', { home: 2, away: 1 });
    // Both started at 0 (nothing seen yet): errors 2 (A made) and 1 (B made).
    expect(state.ratings.A).toEqual({
      homeAttack: 0.8,
      awayAttack: expect.closeTo(0.2, 12),
      homeDefence: 0.4,
      awayDefence: expect.closeTo(0.1, 12),
    });
    expect(state.ratings.B).toEqual({
      awayAttack: 0.4,
      homeAttack: expect.closeTo(0.1, 12),
      awayDefence: 0.8,
      homeDefence: expect.closeTo(0.2, 12),
    });
    expect(gapEstimate(state, 'A', 'B')).toEqual({ home: 0.8, away: 0.4 });
    // The other venue: B at home uses B's home attack and A's away defence.
    expect(gapEstimate(state, 'B', 'A').home).toBeCloseTo((0.1 + 0.1) / 2, 12);
  });

  it('never lets a rating go below 0', () => {
    const state = createGapState({ lambda: 1, phi: 1 });
    recordGapMatch(state, 'A', 'B', { home: 4, away: 0 });
    recordGapMatch(state, 'A', 'B', { home: 0, away: 0 });
    // A's home attack (4) minus the error (0 − 4) would be 0; B's away defence likewise.
    expect(state.ratings.A?.homeAttack).toBe(0);
    expect(state.ratings.B?.awayDefence).toBe(0);
    for (const r of Object.values(state.ratings)) {
      for (const v of Object.values(r)) expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('learns a repeated pattern and tells the stronger side apart', () => {
    const state = createGapState({ lambda: 0.2, phi: 0.5 });
    const teams = ['Strong', 'Mid', 'Weak'];
    const strength: Record<string, number> = { Strong: 3, Mid: 2, Weak: 1 };
    for (let round = 0; round < 200; round++) {
      for (const home of teams) {
        for (const away of teams) {
          if (home === away) continue;
          // Each side makes its strength, one less away from home, whoever it meets.
          recordGapMatch(state, home, away, {
            home: strength[home] ?? 0,
            away: (strength[away] ?? 0) - 1,
          });
        }
      }
    }
    const strongHome = gapEstimate(state, 'Strong', 'Weak');
    const weakHome = gapEstimate(state, 'Weak', 'Strong');
    expect(strongHome.home).toBeGreaterThan(weakHome.home + 1);
    expect(strongHome.away).toBeLessThan(weakHome.away);
    expect(strongHome.home).toBeGreaterThan(strongHome.away);
  });

  it('starts a promoted side at the average ratings of the relegated sides', () => {
    const state = createGapState({ lambda: 0.5, phi: 0.5 });
    startGapSeason(state, ['A', 'B', 'C']);
    recordGapMatch(state, 'A', 'B', { home: 4, away: 0 });
    recordGapMatch(state, 'C', 'A', { home: 0, away: 2 });
    const b = { ...state.ratings.B };
    const c = { ...state.ratings.C };
    startGapSeason(state, ['A', 'D']);
    expect(state.ratings.D?.homeAttack).toBeCloseTo(
      ((b.homeAttack ?? 0) + (c.homeAttack ?? 0)) / 2,
      12,
    );
    expect(state.ratings.D?.awayDefence).toBeCloseTo(
      ((b.awayDefence ?? 0) + (c.awayDefence ?? 0)) / 2,
      12,
    );
    // A stayed: unchanged.
    expect(state.ratings.A?.homeAttack).toBeGreaterThan(0);
  });

  it('starts a team never seen at the mean of what sides made so far', () => {
    const state = createGapState({ lambda: 0.5, phi: 0.5 });
    recordGapMatch(state, 'A', 'B', { home: 3, away: 1 });
    expect(gapEstimate(state, 'X', 'Y')).toEqual({ home: 2, away: 2 });
  });
});
