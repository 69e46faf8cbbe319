import { describe, expect, it } from 'vitest';
import { matchFactsFor } from '../../../bench/analyst/match-facts';
import {
  type Claim,
  checkClaims,
  claimFacts,
  falseClaims,
} from '../../../server/analysis/analyst/claims';
import { unsupportedNumbers } from '../../../server/analysis/analyst/grounding';
import { sampleFacts } from '../chat/analyst-facts';
import { knowledgeFacts } from '../chat/knowledge-facts';

// Arsenal (home, the 1X2 favourites at 47/27/26) v Chelsea, Elo 1324 against 1371: the user's
// case, where Arsenal lead the 1X2 but trail on Elo.
const eloFacts = sampleFacts({
  strength: {
    home: { elo: 1324.2, attack: 0.253, conceded: -0.148 },
    away: { elo: 1370.8, attack: 0.051, conceded: 0.02 },
  },
});
const elo = claimFacts(eloFacts);

const verdicts = (sentence: string, facts = elo) =>
  checkClaims(sentence, facts).map((c) => [c.kind, c.verdict]);
const isFalse = (sentence: string, facts = elo) => falseClaims(sentence, facts).length > 0;

describe('the Elo comparison a user caught', () => {
  it('rejects "Arsenal also rate higher on Elo: 1324 against 1371", whose figures are all right', () => {
    const sentence = 'Arsenal also rate higher on Elo: 1324 against 1371.';
    // The number check alone lets it through: that is the bug.
    expect(unsupportedNumbers(sentence, [eloFacts])).toEqual([]);
    expect(falseClaims(sentence, elo)).toEqual([
      {
        kind: 'comparison',
        text: 'higher on Elo: 1324 against 1371',
        verdict: 'false',
        why: '1324 is below 1371',
      },
    ]);
    expect(isFalse('El Arsenal también tiene mejor Elo: 1324 frente a 1371.')).toBe(true);
  });

  it('keeps the true comparison, in English and Spanish', () => {
    for (const sentence of [
      'Chelsea also rate higher on Elo: 1371 against 1324.',
      'Arsenal rate lower on Elo: 1324 against 1371.',
      'El Chelsea también tiene mejor Elo: 1371 frente a 1324.',
      'El Arsenal tiene peor Elo: 1324 frente a 1371.',
    ]) {
      expect(verdicts(sentence), sentence).toEqual([['comparison', 'true']]);
    }
  });

  it("rejects the right direction with the teams' figures swapped", () => {
    // 1371 > 1324 as written, but 1371 is Chelsea's rating, not Arsenal's.
    expect(falseClaims('Arsenal rate higher on Elo: 1371 against 1324.', elo)[0]?.why).toBe(
      "1371 is Chelsea's and 1324 Arsenal's",
    );
    expect(isFalse('El Arsenal tiene mejor Elo: 1371 frente a 1324.')).toBe(true);
    // Handed out by name, the figures are read as the sentence gives them.
    expect(isFalse('Chelsea 1371 against Arsenal 1324: Arsenal rate lower on Elo.')).toBe(false);
    expect(isFalse('Chelsea 1324 against Arsenal 1371: Arsenal rate higher on Elo.')).toBe(true);
  });
});

