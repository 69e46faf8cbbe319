import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contracts/language';
import {
  currentRuns,
  lastMatchAnswer,
  lastMatchSays,
  nextMatchAnswer,
  previousMeetingAnswer,
  recordAnswer,
  reverseFixtureAnswer,
  runsAnswer,
  seasonGoalsAnswer,
  standingsAnswer,
} from '../../../server/analysis/analyst/builtin/answers/season';
import { viewOf } from '../../../server/analysis/analyst/builtin/view';
import type { MatchFacts } from '../../../server/analysis/analyst/match-facts';
import type { ScoredMatch } from '../../../server/analysis/dixon-coles';
import type { Streaks } from '../../../server/analysis/season-table';
import { SAMPLE_SEASON, sampleFacts, seasonOf } from './analyst-facts';

// The builtin analyst's season answers (answers/season.ts) on the sample season: Fulham 11,
// Arsenal 10, Wolves 6, Brentford 5, Chelsea 5, Everton 2 after five rounds.

const en = viewOf(sampleFacts(), 'en');
const es = viewOf(sampleFacts(), 'es');
const view = (facts: Partial<MatchFacts>, language: Language = 'en') =>
  viewOf(sampleFacts(facts), language);
const game = (date: string, homeTeam: string, awayTeam: string, home: number, away: number) =>
  ({ date, homeTeam, awayTeam, homeGoals: home, awayGoals: away }) satisfies ScoredMatch;

describe('the last result', () => {
  it('gives the score (the winner first), opponent, venue and day in words', () => {
    expect(lastMatchAnswer(en, 'home').text).toBe(
      'In their last league match, on Saturday 21 November, Arsenal beat Everton 2–0 at home.',
    );
    expect(lastMatchAnswer(en, 'away').text).toBe(
      'In their last league match, on Sunday 22 November, Chelsea lost 1–0 to Fulham away.',
    );
    expect(lastMatchAnswer(es, 'away').text).toBe(
      'En su último partido de liga, el domingo 22 de noviembre, el Chelsea perdió 1–0 contra el Fulham fuera de casa.',
    );
    expect(lastMatchAnswer(en, 'home').text).not.toMatch(/\d{4}-\d{2}/);
  });

  it('starts a yes/no answer with Yes or No (Sí or No)', () => {
    expect(lastMatchAnswer(en, 'home', 'win').text).toMatch(/^Yes: in their last league match/);
    expect(lastMatchAnswer(en, 'away', 'win').text).toMatch(/^No: in their last league match/);
    expect(lastMatchAnswer(en, 'away', 'loss').text).toMatch(/^Yes: /);
    expect(lastMatchAnswer(en, 'away', 'score').text).toMatch(/^No: /);
    expect(lastMatchAnswer(en, 'home', 'clean_sheet').text).toMatch(/^Yes: /);
    expect(lastMatchAnswer(es, 'home', 'win').text).toBe(
      'Sí: en su último partido de liga, el sábado 21 de noviembre, el Arsenal ganó 2–0 al Everton en casa.',
    );
    expect(lastMatchAnswer(es, 'home', 'draw').text).toMatch(/^No: en su último partido de liga/);
  });

  it('reads each yes/no question from the result and the goals', () => {
    const draw = {
      date: '2026-11-21',
      opponent: 'Everton',
      venue: 'home' as const,
      goalsFor: 1,
      goalsAgainst: 1,
      result: 'D' as const,
    };
    expect(
      (['win', 'draw', 'loss', 'score', 'clean_sheet'] as const).map((q) => lastMatchSays(draw, q)),
    ).toEqual([false, true, false, true, false]);
  });

  it('says so when the side has not played this season, without a yes or a no', () => {
    const none = view(seasonOf([]));
    expect(lastMatchAnswer(none, 'home', 'win').text).toBe(
      'Arsenal have not played a league match this season yet.',
    );
    expect(lastMatchAnswer(view(seasonOf([]), 'es'), 'away').text).toBe(
      'El Chelsea aún no ha jugado ningún partido de liga esta temporada.',
    );
  });
});

