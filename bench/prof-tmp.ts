import { loadCorpus } from '../server/analysis/analyst/understanding/classifier';
import {
  textFeatures,
  trainIntentModel,
} from '../server/analysis/analyst/understanding/intent-model';
import { normalizeText } from '../server/analysis/analyst/understanding/normalize';

for (const lang of ['en', 'es'] as const) {
  const c = loadCorpus(lang);
  const ex = Object.entries(c).flatMap(([i, u]) =>
    (u ?? []).map((t) => [normalizeText(t.replaceAll('@team', ' ')), i] as const),
  );
  let t = performance.now();
  const n = ex.reduce((s, [x]) => s + textFeatures(x).length, 0);
  console.log(
    lang,
    ex.length,
    'examples',
    n / ex.length,
    'features avg',
    (performance.now() - t).toFixed(0),
    'ms features',
  );
  for (const epochs of [0, 1, 3]) {
    t = performance.now();
    trainIntentModel(ex as any, { epochs });
    console.log(' epochs', epochs, (performance.now() - t).toFixed(0), 'ms');
  }
}