describe('comparisons', () => {
  const facts = claimFacts(sampleFacts());

  it('checks the word against its figures whatever joins them', () => {
    const cases: Array<[string, boolean]> = [
      ["Arsenal's Elo of 1612 is higher than Chelsea's 1540.", false],
      ["Arsenal's Elo of 1540 is higher than Chelsea's 1612.", true],
      ['Arsenal lead on expected goals, 1.62 against 1.05.', false],
      ['Arsenal lead on expected goals, 1.05 against 1.62.', true],
      ['Arsenal have more points: 10 vs 5.', false],
      ['Arsenal have fewer points: 10 vs 5.', true],
      ['Arsenal have the better defence, conceding 4 against 7.', false],
      ['Arsenal have the better defence, conceding 7 against 4.', true],
      ['El Arsenal tiene un Elo más alto (1612) que el Chelsea (1540).', false],
      ['El Arsenal tiene un Elo más alto (1540) que el Chelsea (1612).', true],
      ['El Arsenal va por delante en goles esperados, 1,62 frente a 1,05.', false],
      ['El Arsenal va por delante en goles esperados, 1,05 frente a 1,62.', true],
      ['El Chelsea tiene menos puntos que el Arsenal: 5 frente a 10.', false],
      ['El Chelsea tiene más puntos que el Arsenal: 5 frente a 10.', true],
      // A strict comparative between equal figures is false.
      ['Arsenal rate higher on Elo: 1612 against 1612.', true],
    ];
    for (const [sentence, wrong] of cases) {
      expect(isFalse(sentence, facts), sentence).toBe(wrong);
      expect(checkClaims(sentence, facts).length, sentence).toBeGreaterThan(0);
    }
  });

  it('reads a lower position or fewer goals conceded as the better one', () => {
    expect(isFalse('Arsenal (3rd) are better placed than Chelsea (7th).', facts)).toBe(false);
    expect(isFalse('Arsenal (7th) are better placed than Chelsea (3rd).', facts)).toBe(true);
    expect(isFalse('El Arsenal (3.º) está por encima del Chelsea (7.º).', facts)).toBe(false);
    expect(isFalse('El Arsenal (7.º) está por encima del Chelsea (3.º).', facts)).toBe(true);
  });

  it('leaves alone what is no comparison: lines, "or more", differences, superlatives', () => {
    for (const sentence of [
      'Más de 2,5 goles: 48 % (menos de 2,5 goles: 52 %).',
      'Arsenal win by 1 goal 20%, by 2 goals 12%, by 3 or more 8%.',
      "Arsenal have scored 9, 4 more than Chelsea's 5.",
      'The model rates Arsenal 5 percentage points higher than the market.',
      'El hándicap asiático más equilibrado es Arsenal -1 (cuota justa 1,90) frente a Chelsea +1 (2,10).',
      'The most even Asian handicap is Arsenal -1 (fair odds 2.10) against Chelsea +1 (1.90).',
      'At half-time: Arsenal ahead 35%, level 40%, Chelsea ahead 25%.',
      'Arsenal score +25% and concede -15% compared with an average side.',
      'Expected goals: Arsenal 1.62, Chelsea 1.05.',
    ]) {
      expect(checkClaims(sentence, facts), sentence).toEqual([]);
    }
  });
});

describe('likelier outcomes', () => {
  const facts = claimFacts(sampleFacts());

  it('checks the order of the two percentages, in English and Spanish', () => {
    expect(verdicts('An Arsenal win (47%) is more likely than a draw (27%).', facts)).toEqual([
      ['likelier', 'true'],
    ]);
    expect(verdicts('A draw (27%) is more likely than an Arsenal win (47%).', facts)).toEqual([
      ['likelier', 'false'],
    ]);
    expect(verdicts('A Chelsea win is less likely than a draw: 26% against 27%.', facts)).toEqual([
      ['likelier', 'true'],
    ]);
    expect(
      isFalse('Es más probable la victoria del Arsenal (47 %) que el empate (27 %).', facts),
    ).toBe(false);
    expect(
      isFalse('Es más probable el empate (27 %) que la victoria del Arsenal (47 %).', facts),
    ).toBe(true);
  });

  it("rejects the teams' chances swapped", () => {
    expect(isFalse('Arsenal are more likely to win than Chelsea: 47% against 26%.', facts)).toBe(
      false,
    );
    expect(isFalse('Chelsea are more likely to win than Arsenal: 47% against 26%.', facts)).toBe(
      true,
    );
    expect(
      isFalse(
        'El Chelsea tiene más probabilidades de ganar que el Arsenal: 47 % frente a 26 %.',
        facts,
      ),
    ).toBe(true);
  });
});

