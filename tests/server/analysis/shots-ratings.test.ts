import { describe, expect, it } from 'vitest';
import {
  fitDixonColes,
  rateCovariance,
  type ScoredMatch,
} from '../../../server/analysis/dixon-coles';
import {
  fitLeagueModel,
  type LeagueMatch,
  predictMatch,
} from '../../../server/analysis/league-model';

// Hand-made leagues: four teams meeting home and away every week.
const TEAMS = ['A', 'B', 'C', 'D'];

function league(
  weeks: number,
  score: (home: string, away: string, week: number) => [number, number],
  shots?: (home: string, away: string, week: number) => [number, number],
): LeagueMatch[] {
  const matches: LeagueMatch[] = [];
  for (let w = 0; w < weeks; w++) {
    const date = new Date(Date.UTC(2022, 0, 1) + w * 7 * 86_400_000).toISOString().slice(0, 10);
    for (const home of TEAMS) {
      for (const away of TEAMS) {
        if (home === away) continue;
        const [homeGoals, awayGoals] = score(home, away, w);
        const sot = shots?.(home, away, w);
        matches.push({
          date,
          season: '2022',
          homeTeam: home,
          awayTeam: away,
          homeGoals,
          awayGoals,
          shotsOnTarget: sot ? { home: sot[0], away: sot[1] } : null,
        });
      }
    }
  }
  return matches;
}

// Goals alternate 1-1 / 2-0 / 0-2 so every side scores the same; A shoots on target three
// times as often as B, C and D (it finishes badly), all others shoot alike.
const evenGoals = (_h: string, _a: string, w: number): [number, number] =>
  w % 3 === 0 ? [1, 1] : w % 3 === 1 ? [2, 0] : [0, 2];
const aShootsMore = (h: string, a: string): [number, number] => [
  h === 'A' ? 9 : 3,
  a === 'A' ? 9 : 3,
];

const options = { asOf: '2024-01-01', xi: 0, windowDays: 10_000, priorSd: 10 };

describe('Dixon–Coles on goals mixed with shots on target', () => {
  const matches = league(30, evenGoals, aShootsMore);

  it('rates a side that shoots more higher once shots count, and not on goals alone', () => {
    const goalsOnly = fitDixonColes(matches, options);
    const mixed = fitDixonColes(matches, { ...options, shotsOnTargetShare: 0.5 });
    expect(Math.abs((goalsOnly.attack.A ?? 0) - (goalsOnly.attack.B ?? 0))).toBeLessThan(1e-6);
    expect((mixed.attack.A ?? 0) - (mixed.attack.B ?? 0)).toBeGreaterThan(0.3);
    // Nobody concedes differently: defences stay level.
    expect(Math.abs((mixed.defence.B ?? 0) - (mixed.defence.C ?? 0))).toBeLessThan(1e-6);
    expect(mixed.statsWeightShare).toBe(1);
    expect(goalsOnly.statsWeightShare).toBe(0);
  });

  it('keeps the league’s scoring level: shots are turned into goals at the window’s rate', () => {
    const goalsOnly = fitDixonColes(matches, options);
    const mixed = fitDixonColes(matches, { ...options, shotsOnTargetShare: 1 });
    const meanRate = (f: typeof mixed) => {
      let total = 0;
      for (const m of matches) {
        total += Math.exp(
          f.intercept +
            f.homeAdvantage +
            (f.attack[m.homeTeam] ?? 0) -
            (f.defence[m.awayTeam] ?? 0),
        );
        total += Math.exp(f.intercept + (f.attack[m.awayTeam] ?? 0) - (f.defence[m.homeTeam] ?? 0));
      }
      return total / (2 * matches.length);
    };
    expect(meanRate(mixed)).toBeCloseTo(meanRate(goalsOnly), 6);
  });

  it('fits matches without statistics on their goals', () => {
    const bare: ScoredMatch[] = matches.map(({ shotsOnTarget: _s, ...m }) => m);
    const goalsOnly = fitDixonColes(bare, options);
    const asked = fitDixonColes(bare, { ...options, shotsOnTargetShare: 0.5 });
    expect(asked.objective).toBeCloseTo(goalsOnly.objective, 10);
    expect(asked.attack.A).toBeCloseTo(goalsOnly.attack.A ?? Number.NaN, 10);
    expect(asked.statsWeightShare).toBe(0);
  });

  it('mixes corners in the same way when asked', () => {
    const withCorners = matches.map((m) => ({
      ...m,
      shotsOnTarget: null,
      corners: { home: m.homeTeam === 'A' ? 9 : 3, away: m.awayTeam === 'A' ? 9 : 3 },
    }));
    const goalsOnly = fitDixonColes(withCorners, options);
    const mixed = fitDixonColes(withCorners, { ...options, cornersShare: 0.5 });
    expect(Math.abs((goalsOnly.attack.A ?? 0) - (goalsOnly.attack.B ?? 0))).toBeLessThan(1e-6);
    expect((mixed.attack.A ?? 0) - (mixed.attack.B ?? 0)).toBeGreaterThan(0.3);
    expect(mixed.statsWeightShare).toBe(1);
  });

  it('reads ρ from the real scores, not from the mixed targets', () => {
    const goalsOnly = fitDixonColes(matches, options);
    const mixed = fitDixonColes(matches, { ...options, shotsOnTargetShare: 0.5 });
    expect(mixed.rho).not.toBe(0);
    expect(Math.sign(mixed.rho)).toBe(Math.sign(goalsOnly.rho));
  });
});

