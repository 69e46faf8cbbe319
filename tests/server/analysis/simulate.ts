import type { ScoredMatch } from '../../../server/analysis/dixon-coles';
import { scorelineMatrix } from '../../../server/analysis/scoreline';
import { seededRandom } from '../../../server/matches/match-clock';

export interface TrueParameters {
  attack: Record<string, number>;
  defence: Record<string, number>;
  intercept: number;
  homeAdvantage: number;
  rho: number;
}

/** Seasons of double round robins with scores drawn from the Dixon–Coles model itself. */
export function simulateLeague(
  truth: TrueParameters,
  options: { seasons: number; firstDate: string; seed: number },
): ScoredMatch[] {
  const random = seededRandom(options.seed);
  const teams = Object.keys(truth.attack);
  const matches: ScoredMatch[] = [];
  let day = Date.parse(options.firstDate);
  for (let s = 0; s < options.seasons; s++) {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const lambda = Math.exp(
          truth.intercept +
            truth.homeAdvantage +
            (truth.attack[home] ?? 0) -
            (truth.defence[away] ?? 0),
        );
        const nu = Math.exp(
          truth.intercept + (truth.attack[away] ?? 0) - (truth.defence[home] ?? 0),
        );
        const { probabilities } = scorelineMatrix(lambda, nu, truth.rho, 12);
        let u = random();
        let score = { h: 0, a: 0 };
        search: for (let h = 0; h < probabilities.length; h++) {
          const row = probabilities[h] ?? [];
          for (let a = 0; a < row.length; a++) {
            u -= row[a] ?? 0;
            score = { h, a };
            if (u <= 0) break search;
          }
        }
        matches.push({
          date: new Date(day).toISOString().slice(0, 10),
          homeTeam: home,
          awayTeam: away,
          homeGoals: score.h,
          awayGoals: score.a,
        });
        day += 86_400_000 / 4;
      }
    }
  }
  return matches;
}
