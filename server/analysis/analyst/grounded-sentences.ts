import type { Language } from '../../../contracts/language';
import { type Claim, type ClaimFacts, falseClaims } from './claims';
import { checkGrounding, type GroundingIndex, type NumberMention } from './grounding';

// Streamed text held back sentence by sentence: a sentence goes out once it is complete, every
// number in it is grounded (grounding.ts) and no claim in it is shown false (claims.ts). One
// that fails is replaced by a short honest line (once per answer; later failing sentences are
// dropped), so neither a made-up figure nor a wrong comparison reaches the user.

const LEFT_OUT: Record<'figure' | 'claim', Record<Language, string>> = {
  figure: {
    en: 'I have left out a figure I could not check against the match data.',
    es: 'He omitido una cifra que no he podido comprobar con los datos del partido.',
  },
  claim: {
    en: 'I have left out a statement the match data does not bear out.',
    es: 'He omitido una afirmación que los datos del partido no respaldan.',
  },
};

// A sentence ends at . ! ? … followed by white space (so 1.62 does not end one), or a line end.
const SENTENCE_END = /[.!?…](?=\s)\s*|\n\s*/g;

/** What is wrong with one sentence: figures its sources do not back, claims they show false. */
export interface SentenceFaults {
  unsupported: readonly NumberMention[];
  falseClaims: readonly Claim[];
}

/** A sentence held back, as logged: its unsupported figures and its false claims (with why). */
export interface RejectedSentence {
  sentence: string;
  unsupported: string[];
  falseClaims?: string[];
}

/** The check both analysts run: the figures against `index()` (read for each sentence, as the
 * openai analyst's grows with every tool result), the claims against the match's facts. */
export function factsCheck(
  index: () => GroundingIndex,
  claims: ClaimFacts,
): (sentence: string) => SentenceFaults {
  return (sentence) => ({
    unsupported: checkGrounding(sentence, index()).unsupported,
    falseClaims: falseClaims(sentence, claims),
  });
}

export interface GroundedSentences {
  /** Takes more streamed text; returns what may be sent now (possibly ''). */
  push(text: string): string;
  /** The rest once the stream is over. */
  flush(): string;
  /** The rest when the stream failed: sent only when it passes, without the honest line. */
  flushGrounded(): string;
  /** Sentences held back so far. */
  readonly rejected: ReadonlyArray<RejectedSentence>;
}

const passes = (faults: SentenceFaults) =>
  faults.unsupported.length === 0 && faults.falseClaims.length === 0;

export function groundedSentences(
  check: (sentence: string) => SentenceFaults,
  language: Language,
): GroundedSentences {
  let pending = '';
  let apologised = false;
  const rejected: RejectedSentence[] = [];

  const release = (sentence: string): string => {
    const faults = check(sentence);
    if (passes(faults)) return sentence;
    const { unsupported, falseClaims: claims } = faults;
    rejected.push({
      sentence: sentence.trim(),
      unsupported: unsupported.map((m) => m.text),
      ...(claims.length > 0 && { falseClaims: claims.map((c) => `${c.text} (${c.why})`) }),
    });
    if (apologised) return '';
    apologised = true;
    const trailing = /\s*$/.exec(sentence)?.[0] ?? '';
    return `${LEFT_OUT[unsupported.length > 0 ? 'figure' : 'claim'][language]}${trailing}`;
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
      return passes(check(rest)) ? rest : '';
    },
    rejected,
  };
}
