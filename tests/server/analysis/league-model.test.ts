import { describe, expect, it } from 'vitest';
import {
  fitLeagueModel,
  type LeagueMatch,
  OUTCOME_STACKS,
  predictMatch,
  seasonChanges,
} from '../../../server/analysis/league-model';
import { stackedOutcome } from '../../../server/analysis/outcome-stack';
import { outcomeProbabilities } from '../../../server/analysis/scoreline';
import { simulateLeague, type TrueParameters } from './simulate';

function truthFor(teams: string[]): TrueParameters {
  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  teams.forEach((t, i) => {
    attack[t] = 0.3 - (0.6 * i) / (teams.length - 1);
    defence[t] = 0.25 - (0.5 * i) / (teams.length - 1);
  });
  return { attack, defence, intercept: 0.1, homeAdvantage: 0.25, rho: -0.08 };
}

const firstTeams = Array.from({ length: 10 }, (_, i) => `Club ${i}`);
const secondTeams = [...firstTeams.slice(0, 8), 'Promoted A', 'Promoted B'];
const tag = (season: string, matches: ReturnType<typeof simulateLeague>): LeagueMatch[] =>
  matches.map((m) => ({ ...m, season }));
const history: LeagueMatch[] = [
  ...tag(
    '2021-22',
    simulateLeague(truthFor(firstTeams), { seasons: 2, firstDate: '2021-08-01', seed: 1 }),
  ),
  ...tag(
    '2022-23',
    simulateLeague(truthFor(firstTeams), { seasons: 2, firstDate: '2022-08-01', seed: 2 }),
  ),
];
const nextSeason = { asOf: '2023-08-01', season: '2023-24', teams: secondTeams };

describe('seasonChanges', () => {
  it('finds the promoted and relegated teams between seasons', () => {
    expect(seasonChanges(history, nextSeason)).toEqual({
      newcomers: ['Promoted A', 'Promoted B'],
      leavers: ['Club 8', 'Club 9'],
    });
  });

  it('finds none in the first season it knows', () => {
    expect(seasonChanges([], nextSeason)).toEqual({ newcomers: [], leavers: [] });
  });
});

describe('fitLeagueModel and predictMatch', () => {
  const model = fitLeagueModel(history, nextSeason);

  it('rates promoted teams like the relegated ones rather than like an average team', () => {
    const { attack, defence } = model.dixonColes;
    const relegated = ((attack['Club 8'] ?? 0) + (attack['Club 9'] ?? 0)) / 2;
    expect(relegated).toBeLessThan(-0.15);
    expect(attack['Promoted A']).toBeCloseTo(0.8 * relegated, 6);
    expect(defence['Promoted B']).toBeCloseTo(
      (0.8 * ((defence['Club 8'] ?? 0) + (defence['Club 9'] ?? 0))) / 2,
      6,
    );
    expect(model.elo?.ratings['Promoted A']).toBeCloseTo(
      ((model.elo?.ratings['Club 8'] ?? 0) + (model.elo?.ratings['Club 9'] ?? 0)) / 2,
      9,
    );
  });

  it('gives a 1X2 that sums to 1 and agrees with its own scoreline matrix', () => {
    const p = predictMatch(model, 'Club 0', 'Promoted A');
    expect(p.outcome.home + p.outcome.draw + p.outcome.away).toBeCloseTo(1, 12);
    const fromMatrix = outcomeProbabilities(p.scoreline);
    expect(fromMatrix.home).toBeCloseTo(p.outcome.home, 12);
    expect(fromMatrix.draw).toBeCloseTo(p.outcome.draw, 12);
    expect(p.overUnder25.over + p.overUnder25.under).toBeCloseTo(1, 12);
    expect(p.bothTeamsToScore.yes + p.bothTeamsToScore.no).toBeCloseTo(1, 12);
    expect(p.outcome.home).toBeGreaterThan(0.6);
  });

  it('stacks the Dixon–Coles and Elo 1X2 with the GAP ratings the source has', () => {
    const p = predictMatch(model, 'Club 2', 'Club 5');
    const { dixonColes, elo, gap, stacked } = p.components;
    // The simulated league has goals only: the goals basis's stack, GAP of goals alone.
    expect(model.basis).toBe('goals');
    expect(model.stack).toBe(OUTCOME_STACKS.goals);
    expect(stacked).toBe(true);
    expect(gap.goals).not.toBe(0);
    expect(gap.corners).toBe(0);
    // The favourite curve: the cube of Dixon–Coles' log odds of a home over an away win.
    const curve = Math.log(dixonColes.home / dixonColes.away) ** 3;
    const expected = stackedOutcome(
      OUTCOME_STACKS.goals,
      [dixonColes, elo ?? dixonColes],
      [gap.goals, curve],
    );
    expect(p.outcome.home).toBeCloseTo(expected.home, 12);
    expect(p.outcome.away).toBeCloseTo(expected.away, 12);
    // The stronger side at home is rated to make more goals than it allows.
    expect(gap.goals).toBeGreaterThan(0);
  });

  it('blends the Dixon–Coles and Elo 1X2 with the documented weight (the fixed blend)', () => {
    const fixed = fitLeagueModel(history, nextSeason, { fixedBlend: 1 });
    const p = predictMatch(fixed, 'Club 2', 'Club 5');
    const { dixonColes, elo, eloWeight } = p.components;
    expect(p.components.stacked).toBe(false);
    expect(eloWeight).toBe(0.2);
    expect(elo).not.toBeNull();
    // then sharpened: each outcome raised to the power 1.12 and renormalised
    const blend = (k: 'home' | 'draw' | 'away') =>
      (0.8 * dixonColes[k] + 0.2 * (elo?.[k] ?? 0)) ** 1.12;
    const total = blend('home') + blend('draw') + blend('away');
    expect(fixed.sharpen).toBe(1.12);
    expect(p.outcome.home).toBeCloseTo(blend('home') / total, 12);
    expect(p.outcome.away).toBeCloseTo(blend('away') / total, 12);
    // sharpening moves the favourite up
    expect(p.outcome.home > p.outcome.away).toBe(blend('home') > blend('away'));
  });

  it('can run as pure Dixon–Coles', () => {
    const pure = fitLeagueModel(history, nextSeason, { eloWeight: 0, sharpen: 1 });
    const p = predictMatch(pure, 'Club 2', 'Club 5');
    expect(pure.elo).toBeNull();
    expect(p.outcome).toEqual(p.components.dixonColes);
  });

  it('does not look ahead: results on or after the date change nothing', () => {
    const future = tag(
      '2023-24',
      simulateLeague(truthFor(secondTeams), { seasons: 1, firstDate: '2023-08-01', seed: 9 }),
    );
    const withFuture = fitLeagueModel([...history, ...future], nextSeason);
    const a = predictMatch(model, 'Club 1', 'Promoted B');
    const b = predictMatch(withFuture, 'Club 1', 'Promoted B');
    expect(b.outcome.home).toBeCloseTo(a.outcome.home, 12);
    expect(b.expectedGoals.away).toBeCloseTo(a.expectedGoals.away, 12);
  });

  it('gives the same answer with or without a warm start', () => {
    const later = { ...nextSeason, asOf: '2023-08-02' };
    const cold = fitLeagueModel(history, later);
    const warm = fitLeagueModel(history, later, {}, model);
    expect(warm.dixonColes.attack['Club 3']).toBeCloseTo(cold.dixonColes.attack['Club 3'] ?? 0, 6);
    expect(warm.dixonColes.rho).toBeCloseTo(cold.dixonColes.rho, 6);
  });
});
