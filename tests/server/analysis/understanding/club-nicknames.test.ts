import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../../contracts/language';
import {
  createUnderstander,
  type Understander,
} from '../../../../server/analysis/analyst/understanding/understand';

// The understanding with the clubs module's names (server/matches/clubs/club-list.ts), as the
// analyst runs it: nicknames fans type name a side within a match and a club outside it;
// nicknames several clubs share never name the wrong one.

let understander: Understander;
beforeAll(async () => {
  understander = await createUnderstander();
});

const entities = async (question: string, language: Language, home: string, away: string) =>
  (await understander.understand({ question, language, match: { home, away }, history: [] }))
    .entities;

type Case = [question: string, language: Language, home: string, away: string, expected: object];

describe('club nicknames', () => {
  it('name a side of the match, in English and Spanish', async () => {
    const cases: Case[] = [
      ['¿marcan los colchoneros?', 'es', 'Ath Madrid', 'Valencia', { team: 'home' }],
      ['¿gana el Che?', 'es', 'Ath Madrid', 'Valencia', { team: 'away' }],
      ['¿ganan los nervionenses?', 'es', 'Betis', 'Sevilla', { team: 'away' }],
      ['will the Toffees score?', 'en', 'Everton', 'Arsenal', { team: 'home' }],
      ['will the Bianconeri win?', 'en', 'Inter', 'Juventus', { team: 'away' }],
    ];
    for (const [question, language, home, away, expected] of cases)
      expect(await entities(question, language, home, away), question).toMatchObject(expected);
  });

  it('name a club outside the match', async () => {
    const cases: Case[] = [
      ['and the Toffees?', 'en', 'Arsenal', 'Chelsea', { otherClub: 'Everton' }],
      ['¿y los vikingos?', 'es', 'Ath Madrid', 'Valencia', { otherClub: 'Real Madrid' }],
      ['how are Los Che doing?', 'en', 'Sevilla', 'Betis', { otherClub: 'Valencia' }],
    ];
    for (const [question, language, home, away, expected] of cases)
      expect(await entities(question, language, home, away), question).toMatchObject(expected);
  });

  it('name the club of the match that has a shared nickname, and no club otherwise', async () => {
    // "Blues": Chelsea's in Arsenal v Chelsea, nobody's in Chelsea v Everton or outside a match.
    expect(await entities('will the Blues win?', 'en', 'Arsenal', 'Chelsea')).toMatchObject({
      team: 'away',
    });
    const both = await entities('will the Blues win?', 'en', 'Chelsea', 'Everton');
    expect(both.team).toBeUndefined();
    expect(both.otherClub).toBeUndefined();
    const outside = await entities('how are the Blues doing?', 'en', 'Arsenal', 'Liverpool');
    expect(outside.team).toBeUndefined();
    expect(outside.otherClub).toBeUndefined();
    // "Bianconeri": Juventus and Udinese both.
    expect((await entities('will the Bianconeri win?', 'en', 'Juventus', 'Udinese')).team).toBe(
      undefined,
    );
  });
});
