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

describe('club nicknames', () => {
  it('name a side of the match, in English and Spanish', async () => {
    expect(
      await entities('¿marcan los colchoneros?', 'es', 'Ath Madrid', 'Valencia'),
    ).toMatchObject({ team: 'home' });
    expect(await entities('¿gana el Che?', 'es', 'Ath Madrid', 'Valencia')).toMatchObject({
      team: 'away',
    });
    expect(await entities('¿ganan los nervionenses?', 'es', 'Betis', 'Sevilla')).toMatchObject({
      team: 'away',
    });
    expect(await entities('will the Toffees score?', 'en', 'Everton', 'Arsenal')).toMatchObject({
      team: 'home',
    });
    expect(await entities('will the Bianconeri win?', 'en', 'Inter', 'Juventus')).toMatchObject({
      team: 'away',
    });
  });

  it('name a club outside the match', async () => {
    expect(await entities('and the Toffees?', 'en', 'Arsenal', 'Chelsea')).toMatchObject({
      otherClub: 'Everton',
    });
    expect(await entities('¿y los vikingos?', 'es', 'Ath Madrid', 'Valencia')).toMatchObject({
      otherClub: 'Real Madrid',
    });
    expect(await entities('how are Los Che doing?', 'en', 'Sevilla', 'Betis')).toMatchObject({
      otherClub: 'Valencia',
    });
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
