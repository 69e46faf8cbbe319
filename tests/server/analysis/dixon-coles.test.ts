import { describe, expect, it } from 'vitest';
import {
  expectedGoals,
  fitDixonColes,
  lowScoreFactor,
  type ScoredMatch,
} from '../../../server/analysis/dixon-coles';
import { predictScoreline } from '../../../server/analysis/scoreline';
import { seededRandom } from '../../../server/matches/match-clock';
import { simulateLeague, type TrueParameters } from './simulate';

function makeTruth(teams: number, seed: number): TrueParameters {
  const random = seededRandom(seed);
  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  for (let t = 0; t < teams; t++) {
    attack[`Team ${t}`] = (random() - 0.5) * 0.8;
    defence[`Team ${t}`] = (random() - 0.5) * 0.8;
  }
  // centre them: the model pins the average team at 0
  const centre = (r: Record<string, number>) => {
    const mean = Object.values(r).reduce((a, b) => a + b, 0) / teams;
    for (const k of Object.keys(r)) r[k] = (r[k] ?? 0) - mean;
  };
  centre(attack);
  centre(defence);
  return { attack, defence, intercept: 0.1, homeAdvantage: 0.3, rho: -0.1 };
}

const truth = makeTruth(20, 7);
const simulated = simulateLeague(truth, { seasons: 40, firstDate: '2010-01-01', seed: 42 });
const asOf = '2030-01-01';
const noDecay = { asOf, xi: 0, windowDays: 100_000, priorSd: 10 };

