import { describe, expect, it } from 'vitest';
import { leagueSeasonFacts, pointsGaps } from '../../../server/analysis/analyst/match-facts';
import type { ScoredMatch } from '../../../server/analysis/dixon-coles';
import { leagueTable } from '../../../server/analysis/season-table';

// The season block of the analyst's facts (match-facts.ts): each side's results from its own
// side, the table as the table page has it, the points gaps and the reverse fixture.

const game = (date: string, homeTeam: string, awayTeam: string, home: number, away: number) =>
  ({ date, homeTeam, awayTeam, homeGoals: home, awayGoals: away }) satisfies ScoredMatch;

/** A table of clubs A, B, C… with these points (highest first): each point a draw with a
 * club Z, left out of the rows. */
function tableWithPoints(points: number[]) {
  const teams = points.map((_, i) => String.fromCharCode(65 + i));
  const results = points.flatMap((p, i) =>
    Array.from({ length: p }, (_, k) =>
      game(new Date(Date.UTC(2026, 7, 1 + k)).toISOString(), teams[i] as string, 'Z', 1, 1),
    ),
  );
  return leagueTable(results, { teams })
    .rows.filter((r) => r.team !== 'Z')
    .map((r, i) => ({ ...r, position: i + 1 }));
}

describe('leagueSeasonFacts', () => {
  const results = [
    game('2026-09-05', 'Chelsea', 'Arsenal', 0, 2),
    game('2026-09-12', 'Arsenal', 'Everton', 1, 1),
    game('2026-09-12', 'Chelsea', 'Fulham', 3, 1),
    game('2026-09-19', 'Arsenal', 'Chelsea', 0, 1),
    game('2026-09-26', 'Fulham', 'Arsenal', 2, 0),
    game('2026-09-26', 'Everton', 'Chelsea', 0, 0),
  ];
  const table = leagueTable(results, { league: 'PL' });
  const facts = (home: string, away: string) =>
    leagueSeasonFacts({ home, away, results, table: table.rows, next: { home: null, away: null } });

  it("lists each side's results newest first from its own side, whatever order they come in", () => {
    const shuffled = leagueSeasonFacts({
      home: 'Arsenal',
      away: 'Chelsea',
      results: [...results].reverse(),
      table: table.rows,
      next: { home: null, away: null },
    });
    expect(shuffled.matches.home).toEqual([
      {
        date: '2026-09-26',
        opponent: 'Fulham',
        venue: 'away',
        goalsFor: 0,
        goalsAgainst: 2,
        result: 'L',
      },
      {
        date: '2026-09-19',
        opponent: 'Chelsea',
        venue: 'home',
        goalsFor: 0,
        goalsAgainst: 1,
        result: 'L',
      },
      {
        date: '2026-09-12',
        opponent: 'Everton',
        venue: 'home',
        goalsFor: 1,
        goalsAgainst: 1,
        result: 'D',
      },
      {
        date: '2026-09-05',
        opponent: 'Chelsea',
        venue: 'away',
        goalsFor: 2,
        goalsAgainst: 0,
        result: 'W',
      },
    ]);
    expect(shuffled.matches.away.map((m) => `${m.result}${m.goalsFor}${m.goalsAgainst}`)).toEqual([
      'D00',
      'W10',
      'W31',
      'L02',
    ]);
  });

  it("keeps the table page's figures of every row, in the table's order", () => {
    const s = facts('Arsenal', 'Chelsea');
    expect(s.teams).toBe(4);
    expect(s.table[0]).toEqual({
      position: 1,
      team: 'Chelsea',
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      goalsFor: 4,
      goalsAgainst: 3,
      goalDifference: 1,
      points: 7,
    });
    expect(s.table.map((r) => [r.team, r.points])).toEqual([
      ['Chelsea', 7],
      ['Arsenal', 4],
      ['Fulham', 3],
      ['Everton', 2],
    ]);
  });

  it('takes the reverse fixture as the meeting with the venues the other way round', () => {
    // Arsenal at home now: the reverse fixture is the one at Chelsea, not the one at Arsenal.
    expect(facts('Arsenal', 'Chelsea').reverseFixture).toEqual({
      date: '2026-09-05',
      home: 'Chelsea',
      away: 'Arsenal',
      homeGoals: 0,
      awayGoals: 2,
    });
    expect(facts('Chelsea', 'Arsenal').reverseFixture).toMatchObject({ date: '2026-09-19' });
    expect(facts('Everton', 'Fulham').reverseFixture).toBeNull();
  });

  it('gives a club with no match yet an empty list and a zero row', () => {
    const early = leagueSeasonFacts({
      home: 'Arsenal',
      away: 'Brentford',
      results,
      table: leagueTable(results, { teams: ['Brentford'] }).rows,
      next: { home: null, away: null },
    });
    expect(early.matches.away).toEqual([]);
    expect(early.table.at(-1)).toMatchObject({ team: 'Brentford', played: 0, points: 0 });
    expect(early.teams).toBe(5);
  });
});

describe('pointsGaps', () => {
  // Eight clubs: top four A–D, bottom three F–H.
  const rows = tableWithPoints([30, 27, 27, 24, 20, 12, 9, 9]);

  it('measures the gap to the leader, zero for the leader itself', () => {
    expect(rows.map((r) => r.points)).toEqual([30, 27, 27, 24, 20, 12, 9, 9]);
    expect(pointsGaps(rows, 'A')?.leader).toBe(0);
    expect(pointsGaps(rows, 'D')?.leader).toBe(6);
  });

  it('measures the top four from fourth place outside it and from fifth inside it', () => {
    expect(pointsGaps(rows, 'D')?.topFour).toEqual({ inside: true, points: 4 });
    expect(pointsGaps(rows, 'E')?.topFour).toEqual({ inside: false, points: 4 });
    expect(pointsGaps(rows, 'H')?.topFour).toEqual({ inside: false, points: 15 });
  });

  it('measures the bottom three from safety inside it and from its top above it', () => {
    // Bottom three: F (12), G (9), H (9); safety is E's 20.
    expect(pointsGaps(rows, 'F')?.bottomThree).toEqual({ inside: true, points: 8 });
    expect(pointsGaps(rows, 'H')?.bottomThree).toEqual({ inside: true, points: 11 });
    expect(pointsGaps(rows, 'E')?.bottomThree).toEqual({ inside: false, points: 8 });
    expect(pointsGaps(rows, 'A')?.bottomThree).toEqual({ inside: false, points: 18 });
  });

  it('has no top four in a league of four and nothing for a club not in the table', () => {
    const small = tableWithPoints([9, 6, 3, 0]);
    expect(pointsGaps(small, 'C')).toEqual({
      leader: 6,
      topFour: null,
      bottomThree: { inside: true, points: 6 },
    });
    expect(pointsGaps(rows, 'Madrid')).toBeNull();
  });
});
