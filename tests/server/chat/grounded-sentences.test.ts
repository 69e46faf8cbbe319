import { describe, expect, it } from 'vitest';
import { claimFacts } from '../../../server/analysis/analyst/claims';
import { factsCheck, groundedSentences } from '../../../server/analysis/analyst/grounded-sentences';
import { checkGrounding, groundingIndex } from '../../../server/analysis/analyst/grounding';
import { sampleFacts } from './analyst-facts';

const index = groundingIndex([{ home: 0.4719, expectedGoals: 1.6234 }]);
const gate = (language: 'en' | 'es' = 'en') =>
  groundedSentences(
    (s) => ({ unsupported: checkGrounding(s, index).unsupported, falseClaims: [] }),
    language,
  );

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

  it('holds back a sentence whose figures are right but whose claim is false, and says so', () => {
    // Arsenal 1612, Chelsea 1540: every figure is in the facts either way round.
    const facts = sampleFacts();
    const check = factsCheck(() => groundingIndex([facts]), claimFacts(facts));
    const g = groundedSentences(check, 'en');
    const out =
      g.push('Chelsea rate higher on Elo: 1540 against 1612. ') +
      g.push('Arsenal rate higher on Elo: 1612 against 1540. ') +
      g.push('Chelsea are the favourites.') +
      g.flush();
    expect(out).toBe(
      'I have left out a statement the match data does not bear out. Arsenal rate higher on Elo: 1612 against 1540. ',
    );
    expect(g.rejected).toEqual([
      {
        sentence: 'Chelsea rate higher on Elo: 1540 against 1612.',
        unsupported: [],
        falseClaims: ['higher on Elo: 1540 against 1612 (1540 is below 1612)'],
      },
      {
        sentence: 'Chelsea are the favourites.',
        unsupported: [],
        falseClaims: [expect.stringMatching(/^Chelsea are the favourites \(Arsenal is likelier/)],
      },
    ]);
    const es = groundedSentences(check, 'es');
    expect(es.push('El Chelsea tiene mejor Elo: 1540 frente a 1612. ')).toBe(
      'He omitido una afirmación que los datos del partido no respaldan. ',
    );
    // A made-up figure is named as such, whatever the claim.
    const both = groundedSentences(check, 'en');
    expect(both.push('Chelsea rate higher on Elo: 1540 against 4321. ')).toBe(
      'I have left out a figure I could not check against the match data. ',
    );
  });
});