describe('fitDixonColes', () => {
  const fit = fitDixonColes(simulated, noDecay);

  it('recovers attack, defence, home advantage and rho of simulated matches', () => {
    expect(fit.matches).toBe(40 * 380);
    expect(fit.converged).toBe(true);
    let squared = 0;
    for (const team of Object.keys(truth.attack)) {
      const da = (fit.attack[team] ?? 0) - (truth.attack[team] ?? 0);
      const dd = (fit.defence[team] ?? 0) - (truth.defence[team] ?? 0);
      expect(Math.abs(da)).toBeLessThan(0.1);
      expect(Math.abs(dd)).toBeLessThan(0.1);
      squared += da * da + dd * dd;
    }
    expect(Math.sqrt(squared / 40)).toBeLessThan(0.04);
    expect(Math.abs(fit.intercept - truth.intercept)).toBeLessThan(0.03);
    expect(Math.abs(fit.homeAdvantage - truth.homeAdvantage)).toBeLessThan(0.03);
    expect(Math.abs(fit.rho - truth.rho)).toBeLessThan(0.03);
  });

  it('stays at the optimum when warm-started from it', () => {
    const again = fitDixonColes(simulated, { ...noDecay, init: fit });
    expect(again.objective).toBeCloseTo(fit.objective, 6);
    expect(again.iterations).toBeLessThanOrEqual(2);
    // Fitting from scratch and from a warm start land on the same ratings.
    for (const team of fit.teams) {
      expect(again.attack[team]).toBeCloseTo(fit.attack[team] ?? 0, 5);
    }
  });

  it('favours a much stronger home side', () => {
    const teams = Object.keys(truth.attack);
    const strength = (t: string) => (truth.attack[t] ?? 0) + (truth.defence[t] ?? 0);
    const strongest = teams.reduce((a, b) => (strength(a) > strength(b) ? a : b));
    const weakest = teams.reduce((a, b) => (strength(a) < strength(b) ? a : b));
    const goals = expectedGoals(fit, strongest, weakest);
    const prediction = predictScoreline(goals.home, goals.away, fit.rho);
    expect(goals.home).toBeGreaterThan(goals.away * 2);
    expect(prediction.outcome.home).toBeGreaterThan(0.7);
    expect(prediction.outcome.home).toBeGreaterThan(prediction.outcome.away * 5);
  });

  it('gives symmetric teams at a neutral venue symmetric probabilities', () => {
    // A and B have identical records against C and D and draw with each other.
    const rows: Array<[string, string, number, number]> = [
      ['A', 'B', 1, 1],
      ['B', 'A', 1, 1],
      ['A', 'C', 2, 0],
      ['B', 'C', 2, 0],
      ['C', 'A', 1, 1],
      ['C', 'B', 1, 1],
      ['A', 'D', 3, 1],
      ['B', 'D', 3, 1],
      ['D', 'A', 0, 2],
      ['D', 'B', 0, 2],
      ['C', 'D', 1, 0],
      ['D', 'C', 2, 2],
    ];
    const matches = rows.map(([homeTeam, awayTeam, homeGoals, awayGoals], i) => ({
      date: `2024-01-${String(i + 1).padStart(2, '0')}`,
      homeTeam,
      awayTeam,
      homeGoals,
      awayGoals,
    }));
    const small = fitDixonColes(matches, { asOf: '2024-02-01', xi: 0 });
    expect(small.attack.A).toBeCloseTo(small.attack.B ?? Number.NaN, 6);
    expect(small.defence.A).toBeCloseTo(small.defence.B ?? Number.NaN, 6);
    const goals = expectedGoals(small, 'A', 'B', { neutral: true });
    const p = predictScoreline(goals.home, goals.away, small.rho).outcome;
    expect(p.home).toBeCloseTo(p.away, 9);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    // With home advantage the same pairing leans to the home side.
    const home = expectedGoals(small, 'A', 'B');
    expect(home.home).toBeGreaterThan(home.away);
  });

  it('uses only matches strictly before asOf', () => {
    const cut = simulated[2000]?.date ?? '';
    const before = fitDixonColes(simulated, { ...noDecay, asOf: cut });
    const onlyPast = simulated.filter((m) => m.date < cut);
    const same = fitDixonColes(onlyPast, { ...noDecay, asOf: cut });
    expect(before.matches).toBe(onlyPast.length);
    expect(before.objective).toBeCloseTo(same.objective, 8);
    expect(before.attack['Team 3']).toBeCloseTo(same.attack['Team 3'] ?? Number.NaN, 8);
  });

  it('weights recent matches more with time decay', () => {
    // X loses 0-3 to Y for a year, then wins 3-0 for a month.
    const matches: ScoredMatch[] = [];
    for (let d = 0; d < 365; d += 7) {
      const date = new Date(Date.UTC(2022, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      matches.push({ date, homeTeam: 'X', awayTeam: 'Y', homeGoals: 0, awayGoals: 3 });
    }
    for (let d = 0; d < 30; d += 3) {
      const date = new Date(Date.UTC(2023, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      matches.push({ date, homeTeam: 'X', awayTeam: 'Y', homeGoals: 3, awayGoals: 0 });
    }
    const strength = (xi: number) => {
      const f = fitDixonColes(matches, { asOf: '2023-02-01', xi, priorSd: 2 });
      return (f.attack.X ?? 0) - (f.attack.Y ?? 0);
    };
    expect(strength(0)).toBeLessThan(0);
    expect(strength(0.02)).toBeGreaterThan(0);
  });

  it('leaves out matches beyond the window', () => {
    const f = fitDixonColes(simulated, { asOf: simulated[3800]?.date ?? '', windowDays: 100 });
    expect(f.matches).toBeGreaterThan(0);
    expect(f.matches).toBeLessThan(500);
  });

  it('puts a team without matches at the average of the teams it borrows from', () => {
    const seasonOne = simulated.slice(0, 380);
    const f = fitDixonColes(seasonOne, {
      asOf: '2011-01-01',
      teams: ['Newcomer'],
      teamPriors: { Newcomer: { meanOf: ['Team 0', 'Team 1', 'Team 2'], scale: 0.8, sd: 0.2 } },
    });
    const mean = (r: Record<string, number>) =>
      (0.8 * ((r['Team 0'] ?? 0) + (r['Team 1'] ?? 0) + (r['Team 2'] ?? 0))) / 3;
    expect(f.attack.Newcomer).toBeCloseTo(mean(f.attack), 6);
    expect(f.defence.Newcomer).toBeCloseTo(mean(f.defence), 6);
    // Without such a prior a team with no matches sits at 0, the league average.
    const plain = fitDixonColes(seasonOne, { asOf: '2011-01-01', teams: ['Newcomer'] });
    expect(plain.attack.Newcomer).toBeCloseTo(0, 9);
  });

  it('refits a three-season window in well under a second', () => {
    const window = simulated.slice(0, 3 * 380);
    const started = performance.now();
    const f = fitDixonColes(window, { asOf: '2013-01-01' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(f.converged).toBe(true);
  });

  it('rejects teams it has not rated', () => {
    const f = fitDixonColes(simulated.slice(0, 380), { asOf: '2011-01-01' });
    expect(() => expectedGoals(f, 'Team 0', 'Nobody')).toThrow(/Nobody/);
  });
});

describe('lowScoreFactor', () => {
  it('corrects only 0-0, 0-1, 1-0 and 1-1', () => {
    expect(lowScoreFactor(0, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 + 1.5 * 1.2 * 0.1, 12);
    expect(lowScoreFactor(0, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.15, 12);
    expect(lowScoreFactor(1, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.12, 12);
    expect(lowScoreFactor(1, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1.1, 12);
    expect(lowScoreFactor(2, 1, 1.5, 1.2, -0.1)).toBe(1);
  });
});
