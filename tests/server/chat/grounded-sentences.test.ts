import { describe, expect, it } from 'vitest';
import { groundedSentences } from '../../../server/analysis/analyst/grounded-sentences';
import { checkGrounding, groundingIndex } from '../../../server/analysis/analyst/grounding';

const index = groundingIndex([{ home: 0.4719, expectedGoals: 1.6234 }]);
const gate = (language: 'en' | 'es' = 'en') =>
  groundedSentences((s) => checkGrounding(s, index).unsupported, language);

describe('groundedSentences', () => {
  it('sends a sentence once it is complete, never splitting at a decimal point', () => {
    const g = gate();
    expect(g.push('Arsenal: 4')).toBe('');
    expect(g.push('7%, xG 1.')).toBe('');
    expect(g.push('62. Then')).toBe('Arsenal: 47%, xG 1.62. ');
    expect(g.push(' more\nNext')).toBe('Then more\n');
    expect(g.flush()).toBe('Next');
    expect(g.rejected).toEqual([]);
  });

  it('replaces the first unsupported sentence with one honest line and drops the rest', () => {
    const g = gate('es');
    const out =
      g.push('El Arsenal: 47 %. Gana 3-0 seguro. ') + g.push('Un 80 % de victorias. ') + g.flush();
    expect(out).toBe(
      'El Arsenal: 47 %. He omitido una cifra que no he podido comprobar con los datos del partido. ',
    );
    expect(g.rejected.map((r) => r.unsupported)).toEqual([['3-0'], ['80 %']]);
  });

  it('after a failure sends the rest only when it is grounded', () => {
    const g = gate();
    g.push('Arsenal at 48%');
    expect(g.flushGrounded()).toBe('');
    g.push('Arsenal at 47%');
    expect(g.flushGrounded()).toBe('Arsenal at 47%');
  });
});