describe('records and goals', () => {
  it('gives the record since the start of the season and at home or away', () => {
    expect(recordAnswer(en, 'home').text).toBe(
      'Since the start of the season Arsenal have won 3, drawn 1 and lost 1 of their 5 league matches, scoring 9 and conceding 4: 10 points.',
    );
    expect(recordAnswer(en, 'home', 'home').text).toBe(
      'In their home league matches this season Arsenal have won 1, drawn 1 and lost 0 of 2, scoring 3 and conceding 1: 4 points.',
    );
    expect(recordAnswer(es, 'away', 'away').text).toBe(
      'En sus partidos de liga fuera de casa esta temporada el Chelsea ha ganado 0, empatado 0 y perdido 2 de 2, con 0 goles a favor y 3 en contra: 0 puntos.',
    );
  });

  it('says when a side has no match at a venue yet', () => {
    const oneGame = view(seasonOf([game('2026-10-24', 'Arsenal', 'Everton', 1, 0)]));
    expect(recordAnswer(oneGame, 'home', 'away').text).toBe(
      'Arsenal have not played a league match away this season yet.',
    );
    expect(recordAnswer(oneGame, 'home').text).toContain('of their 1 league match, ');
  });

  it('gives goals for and against, per game, clean sheets and blanks', () => {
    expect(seasonGoalsAnswer(en, 'away').text).toBe(
      'Since the start of the season Chelsea have scored 5 and conceded 7 in 5 league matches (1.00 and 1.40 a game). They have not kept a clean sheet and failed to score in 2.',
    );
    expect(seasonGoalsAnswer(es, 'home').text).toBe(
      'Desde el inicio de la temporada el Arsenal ha marcado 9 goles y ha encajado 4 en 5 partidos de liga (1,80 y 0,80 por partido). Ha dejado la portería a cero 2 veces y ha marcado en todos sus partidos.',
    );
  });
});

describe('the table', () => {
  it('names the leader with its points', () => {
    expect(standingsAnswer(en, 'leader').text).toBe(
      'Fulham lead the table with 11 points from 5 matches.',
    );
    expect(standingsAnswer(en, 'leader', 'away').text).toBe(
      'Fulham lead the table with 11 points from 5 matches. Chelsea are 6 points behind the leaders, Fulham.',
    );
    expect(standingsAnswer(es, 'leader').text).toBe(
      'El Fulham lidera la clasificación con 11 puntos en 5 partidos.',
    );
  });

  it("breaks a tie for the lead by the table's order, not by name", () => {
    // Arsenal and Wolves both on 4 points; Wolves ahead on goal difference.
    const level = seasonOf([
      game('2026-10-24', 'Arsenal', 'Everton', 1, 0),
      game('2026-10-24', 'Wolves', 'Chelsea', 4, 0),
      game('2026-10-31', 'Everton', 'Wolves', 1, 1),
      game('2026-10-31', 'Chelsea', 'Arsenal', 2, 2),
    ]);
    expect(level.leagueSeason.table.slice(0, 2).map((r) => [r.team, r.points])).toEqual([
      ['Wolves', 4],
      ['Arsenal', 4],
    ]);
    expect(standingsAnswer(view(level), 'leader').text).toBe(
      'Wolves lead the table with 4 points from 2 matches. Arsenal are level on 4 points, behind on the tie-breaks.',
    );
    expect(standingsAnswer(view(level, 'es'), 'leader', 'home').text).toBe(
      'El Wolves lidera la clasificación con 4 puntos en 2 partidos. El Arsenal está empatado a 4 puntos, por detrás en los desempates. El Arsenal está empatado a puntos con el líder, el Wolves, por detrás en los desempates.',
    );
  });

  it('lists the top four and the bottom three, with the side asked about', () => {
    expect(standingsAnswer(en, 'top_four').text).toBe(
      'The top four: 1st Fulham 11 points, 2nd Arsenal 10, 3rd Wolves 6, 4th Brentford 5.',
    );
    expect(standingsAnswer(en, 'top_four', 'away').text).toContain(
      'Chelsea are level on points with fourth place, behind on the tie-breaks.',
    );
    expect(standingsAnswer(es, 'bottom_three', 'away').text).toBe(
      'Los tres últimos: 4.º Brentford 5 puntos, 5.º Chelsea 5, 6.º Everton 2. El Chelsea está entre los tres últimos, a 1 punto de la salvación.',
    );
  });

  it("gives a side's place and its gaps to the top and the places near it", () => {
    expect(standingsAnswer(en, 'gap', 'home').text).toBe(
      'Arsenal are 2nd with 10 points from 5 matches. Arsenal are 1 point behind the leaders, Fulham. Arsenal are in the top four, 5 points clear of fifth place.',
    );
    expect(standingsAnswer(en, 'gap', 'away').text).toBe(
      'Chelsea are 5th with 5 points from 5 matches. Chelsea are 6 points behind the leaders, Fulham. Chelsea are in the bottom three, 1 point from safety.',
    );
    expect(standingsAnswer(en, 'position').text).toBe(
      'Arsenal are 2nd with 10 points from 5 matches. Arsenal are 1 point behind the leaders, Fulham. Chelsea are 5th with 5 points from 5 matches. Chelsea are 6 points behind the leaders, Fulham.',
    );
  });

  it('says there is no table before the first match', () => {
    const empty = view(seasonOf([]));
    for (const part of ['leader', 'top_four', 'bottom_three', 'gap', 'position'] as const) {
      expect(standingsAnswer(empty, part, 'home').text).toBe(
        'No league match of the season has been played yet, so there is no table to go on.',
      );
    }
  });
});

