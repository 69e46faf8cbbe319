import { readFileSync } from 'node:fs';
import { type Language, languages } from '../../../../contracts/language';
import { type IntentModel, trainIntentModel } from './intent-model';
import { normalizeText } from './normalize';
import { CONVERSATION_INTENTS, type Intent, TOPIC_INTENTS } from './understanding';

// The intent classifier: a softmax regression per language (intent-model.ts), trained at start
// from the corpus in corpus/{en,es}.json (intent → example questions) and, since round 12, the
// questions outside writers asked (corpus/asked-{en,es}.json). It replaced NLP.js's neural
// network in round 9: on the same corpus it reads 75-80% of the bench's held-out intents alone
// where NLP.js read 59-67%; with the writers' questions, 84% (bench/README.md). Training takes
// well under the 2 s budget (bench:analyst prints it); nothing is saved to disk.

export type Corpus = Partial<Record<Intent, string[]>>;

const KNOWN = new Set<string>([...TOPIC_INTENTS, ...CONVERSATION_INTENTS]);

/** The hand-written corpus (corpus/{language}.json) and the questions outside writers asked
 * (corpus/asked-{language}.json, written by `npm run corpus:asked` from the bench's dev part). */
export function loadCorpus(language: Language, { asked = true } = {}): Corpus {
  const corpus: Record<string, string[]> = {};
  for (const file of [`${language}.json`, ...(asked ? [`asked-${language}.json`] : [])]) {
    const url = new URL(`./corpus/${file}`, import.meta.url);
    const lines = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string[]>;
    for (const [intent, utterances] of Object.entries(lines)) {
      if (!KNOWN.has(intent)) throw new Error(`corpus/${file}: unknown intent ${intent}`);
      corpus[intent] = [...(corpus[intent] ?? []), ...utterances];
    }
  }
  return corpus as Corpus;
}

export interface Classification {
  intent: Intent | 'None';
  score: number;
  language: Language;
  /** Every intent the classifier scored, best first (the first is `intent`). */
  ranked?: ReadonlyArray<{ intent: Intent | 'None'; score: number }>;
}

export interface IntentClassifier {
  /** `text` must already be normalized (normalize.ts). */
  classify(text: string, language: Language): Promise<Classification>;
}

export async function trainClassifier(
  corpora: Record<Language, Corpus> = { en: loadCorpus('en'), es: loadCorpus('es') },
): Promise<IntentClassifier> {
  const models = Object.fromEntries(
    languages.map((language) => [
      language,
      trainIntentModel<Intent>(
        Object.entries(corpora[language]).flatMap(([intent, utterances]) =>
          (utterances ?? []).map(
            // "@team" marks where a club's name goes; the classifier never sees club names.
            (utterance) =>
              [normalizeText(utterance.replaceAll('@team', ' ')), intent as Intent] as const,
          ),
        ),
      ),
    ]),
  ) as Record<Language, IntentModel<Intent>>;
  return {
    async classify(text, language) {
      const ranked = models[language].rank(text);
      const [best] = ranked;
      return { intent: best?.intent ?? 'None', score: best?.score ?? 0, language, ranked };
    },
  };
}
