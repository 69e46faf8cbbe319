import { describe, expect, it } from 'vitest';
import {
  fitLeagueModel,
  type LeagueMatch,
  OUTCOME_STACKS,
  predictMatch,
} from '../../../server/analysis/league-model';
import { impliedGoalRates, impliedGoalsFromOdds } from '../../../server/analysis/market-goals';
import { outcomeProbabilities, poissonMatrix } from '../../../server/analysis/scoreline';

describe('impliedGoalRates', () => {
  it.each([
    [1.5, 1.1],
    [2.6, 0.5],
    [0.7, 2.1],
    [1, 1],
  ])('finds the Poisson rates %s and %s again from their own 1X2', (home, away) => {
    const rates = impliedGoalRates(outcomeProbabilities(poissonMatrix(home, away)));
    expect(rates?.home).toBeCloseTo(home, 2);
    expect(rates?.away).toBeCloseTo(away, 2);
  });

  it('reads a favourite from the prices: more goals for the side the odds favour', () => {
    const rates = impliedGoalsFromOdds({ home: 1.6, draw: 4.0, away: 6.0 });
    expect(rates).not.toBeNull();
    expect(rates?.home).toBeGreaterThan(1.5);
    expect(rates?.away).toBeLessThan(1);
  });

  it('has no rates for missing or impossible odds', () => {
    expect(impliedGoalsFromOdds(null)).toBeNull();
    expect(impliedGoalsFromOdds({ home: 2.1, draw: null, away: 3.4 })).toBeNull();
    expect(impliedGoalsFromOdds({ home: 1, draw: 3.3, away: 3.4 })).toBeNull();
    expect(impliedGoalRates({ home: 0.6, draw: 0, away: 0.4 })).toBeNull();
  });
});

// Six clubs play each other at home and away, every pairing once a week for a season: the
// results are all draws 1-1, so only the prices tell the clubs apart.
const clubs = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
function season(priceOf: (home: string, away: string) => LeagueMatch['marketGoals']) {
  const matches: LeagueMatch[] = [];
  let day = Date.parse('2023-08-05');
  for (let round = 0; round < 6; round++) {
    for (const home of clubs) {
      for (const away of clubs) {
        if (home === away) continue;
        matches.push({
          date: new Date(day).toISOString().slice(0, 10),
          season: '2023-24',
          homeTeam: home,
          awayTeam: away,
          homeGoals: 1,
          awayGoals: 1,
          marketGoals: priceOf(home, away),
        });
      }
      day += 86_400_000;
    }
  }
  return matches;
}
const context = { asOf: '2024-06-01', season: '2023-24', teams: clubs };

describe('the bookmakers’ implied goals as a rating', () => {
  // The market always made Alpha the strong side and Foxtrot the weak one.
  const strength = (team: string) => (team === 'Alpha' ? 0.6 : team === 'Foxtrot' ? -0.6 : 0);
  const priced = season((home, away) => ({
    home: 1.3 * Math.exp(strength(home) - strength(away) / 2),
    away: 1.1 * Math.exp(strength(away) - strength(home) / 2),
  }));

  it('rates a side the prices favoured above one they did not, on the same results', () => {
    const model = fitLeagueModel(priced, context);
    expect(model.prices).toBe(true);
    expect(model.stack).toBe(OUTCOME_STACKS.goals_and_prices);
    const p = predictMatch(model, 'Alpha', 'Foxtrot');
    expect(p.components.gap.market_goals).toBeGreaterThan(0.5);
    expect(predictMatch(model, 'Foxtrot', 'Alpha').components.gap.market_goals).toBeLessThan(0);
  });

  it('uses the stack without prices when most matches had none', () => {
    const model = fitLeagueModel(
      season(() => null),
      context,
    );
    expect(model.prices).toBe(false);
    expect(model.stack).toBe(OUTCOME_STACKS.goals);
    expect(predictMatch(model, 'Alpha', 'Foxtrot').components.gap.market_goals).toBe(0);
  });
});