describe('the league model’s basis and uncertainty', () => {
  const context = { asOf: '2024-01-01', season: '2022', teams: TEAMS };

  it('says it used shots when the history has them, goals only when not', () => {
    const withShots = fitLeagueModel(league(30, evenGoals, aShootsMore), context, {
      shotsOnTargetShare: 0.5,
    });
    const without = fitLeagueModel(league(30, evenGoals), context, { shotsOnTargetShare: 0.5 });
    expect(withShots.basis).toBe('goals_and_shots');
    expect(without.basis).toBe('goals');
    expect(predictMatch(without, 'A', 'B').basis).toBe('goals');
    // Each basis has its stack: with statistics, GAP ratings of all four; without, of goals
    // (neither history has prices, so neither stack reads the bookmakers' implied goals).
    expect(withShots.stack?.features).toEqual([
      'goals',
      'shots_on_target',
      'shots',
      'corners',
      'favourite_curve',
    ]);
    expect(without.stack?.features).toEqual(['goals', 'favourite_curve']);
    // A shoots on target three times as often as B: its GAP log ratio at home says so.
    expect(predictMatch(withShots, 'A', 'B').components.gap.shots_on_target).toBeGreaterThan(0.5);
    expect(predictMatch(without, 'A', 'B').components.gap.shots_on_target).toBe(0);
  });

  it('is less sure of ratings fitted on fewer matches', () => {
    // Varied scores so the ratings are uncertain rather than pinned.
    const score = (h: string, a: string, w: number): [number, number] => [
      (w + TEAMS.indexOf(h)) % 3,
      (w * 2 + TEAMS.indexOf(a)) % 3,
    ];
    const sd = (weeks: number) => {
      const model = fitLeagueModel(league(weeks, score), context, { eloWeight: 0, xi: 0 });
      const cov = rateCovariance(model.dixonColes, 'A', 'B');
      const u = predictMatch(model, 'A', 'B').uncertainty;
      expect(cov?.home).toBeGreaterThan(0);
      return u.outcomeSd?.home ?? Number.NaN;
    };
    const few = sd(4);
    const many = sd(40);
    expect(few).toBeGreaterThan(0);
    expect(many).toBeLessThan(few / 2);
  });

  it('rates the forecast less sure when its two models disagree', () => {
    const model = fitLeagueModel(league(30, evenGoals, aShootsMore), context, {
      shotsOnTargetShare: 1,
      eloWeight: 0.5,
    });
    // Dixon–Coles rates A up on its shots; Elo sees only level results.
    const p = predictMatch(model, 'A', 'B');
    expect(p.uncertainty.spread?.home).toBeGreaterThan(0.05);
    expect(p.uncertainty.level).not.toBe('high');
  });
});
