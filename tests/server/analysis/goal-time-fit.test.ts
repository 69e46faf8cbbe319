import { describe, expect, it } from 'vitest';
import { fitGoalTime, type HalfTimeSample } from '../../../server/analysis/goal-time-fit';
import { seededRandom } from '../../../server/matches/match-clock';

function poisson(random: () => number, lambda: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  const u = random();
  while (u > cdf && k < 30) {
    k++;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

describe('fitGoalTime', () => {
  it("recovers the first-half shares and a leader's slower second half from simulated matches", () => {
    const random = seededRandom(7);
    const samples: HalfTimeSample[] = [];
    for (let i = 0; i < 40_000; i++) {
      const rates = { home: 1 + random(), away: 0.7 + random() };
      const ht = {
        home: poisson(random, rates.home * 0.42),
        away: poisson(random, rates.away * 0.46),
      };
      const lead = ht.home - ht.away;
      // Leaders score at 0.8 of their rate after the break, the others at 1.1.
      const factor = (own: number) => (own > 0 ? 0.8 : own < 0 ? 1.1 : 1);
      samples.push({
        rates,
        halfTime: ht,
        finalScore: {
          home: ht.home + poisson(random, rates.home * 0.58 * factor(lead)),
          away: ht.away + poisson(random, rates.away * 0.54 * factor(-lead)),
        },
      });
    }
    const fit = fitGoalTime(samples);
    // The half-goal share of all goals differs from 0.42 because the second half depends on the
    // score; within a few percent either way.
    expect(fit.firstHalfShare.home).toBeGreaterThan(0.38);
    expect(fit.firstHalfShare.home).toBeLessThan(0.46);
    expect(fit.firstHalfShare.away).toBeGreaterThan(fit.firstHalfShare.home);
    const [down2 = 0, down1 = 0, level = 1, up1 = 0, up2 = 0] = fit.secondHalfFactor.home;
    expect(up1 / level).toBeCloseTo(0.8, 1);
    expect(up2 / level).toBeCloseTo(0.8, 1);
    expect(down1 / level).toBeCloseTo(1.1, 1);
    expect(down2).toBeGreaterThan(level);
  });
});
