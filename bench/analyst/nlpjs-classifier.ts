import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { type Language, languages } from '../../contracts/language';
import {
  type Corpus,
  type IntentClassifier,
  loadCorpus,
} from '../../server/analysis/analyst/understanding/classifier';
import { normalizeText } from '../../server/analysis/analyst/understanding/normalize';
import type { Intent } from '../../server/analysis/analyst/understanding/understanding';

// The baseline bench:analyst measures the understanding against: NLP.js's neural network per
// language (the classifier the understanding used until round 9), trained on the same corpus.

// NLP.js's network per intent, stopped after 40 passes over the corpus: bench:analyst's
// held-out figures are the same as training to convergence (NLP.js's default, some 150-230
// passes on the 1,800-line corpus), at a quarter of the CPU (about 1 s instead of 4).
const NETWORK = { className: 'NeuralNlu', iterations: 40 };

export async function trainNlpjsClassifier(
  corpora: Record<Language, Corpus> = { en: loadCorpus('en'), es: loadCorpus('es') },
): Promise<IntentClassifier> {
  const container = await containerBootstrap();
  container.use(LangEn);
  container.use(LangEs);
  // NLP.js's Spanish stemmer folds "marcador" (scoreline) into "marc", the stem of "marcar"
  // (to score): "¿marca el Barça?" then reads as an exact-score question. Its own exception
  // list keeps the noun apart.
  const spanish = container.get('stemmer-es') as { dictionary: { before: Record<string, string> } };
  Object.assign(spanish.dictionary.before, { marcador: 'marcador', marcadores: 'marcador' });
  const nlp = new Nlp({
    container,
    languages: [...languages],
    autoSave: false,
    autoLoad: false,
    calculateSentiment: false,
    // We apply our own threshold (understand.ts): keep the raw scores.
    threshold: 0,
    // (NLP.js takes className out of the object it is given: one object per language.)
    nlu: Object.fromEntries(languages.map((language) => [language, { default: { ...NETWORK } }])),
    log: false,
  });
  for (const language of languages) {
    for (const [intent, utterances] of Object.entries(corpora[language])) {
      for (const utterance of utterances ?? []) {
        // "@team" marks where a club's name goes; the classifier never sees club names.
        const text = normalizeText(utterance.replaceAll('@team', ' '));
        nlp.addDocument(language, text, intent);
      }
    }
  }
  await silently(() => nlp.train());

  return {
    async classify(text, language) {
      const result = await nlp.process(language, text);
      return {
        intent: result.intent as Intent | 'None',
        score: result.score,
        language,
        ranked: result.classifications.map((c) => ({
          intent: c.intent as Intent | 'None',
          score: c.score,
        })),
      };
    },
  };
}

// NLP.js prints every training epoch with console.log whatever its log setting.
async function silently<T>(run: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await run();
  } finally {
    console.log = log;
  }
}
