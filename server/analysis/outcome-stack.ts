// biome-ignore-all lint/style/noNonNullAssertion: small dense arrays, indices in bounds by construction
import { solveSymmetricPositiveDefinite } from './linear-algebra';
import type { OutcomeProbabilities } from './scoreline';

/**
 * A stacked 1X2: a multinomial logit whose score for each outcome k ∈ {home, draw, away} is
 *   Σ_m weight_m · log p_m(k)  +  bias_k  +  Σ_j coef_{k,j} · feature_j
 * over the component forecasts p_m (Dixon–Coles, Elo…) and match features (e.g. GAP rating
 * differences), draw as the reference (bias and coefficients 0). Weights summing above 1
 * sharpen, as the fixed blend's power did. Fitted by maximum likelihood on past forecasts only.
 */
export interface OutcomeStack {
  /** Names of the component forecasts, in order. */
  components: string[];
  /** Names of the features, in order. */
  features: string[];
  weights: number[];
  bias: { home: number; away: number };
  coefficients: { home: number[]; away: number[] };
}

export interface StackSample {
  components: OutcomeProbabilities[];
  features: number[];
  outcome: 'H' | 'D' | 'A';
  weight?: number;
}

const KEYS = ['home', 'draw', 'away'] as const;
const FLOOR = 1e-6;

/** The class feature vectors of one sample in the parameter layout
 * [weights…, bias home, bias away, coef home…, coef away…]. */
function design(components: OutcomeProbabilities[], features: number[]): Float64Array[] {
  const m = components.length;
  const f = features.length;
  const size = m + 2 + 2 * f;
  return KEYS.map((key, k) => {
    const row = new Float64Array(size);
    components.forEach((p, c) => {
      row[c] = Math.log(Math.max(p[key], FLOOR));
    });
    if (k === 0) row[m] = 1;
    if (k === 2) row[m + 1] = 1;
    for (let j = 0; j < f; j++) {
      if (k === 0) row[m + 2 + j] = features[j]!;
      if (k === 2) row[m + 2 + f + j] = features[j]!;
    }
    return row;
  });
}

function softmax(rows: Float64Array[], theta: Float64Array): number[] {
  const u = rows.map((row) => row.reduce((s, v, q) => s + v * theta[q]!, 0));
  const top = Math.max(...u);
  const e = u.map((v) => Math.exp(v - top));
  const total = e[0]! + e[1]! + e[2]!;
  return e.map((v) => v / total);
}

function toStack(
  theta: Float64Array,
  componentNames: string[],
  featureNames: string[],
): OutcomeStack {
  const m = componentNames.length;
  const f = featureNames.length;
  return {
    components: [...componentNames],
    features: [...featureNames],
    weights: Array.from(theta.subarray(0, m)),
    bias: { home: theta[m]!, away: theta[m + 1]! },
    coefficients: {
      home: Array.from(theta.subarray(m + 2, m + 2 + f)),
      away: Array.from(theta.subarray(m + 2 + f, m + 2 + 2 * f)),
    },
  };
}

function toTheta(stack: OutcomeStack): Float64Array {
  return Float64Array.from([
    ...stack.weights,
    stack.bias.home,
    stack.bias.away,
    ...stack.coefficients.home,
    ...stack.coefficients.away,
  ]);
}

/** The stacked 1X2 of one match. */
export function stackedOutcome(
  stack: OutcomeStack,
  components: OutcomeProbabilities[],
  features: number[],
): OutcomeProbabilities {
  const [home, draw, away] = softmax(design(components, features), toTheta(stack));
  return { home: home!, draw: draw!, away: away! };
}

/**
 * Maximum-likelihood fit by Newton's method (the log-likelihood is concave), with a small
 * ridge penalty (`ridge`, on every parameter but the weights' sum) that keeps it solvable.
 * Starts from equal weights summing to 1 and no features.
 */
export function fitOutcomeStack(
  samples: readonly StackSample[],
  names: { components: string[]; features: string[] },
  ridge = 1e-3,
): OutcomeStack {
  const m = names.components.length;
  const f = names.features.length;
  const size = m + 2 + 2 * f;
  const theta = new Float64Array(size);
  for (let c = 0; c < m; c++) theta[c] = 1 / m;
  const rows = samples.map((s) => design(s.components, s.features));
  const target = samples.map((s) => (s.outcome === 'H' ? 0 : s.outcome === 'D' ? 1 : 2));
  const logLikelihood = (t: Float64Array) => {
    let total = 0;
    rows.forEach((r, i) => {
      const p = softmax(r, t);
      total += (samples[i]!.weight ?? 1) * Math.log(Math.max(p[target[i]!]!, 1e-300));
    });
    let penalty = 0;
    for (let q = m; q < size; q++) penalty += t[q]! * t[q]!;
    return total - 0.5 * ridge * penalty;
  };
  let value = logLikelihood(theta);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Float64Array(size);
    const h = new Float64Array(size * size);
    rows.forEach((r, i) => {
      const w = samples[i]!.weight ?? 1;
      const p = softmax(r, theta);
      const mean = new Float64Array(size);
      for (let k = 0; k < 3; k++) for (let q = 0; q < size; q++) mean[q]! += p[k]! * r[k]![q]!;
      const y = r[target[i]!]!;
      for (let q = 0; q < size; q++) g[q]! += w * (y[q]! - mean[q]!);
      for (let k = 0; k < 3; k++) {
        const rk = r[k]!;
        for (let a = 0; a < size; a++) {
          const da = rk[a]! - mean[a]!;
          if (da === 0) continue;
          for (let b = 0; b < size; b++) h[a * size + b]! += w * p[k]! * da * (rk[b]! - mean[b]!);
        }
      }
    });
    for (let q = 0; q < size; q++) {
      h[q * size + q]! += q >= m ? ridge : 1e-9;
      if (q >= m) g[q]! -= ridge * theta[q]!;
    }
    const step = solveSymmetricPositiveDefinite(h, g, size);
    if (!step) break;
    let improved = false;
    const trial = new Float64Array(size);
    for (let t = 1, halvings = 0; halvings < 30; halvings++, t /= 2) {
      for (let q = 0; q < size; q++) trial[q] = theta[q]! + t * step[q]!;
      const v = logLikelihood(trial);
      if (v >= value) {
        improved = v - value > 1e-9;
        theta.set(trial);
        value = v;
        break;
      }
    }
    if (!improved) break;
  }
  return toStack(theta, names.components, names.features);
}