describe('current runs', () => {
  const streaks = (runs: Partial<Streaks>): Streaks => ({
    wins: 0,
    draws: 0,
    losses: 0,
    unbeaten: 0,
    winless: 0,
    scored: 0,
    failedToScore: 0,
    cleanSheets: 0,
    conceded: 0,
    ...runs,
  });

  it('keeps runs of two or more, and an unbeaten or winless run only when longer', () => {
    expect(currentRuns(streaks({ wins: 1, unbeaten: 1, scored: 1, conceded: 1 }))).toEqual([]);
    expect(currentRuns(streaks({ wins: 3, unbeaten: 3, scored: 2 }))).toEqual([
      { kind: 'wins', n: 3 },
      { kind: 'scored', n: 2 },
    ]);
    expect(currentRuns(streaks({ wins: 1, unbeaten: 4, cleanSheets: 2 }))).toEqual([
      { kind: 'unbeaten', n: 4 },
      { kind: 'cleanSheets', n: 2 },
    ]);
    expect(currentRuns(streaks({ draws: 2, unbeaten: 5, winless: 3, failedToScore: 2 }))).toEqual([
      { kind: 'draws', n: 2 },
      { kind: 'unbeaten', n: 5 },
      { kind: 'winless', n: 3 },
      { kind: 'failedToScore', n: 2 },
    ]);
  });

  it('says the runs "in their last N league matches", from the season computed by the table', () => {
    expect(runsAnswer(en).text).toBe(
      'Arsenal have won their last 2 league matches, are unbeaten in their last 3, have scored in each of their last 5 and have kept a clean sheet in each of their last 2. Chelsea are without a win in their last 2 league matches and have conceded in each of their last 5.',
    );
    expect(runsAnswer(es, 'away').text).toBe(
      'El Chelsea lleva 2 partidos de liga sin ganar y ha encajado en cada uno de sus últimos 5.',
    );
  });

  it('says when a side is on no run, or has not played', () => {
    const alternating = view(
      seasonOf([
        // A goalless defeat, then a win to nil: every run is one match long.
        game('2026-10-24', 'Arsenal', 'Everton', 0, 1),
        game('2026-10-31', 'Fulham', 'Arsenal', 0, 2),
      ]),
    );
    expect(runsAnswer(alternating).text).toBe(
      'Arsenal are not on a run of two league matches or more of any kind. Chelsea have not played a league match this season yet.',
    );
  });
});

describe('fixtures and meetings', () => {
  it("gives a side's next match in words, or says it has none on record", () => {
    expect(nextMatchAnswer(en, 'home').text).toBe(
      "Arsenal's next match after this one: away at Brentford on Saturday 5 December at 12:30 (UTC).",
    );
    expect(nextMatchAnswer(es, 'away').text).toBe(
      'El próximo partido del Chelsea después de este: fuera de casa contra el Wolves, el domingo 6 de diciembre a las 16:30 (UTC).',
    );
    const none = view(seasonOf(SAMPLE_SEASON, { home: null, away: null }));
    expect(nextMatchAnswer(none, 'home').text).toBe(
      'I have no fixture for Arsenal after this one on record.',
    );
  });

  it('gives the reverse fixture once played this season', () => {
    expect(reverseFixtureAnswer(en).text).toBe('Arsenal and Chelsea have not met yet this season.');
    const played = seasonOf([...SAMPLE_SEASON, game('2026-11-01', 'Chelsea', 'Arsenal', 0, 2)]);
    expect(reverseFixtureAnswer(view(played)).text).toBe(
      'The reverse fixture this season, on Sunday 1 November: Chelsea 0–2 Arsenal.',
    );
    expect(reverseFixtureAnswer(view(played, 'es')).text).toBe(
      'El partido de ida esta temporada, el domingo 1 de noviembre: Chelsea 0–2 Arsenal.',
    );
  });

  it('gives the previous meeting with its year, or says they never met', () => {
    expect(previousMeetingAnswer(en).text).toBe(
      'They last met on Sunday 1 March 2026: Chelsea 1–2 Arsenal.',
    );
    expect(previousMeetingAnswer(es).text).toBe(
      'Se enfrentaron por última vez el domingo 1 de marzo de 2026: Chelsea 1–2 Arsenal.',
    );
    expect(previousMeetingAnswer(view({ headToHead: [] }, 'es')).text).toBe(
      'El Arsenal y el Chelsea no se han enfrentado en los partidos registrados.',
    );
  });
});
