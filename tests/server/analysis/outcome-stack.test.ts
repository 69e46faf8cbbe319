import { describe, expect, it } from 'vitest';
import {
  fitOutcomeStack,
  type StackSample,
  stackedOutcome,
} from '../../../server/analysis/outcome-stack';
import type { OutcomeProbabilities } from '../../../server/analysis/scoreline';

// Deterministic pseudo-random numbers (a linear congruential generator).
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return s / 4_294_967_296;
  };
}

const flatten = (p: OutcomeProbabilities, power: number): OutcomeProbabilities => {
  const h = p.home ** power;
  const d = p.draw ** power;
  const a = p.away ** power;
  return { home: h / (h + d + a), draw: d / (h + d + a), away: a / (h + d + a) };
};

/** Matches whose outcome is drawn from a known 1X2 that moves with a hidden strength. */
function matches(count: number, seed: number) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const strength = next() * 2 - 1;
    const home = 0.45 + 0.35 * strength;
    const away = 0.3 - 0.25 * strength;
    const truth = { home, draw: 1 - home - away, away };
    const u = next();
    const outcome: 'H' | 'D' | 'A' = u < truth.home ? 'H' : u < truth.home + truth.draw ? 'D' : 'A';
    return { truth, strength, outcome, noise: flatten(truth, next() * 0.2) };
  });
}

describe('stacked 1X2', () => {
  it('puts the weight on the informative forecast, not the noise', () => {
    const data = matches(6000, 1);
    const samples: StackSample[] = data.map((m) => ({
      components: [m.truth, m.noise],
      features: [],
      outcome: m.outcome,
    }));
    const stack = fitOutcomeStack(samples, { components: ['truth', 'noise'], features: [] });
    expect(stack.weights[0]).toBeGreaterThan(0.7);
    expect(stack.weights[0]).toBeLessThan(1.3);
    expect(Math.abs(stack.weights[1] ?? 1)).toBeLessThan(0.4);
  });

  it('sharpens an under-confident forecast (weight above 1)', () => {
    const data = matches(6000, 2);
    const samples: StackSample[] = data.map((m) => ({
      components: [flatten(m.truth, 0.5)],
      features: [],
      outcome: m.outcome,
    }));
    const stack = fitOutcomeStack(samples, { components: ['flat'], features: [] });
    expect(stack.weights[0]).toBeGreaterThan(1.5);
    expect(stack.weights[0]).toBeLessThan(2.6);
  });

  it('learns a feature the forecasts miss: home wins rise with it', () => {
    const data = matches(6000, 3);
    const uniform = { home: 1 / 3, draw: 1 / 3, away: 1 / 3 };
    const samples: StackSample[] = data.map((m) => ({
      components: [uniform],
      features: [m.strength],
      outcome: m.outcome,
    }));
    const stack = fitOutcomeStack(samples, { components: ['uniform'], features: ['strength'] });
    expect(stack.coefficients.home[0]).toBeGreaterThan(0.5);
    expect(stack.coefficients.away[0]).toBeLessThan(-0.5);
    const strong = stackedOutcome(stack, [uniform], [0.9]);
    const weak = stackedOutcome(stack, [uniform], [-0.9]);
    expect(strong.home).toBeGreaterThan(weak.home + 0.3);
    expect(strong.home + strong.draw + strong.away).toBeCloseTo(1, 12);
  });

  it('with weight 1 and nothing else returns the component unchanged', () => {
    const p = { home: 0.5, draw: 0.3, away: 0.2 };
    const out = stackedOutcome(
      {
        components: ['only'],
        features: [],
        weights: [1],
        bias: { home: 0, away: 0 },
        coefficients: { home: [], away: [] },
      },
      [p],
      [],
    );
    expect(out.home).toBeCloseTo(0.5, 12);
    expect(out.draw).toBeCloseTo(0.3, 12);
    expect(out.away).toBeCloseTo(0.2, 12);
  });
});
