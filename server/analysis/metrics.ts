import type { OutcomeProbabilities } from './scoreline';

export type MatchOutcome = 'H' | 'D' | 'A';

/**
 * Ranked Probability Score of a 1X2 forecast (outcomes ordered home, draw, away): the mean
 * squared distance between forecast and observed cumulative distributions. 0 is perfect,
 * 1 is a certain forecast of a home win when the away side won.
 */
export function rankedProbabilityScore(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const oHome = outcome === 'H' ? 1 : 0;
  const oHomeOrDraw = outcome === 'A' ? 0 : 1;
  const c1 = p.home - oHome;
  const c2 = p.home + p.draw - oHomeOrDraw;
  return (c1 * c1 + c2 * c2) / 2;
}

/** Natural-log loss of the observed outcome, with probabilities floored at 1e-15. */
export function logLoss(p: OutcomeProbabilities, outcome: MatchOutcome): number {
  const q = outcome === 'H' ? p.home : outcome === 'D' ? p.draw : p.away;
  return -Math.log(Math.max(q, 1e-15));
}

/** Sum of implied probabilities minus 1: the bookmaker's margin. */
export function overround(odds: { home: number; draw: number; away: number }): number {
  return 1 / odds.home + 1 / odds.draw + 1 / odds.away - 1;
}

export type OddsNormalisation = 'proportional' | 'shin';

/**
 * Probabilities implied by decimal 1X2 odds with the overround removed. 'proportional' scales
 * the implied probabilities to sum to 1; 'shin' uses Shin's insider-trading model, which
 * takes more margin off long shots than off favourites.
 */
export function normaliseOdds(
  odds: { home: number; draw: number; away: number },
  method: OddsNormalisation = 'proportional',
): OutcomeProbabilities {
  for (const v of [odds.home, odds.draw, odds.away]) {
    if (!(v > 1) || !Number.isFinite(v)) throw new RangeError(`decimal odds must exceed 1: ${v}`);
  }
  const implied = [1 / odds.home, 1 / odds.draw, 1 / odds.away] as const;
  const booksum = implied[0] + implied[1] + implied[2];
  if (method === 'proportional' || booksum <= 1) {
    return {
      home: implied[0] / booksum,
      draw: implied[1] / booksum,
      away: implied[2] / booksum,
    };
  }
  const shin = (z: number) =>
    implied.map((pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / booksum) - z) / (2 * (1 - z)));
  const total = (z: number) => shin(z).reduce((a, b) => a + b, 0);
  // total(z) falls from booksum at z = 0 through 1; bisection finds where it equals 1.
  let lo = 0;
  let hi = 0.5;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > 1) lo = mid;
    else hi = mid;
  }
  const [home = 0, draw = 0, away = 0] = shin((lo + hi) / 2);
  const sum = home + draw + away;
  return { home: home / sum, draw: draw / sum, away: away / sum };
}