describe('the favourite', () => {
  const before = claimFacts(knowledgeFacts());
  // 0–2 at 70': Chelsea now lead the live 1X2; Arsenal led it before kick-off.
  const live = claimFacts(knowledgeFacts({ minute: 70, score: { home: 0, away: 2 } }));

  it('is the side the 1X2 makes likeliest, in English and Spanish', () => {
    expect(verdicts('Arsenal are the favourites, with a 47% chance to win.', before)).toEqual([
      ['favourite', 'true'],
    ]);
    expect(verdicts('Chelsea are the favourites.', before)).toEqual([['favourite', 'false']]);
    expect(verdicts('The favourites are Chelsea.', before)).toEqual([['favourite', 'false']]);
    expect(verdicts('El favorito es el Arsenal, con un 47 %.', before)).toEqual([
      ['favourite', 'true'],
    ]);
    expect(verdicts('El Chelsea es el favorito.', before)).toEqual([['favourite', 'false']]);
  });

  it('reads the live 1X2 while the match is played, the pre-match one where the sentence says so', () => {
    expect(isFalse('Chelsea are now the favourites.', live)).toBe(false);
    expect(isFalse('Arsenal are the favourites.', live)).toBe(true);
    expect(isFalse('Ahora el favorito es el Chelsea.', live)).toBe(false);
    expect(isFalse('Ahora el favorito es el Arsenal.', live)).toBe(true);
    expect(isFalse('Before kick-off Arsenal were the favourites.', live)).toBe(false);
    expect(isFalse('Before kick-off Chelsea were the favourites.', live)).toBe(true);
    expect(isFalse('Antes del partido el favorito era el Arsenal.', live)).toBe(false);
    // Each claim in its own time.
    expect(
      verdicts('Chelsea are now the favourites, though Arsenal were before kick-off.', live),
    ).toEqual([['favourite', 'true']]);
    expect(
      verdicts('Antes del partido el favorito era el Chelsea, pero ahora es el Arsenal.', live),
    ).toEqual([['favourite', 'false']]);
  });

  it('checks the most likely result, a team or the draw', () => {
    expect(isFalse('Fairly sure: its most likely result, Arsenal to win, has 47%.', before)).toBe(
      false,
    );
    expect(isFalse('Its most likely result, Chelsea to win, has 26%.', before)).toBe(true);
    expect(isFalse('A draw is the single most likely result, at 27%.', before)).toBe(true);
    expect(
      isFalse('Su resultado más probable, la victoria del Arsenal, tiene un 47 %.', before),
    ).toBe(false);
    expect(isFalse('El empate es el resultado más probable, con un 27 %.', before)).toBe(true);
    expect(isFalse('La victoria del Chelsea es el resultado más probable.', before)).toBe(true);
  });

  it('does not count favourites to score next, at half-time or negated', () => {
    for (const sentence of [
      'Chelsea are favourites to score next.',
      'At half-time Chelsea are the favourites.',
      'Chelsea are not the favourites.',
      'El Chelsea ya no es el favorito.',
    ]) {
      expect(falseClaims(sentence, before), sentence).toEqual([]);
    }
  });
});

describe('table positions', () => {
  const facts = matchFactsFor(
    { home: 'Arsenal', away: 'Chelsea', status: 'scheduled' },
    { rates: { home: 1.62, away: 1.05 } },
  );
  const home = facts.season.home?.position ?? 0;
  const away = facts.season.away?.position ?? 0;
  const cf = claimFacts(facts);
  const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

  it('match the table rows, in English and Spanish', () => {
    expect(home).toBeGreaterThan(1);
    expect(home).toBeLessThan(away);
    expect(verdicts(`Arsenal are ${ordinal(home)} with 11 points.`, cf)).toEqual([
      ['position', 'true'],
    ]);
    expect(verdicts(`Arsenal are ${ordinal(home + 1)} with 11 points.`, cf)).toEqual([
      ['position', 'false'],
    ]);
    expect(isFalse(`El Arsenal es ${home}.º con 11 puntos.`, cf)).toBe(false);
    expect(isFalse(`El Chelsea es ${home}.º con 11 puntos.`, cf)).toBe(true);
  });

  it('put only the team in 1st at the top', () => {
    expect(verdicts('Arsenal are top of the table.', cf)).toEqual([['position', 'false']]);
    expect(verdicts('Chelsea are the league leaders.', cf)).toEqual([['position', 'false']]);
    expect(verdicts('El Arsenal es líder.', cf)).toEqual([['position', 'false']]);
    const leaders = claimFacts({
      ...facts,
      season: { ...facts.season, home: facts.season.home && { ...facts.season.home, position: 1 } },
    });
    expect(verdicts('Arsenal are top of the table.', leaders)).toEqual([['position', 'true']]);
    expect(verdicts('El Arsenal lidera la clasificación.', leaders)).toEqual([
      ['position', 'true'],
    ]);
  });

  it('order two teams in the table', () => {
    expect(isFalse('Arsenal are above Chelsea in the table.', cf)).toBe(false);
    expect(isFalse('Arsenal are below Chelsea in the table.', cf)).toBe(true);
    expect(isFalse('El Arsenal está por encima del Chelsea en la clasificación.', cf)).toBe(false);
    expect(isFalse('El Chelsea está por encima del Arsenal en la clasificación.', cf)).toBe(true);
  });
});

