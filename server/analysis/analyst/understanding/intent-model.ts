import { hashSeed, seededRandom } from '../../../matches/match-clock';

// The intent classifier's model: a softmax regression over a question's words, its pairs of
// words and the character n-grams of its words (3 to 5 letters, the way fastText reads words),
// trained at start on the corpus. The character n-grams are what carry a typo'd or inflected
// word ("predction", "ganarán") to the words the corpus has; bench:analyst measures it against
// NLP.js's network on the same corpus (bench/README.md, round 9).

export interface RankedIntent<Label extends string> {
  intent: Label;
  /** The model's probability of this intent, in [0, 1]; the ranking sums to 1. */
  score: number;
}

export interface IntentModel<Label extends string> {
  /** Every label, most probable first. `text` is normalized the way the examples were. */
  rank(text: string): Array<RankedIntent<Label>>;
}

export interface TrainingOptions {
  /** Passes over the examples (the held-out figures stop moving at about 8; with typo'd
   * copies of each example and the writers' questions beside the corpus, at about 3). */
  epochs: number;
  /** Adagrad's step. */
  learningRate: number;
  /** Copies of each example learnt with typos in some of its words (typoCopy). */
  typoCopies: number;
}

const DEFAULTS: TrainingOptions = { epochs: 3, learningRate: 0.5, typoCopies: 1 };

/**
 * The example with the slips fans make in about a third of its words: a letter dropped, two
 * letters swapped, a letter doubled, or the vowels left out ("prbly"). The character n-grams
 * of a typo'd question then meet n-grams the model has learnt (bench/README.md, round 11).
 */
export function typoCopy(text: string, random: () => number): string {
  return text
    .split(' ')
    .map((word) => {
      if (word.length < 4 || random() >= 0.35) return word;
      const at = 1 + Math.floor(random() * (word.length - 2));
      const slip = random();
      if (slip < 0.3) return word.slice(0, at) + word.slice(at + 1);
      if (slip < 0.6) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      if (slip < 0.8) return word.slice(0, at + 1) + word.slice(at);
      return (word[0] ?? '') + word.slice(1).replace(/[aeiou]/g, '');
    })
    .join(' ');
}

/** The features a text is read as: words, word pairs, and each word's character n-grams. */
export function textFeatures(text: string): string[] {
  const words = text.split(' ').filter(Boolean);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(`w ${word}`);
    const next = words[i + 1];
    if (next) features.add(`p ${word} ${next}`);
    const padded = `<${word}>`;
    for (let n = 3; n <= 5; n++)
      for (let start = 0; start + n <= padded.length; start++)
        features.add(`c ${padded.slice(start, start + n)}`);
  });
  return [...features];
}

export function trainIntentModel<Label extends string>(
  examples: ReadonlyArray<readonly [text: string, label: Label]>,
  options: Partial<TrainingOptions> = {},
): IntentModel<Label> {
  const { epochs, learningRate, typoCopies } = { ...DEFAULTS, ...options };
  const labels = [...new Set(examples.map(([, label]) => label))];
  const classes = labels.length;
  const featureIndex = new Map<string, number>();
  // Each example's typos and place in the order come from its own text, so adding or removing
  // one example leaves every other one as it was (a shared random stream would reshuffle them
  // all, and move the held-out figures by half a point for a one-line change).
  const withTypos = examples.flatMap(([text, label]) => {
    const slips = seededRandom(hashSeed(text));
    return [
      [text, label] as const,
      ...Array.from({ length: typoCopies }, () => [typoCopy(text, slips), label] as const),
    ];
  });
  const encoded = withTypos.map(([text, label], n) => ({
    seed: hashSeed(`${text}|${n % (typoCopies + 1)}`),
    features: Int32Array.from(textFeatures(text), (feature) => {
      let index = featureIndex.get(feature);
      if (index === undefined) {
        index = featureIndex.size;
        featureIndex.set(feature, index);
      }
      return index;
    }),
    label: labels.indexOf(label),
  }));

  // weights[feature * classes + class]; a text's features are weighted 1/√n so long and
  // short questions score on one scale.
  const weights = new Float32Array(featureIndex.size * classes);
  const bias = new Float32Array(classes);
  const probabilities = new Float64Array(classes);
  const predict = (features: Int32Array) => {
    const weight = 1 / Math.sqrt(features.length || 1);
    probabilities.set(bias);
    for (const feature of features) {
      const row = feature * classes;
      for (let k = 0; k < classes; k++)
        probabilities[k] = (probabilities[k] ?? 0) + (weights[row + k] ?? 0) * weight;
    }
    let max = Number.NEGATIVE_INFINITY;
    for (const p of probabilities) max = Math.max(max, p);
    let sum = 0;
    for (let k = 0; k < classes; k++) {
      probabilities[k] = Math.exp((probabilities[k] ?? 0) - max);
      sum += probabilities[k] ?? 0;
    }
    for (let k = 0; k < classes; k++) probabilities[k] = (probabilities[k] ?? 0) / sum;
    return weight;
  };

  // Adagrad: each weight's step shrinks with the gradients it has seen, so rare features
  // (a typo's n-grams) still learn. Each pass takes the examples in an order drawn from their
  // own seeds: the same corpus always trains the same model.
  const squaredGradients = new Float32Array(weights.length).fill(1e-8);
  const gradient = new Float64Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const place = encoded.map(({ seed }) => seededRandom(seed + epoch * 0x9e3779b9)());
    const order = encoded.map((_, i) => i).sort((a, b) => (place[a] ?? 0) - (place[b] ?? 0));
    for (const n of order) {
      const { features, label } = encoded[n] as (typeof encoded)[number];
      const weight = predict(features);
      // An example the model already gets right, all but surely, has nothing left to teach.
      if ((probabilities[label] ?? 0) > 0.99) continue;
      for (let k = 0; k < classes; k++) {
        gradient[k] = (probabilities[k] ?? 0) - (k === label ? 1 : 0);
        bias[k] = (bias[k] ?? 0) - 0.1 * (gradient[k] ?? 0);
      }
      for (const feature of features) {
        const row = feature * classes;
        for (let k = 0; k < classes; k++) {
          const g = (gradient[k] ?? 0) * weight;
          // A class the example all but rules out learns nothing worth the time.
          if (Math.abs(g) < 1e-5) continue;
          const j = row + k;
          squaredGradients[j] = (squaredGradients[j] ?? 0) + g * g;
          weights[j] = (weights[j] ?? 0) - (learningRate * g) / Math.sqrt(squaredGradients[j] ?? 1);
        }
      }
    }
  }

  return {
    rank(text) {
      const features = Int32Array.from(
        textFeatures(text)
          .map((feature) => featureIndex.get(feature))
          .filter((index) => index !== undefined),
      );
      predict(features);
      return labels
        .map((intent, k) => ({ intent, score: probabilities[k] ?? 0 }))
        .sort((a, b) => b.score - a.score);
    },
  };
}
