import { describe, expect, it } from 'vitest';
import {
  compilePhrases,
  KIND_PHRASES,
  MEETING_PHRASES,
  type PhraseList,
  STANDINGS_PHRASES,
  TIME_FRAME_PHRASES,
  VENUE_PHRASES,
} from '../../../../server/analysis/analyst/asks/phrases';

// Each slot's values are told apart by their phrases: a phrase two values claim would make the
// reading depend on the order the lists happen to be in.
const SLOTS: Record<string, Record<string, PhraseList>> = {
  'time frame': TIME_FRAME_PHRASES,
  meetings: MEETING_PHRASES,
  standings: STANDINGS_PHRASES,
  'named kinds': KIND_PHRASES,
  venue: VENUE_PHRASES,
};

/** The values of a slot that claim the same phrase, in one language. */
function claimedTwice(values: Record<string, PhraseList>, language: 'en' | 'es') {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const [value, list] of Object.entries(values)) {
    for (const phrase of list[language]) {
      const other = owner.get(phrase);
      if (other && other !== value) clashes.push(`"${phrase}": ${other} and ${value}`);
      owner.set(phrase, value);
    }
  }
  return clashes;
}

describe('phrase lists', () => {
  it.each(Object.entries(SLOTS))(
    'no two values of the %s slot claim the same phrase',
    (_, values) => {
      expect(claimedTwice(values, 'en')).toEqual([]);
      expect(claimedTwice(values, 'es')).toEqual([]);
    },
  );

  it('finds a clash when two values share a phrase', () => {
    const clashing = { a: { en: ['top four'], es: [] }, b: { en: ['top four'], es: [] } };
    expect(claimedTwice(clashing, 'en')).toEqual(['"top four": a and b']);
  });

  it('matches whole words only', () => {
    const lider = compilePhrases({ en: [], es: ['lider'] }).es;
    expect(lider.test('quien es el lider de la liga')).toBe(true);
    expect(lider.test('liderato')).toBe(false);
  });
});
