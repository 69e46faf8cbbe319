import type { Language } from '../../../contracts/language';
import type { NumberMention } from './grounding';

// Streamed text held back sentence by sentence: a sentence goes out once it is complete and
// every number in it is grounded. One that is not is replaced by a short honest line (once per
// answer; later failing sentences are dropped), so a made-up figure never reaches the user.

const LEFT_OUT: Record<Language, string> = {
  en: 'I have left out a figure I could not check against the match data.',
  es: 'He omitido una cifra que no he podido comprobar con los datos del partido.',
};

// A sentence ends at . ! ? … followed by white space (so 1.62 does not end one), or a line end.
const SENTENCE_END = /[.!?…](?=\s)\s*|\n\s*/g;

export interface GroundedSentences {
  /** Takes more streamed text; returns what may be sent now (possibly ''). */
  push(text: string): string;
  /** The rest once the stream is over. */
  flush(): string;
  /** The rest when the stream failed: sent only when grounded, without the honest line. */
  flushGrounded(): string;
  /** Sentences held back so far, with their unsupported numbers. */
  readonly rejected: ReadonlyArray<{ sentence: string; unsupported: string[] }>;
}

export function groundedSentences(
  check: (sentence: string) => NumberMention[],
  language: Language,
): GroundedSentences {
  let pending = '';
  let apologised = false;
  const rejected: Array<{ sentence: string; unsupported: string[] }> = [];

  const release = (sentence: string): string => {
    const unsupported = check(sentence);
    if (unsupported.length === 0) return sentence;
    rejected.push({ sentence: sentence.trim(), unsupported: unsupported.map((m) => m.text) });
    if (apologised) return '';
    apologised = true;
    const trailing = /\s*$/.exec(sentence)?.[0] ?? '';
    return `${LEFT_OUT[language]}${trailing}`;
  };

  return {
    push(text) {
      pending += text;
      let out = '';
      let start = 0;
      SENTENCE_END.lastIndex = 0;
      for (let m = SENTENCE_END.exec(pending); m; m = SENTENCE_END.exec(pending)) {
        const end = m.index + m[0].length;
        out += release(pending.slice(start, end));
        start = end;
      }
      pending = pending.slice(start);
      return out;
    },
    flush() {
      const rest = pending;
      pending = '';
      return rest.trim() === '' ? rest : release(rest);
    },
    flushGrounded() {
      const rest = pending;
      pending = '';
      return check(rest).length === 0 ? rest : '';
    },
    rejected,
  };
}