describe('runs', () => {
  // Form only (no table rows): Arsenal WWDLW, Chelsea LDWLD, most recent first.
  const form = claimFacts(sampleFacts());

  it('match the form sequence, in English and Spanish', () => {
    const cases: Array<[string, boolean]> = [
      ['Arsenal are unbeaten in 3.', false],
      ['Arsenal are unbeaten in their last 4 games.', true],
      ['Arsenal have won 2 in a row.', false],
      ['Arsenal have won three in a row.', true],
      ['Chelsea are without a win in 2.', false],
      ['Chelsea are without a win in their last 3.', true],
      ['Chelsea have lost 2 in a row.', true],
      ['El Arsenal está invicto en los últimos 3 partidos.', false],
      ['El Arsenal lleva 4 partidos sin perder.', true],
      ['El Arsenal suma 2 victorias seguidas.', false],
      ['El Arsenal suma 3 victorias seguidas.', true],
      ['El Chelsea lleva 3 partidos sin ganar.', true],
    ];
    for (const [sentence, wrong] of cases) {
      expect(
        checkClaims(sentence, form).map((c) => c.kind),
        sentence,
      ).toEqual(['run']);
      expect(isFalse(sentence, form), sentence).toBe(wrong);
    }
  });

  it("read the table row's current streak", () => {
    const facts = matchFactsFor(
      { home: 'Arsenal', away: 'Chelsea', status: 'scheduled' },
      { rates: { home: 1.62, away: 1.05 } },
    );
    const unbeaten = facts.season.home?.streaks.unbeaten ?? 0;
    expect(unbeaten).toBeGreaterThan(0);
    const cf = claimFacts({
      ...facts,
      form: { ...facts.form, home: { ...facts.form.home, sequence: '' } },
    });
    expect(isFalse(`Arsenal are unbeaten in ${unbeaten}.`, cf)).toBe(false);
    expect(isFalse(`Arsenal are unbeaten in ${unbeaten + 1}.`, cf)).toBe(true);
  });

  it('are not judged beyond the record, at one venue, or negated', () => {
    const unbroken = claimFacts(
      sampleFacts({
        form: { ...sampleFacts().form, home: { ...sampleFacts().form.home, sequence: 'WWWWW' } },
      }),
    );
    const unknown = (sentence: string, facts = form) =>
      checkClaims(sentence, facts).every((c) => c.verdict === 'unknown');
    // Five wins on record: the run may be longer than the record shows.
    expect(unknown('Arsenal have won 8 in a row.', unbroken)).toBe(true);
    expect(isFalse('Arsenal have won 8 in a row.', unbroken)).toBe(false);
    expect(isFalse('Arsenal have won 6 in a row at home.')).toBe(false);
    expect(isFalse('Arsenal are unbeaten in 5 against Chelsea.')).toBe(false);
    expect(unknown('Chelsea have not lost 3 in a row.')).toBe(true);
  });
});

describe('what cannot be verified', () => {
  const facts = claimFacts(sampleFacts());

  it('is kept: a sentence with no claim, a team by another name, no figures to compare', () => {
    const kept = (sentence: string) => expect(falseClaims(sentence, facts), sentence).toEqual([]);
    kept('Arsenal v Chelsea kicks off on Saturday 28 November 2026 at 15:00 (UTC).');
    kept('Expected goals: Arsenal 1.62, Chelsea 1.05.');
    kept('The Gunners are the favourites.');
    kept('Arsenal are the stronger side.');
    kept('By the model, that price pays more than the chance is worth: value.');
    kept('');
  });

  it('reports its verdicts on every claim it finds, not only the false ones', () => {
    const claims: Claim[] = checkClaims(
      'Arsenal are the favourites and rate higher on Elo: 1612 against 1540.',
      facts,
    );
    expect(claims.map((c) => [c.kind, c.verdict])).toEqual([
      ['comparison', 'true'],
      ['favourite', 'true'],
    ]);
  });
});
