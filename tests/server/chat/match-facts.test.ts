import { describe, expect, it } from 'vitest';
import { matchFactsLoader } from '../../../server/chat/match-facts';
import type { Db } from '../../../server/db/database';
import { matches, teams } from '../../../server/db/schema';
import { matchById } from '../../../server/matches/match-queries';
import { predictionService } from '../../../server/matches/predictions';
import { useTestDatabase } from '../test-database';

// The facts of one match through the real database: the season block from stored matches
// only, going into the match (earlier seasons, later results and undated fixtures left out).

const NOW = new Date('2026-11-27T12:00:00Z');
const CLUBS = ['Arsenal', 'Chelsea', 'Everton', 'Fulham'] as const;
type Club = (typeof CLUBS)[number];

async function club(db: Db, league: string, name: string): Promise<string> {
  const [row] = await db
    .insert(teams)
    .values({ leagueCode: league, name })
    .returning({ id: teams.id });
  if (!row) throw new Error(`no team ${name}`);
  return row.id;
}

interface Fixture {
  season?: string;
  kickoff: string;
  home: Club;
  away: Club;
  score?: [number, number];
  status?: 'scheduled' | 'postponed';
}

// Four clubs three rounds in; last season's meeting only counts for head-to-head.
const FIXTURES: Fixture[] = [
  {
    season: '2025-26',
    kickoff: '2026-04-04T14:00:00Z',
    home: 'Arsenal',
    away: 'Chelsea',
    score: [4, 0],
  },
  { kickoff: '2026-10-03T14:00:00Z', home: 'Chelsea', away: 'Arsenal', score: [1, 2] },
  { kickoff: '2026-10-03T14:00:00Z', home: 'Everton', away: 'Fulham', score: [0, 0] },
  { kickoff: '2026-10-10T14:00:00Z', home: 'Arsenal', away: 'Everton', score: [3, 1] },
  { kickoff: '2026-10-10T14:00:00Z', home: 'Fulham', away: 'Chelsea', score: [2, 2] },
  { kickoff: '2026-10-17T14:00:00Z', home: 'Fulham', away: 'Arsenal', score: [1, 0] },
  { kickoff: '2026-10-17T14:00:00Z', home: 'Everton', away: 'Chelsea', score: [0, 3] },
  // The match, then what follows it: a postponed one (no date yet) and the next fixtures.
  { kickoff: '2026-11-28T15:00:00Z', home: 'Arsenal', away: 'Chelsea' },
  { kickoff: '2026-12-02T19:45:00Z', home: 'Chelsea', away: 'Fulham', status: 'postponed' },
  { kickoff: '2026-12-05T12:30:00Z', home: 'Everton', away: 'Arsenal' },
  { kickoff: '2026-12-06T16:30:00Z', home: 'Chelsea', away: 'Fulham' },
];
const THE_MATCH = 7;
const FINISHED = 5;

describe('matchFactsLoader: the league season', () => {
  const testDb = useTestDatabase();
  let stored: Promise<string[]> | undefined;

  /** The facts of FIXTURES[index] at NOW (the fixtures stored once). */
  async function factsOf(index: number) {
    const db = testDb.database.db;
    stored ??= insert(db, FIXTURES);
    const row = await matchById(db, (await stored)[index] as string);
    if (!row) throw new Error('no match');
    return matchFactsLoader(db, predictionService(db), async () => 'Premier League')(row, NOW);
  }

  it('reads the results, table, gaps, next fixtures and reverse fixture of stored matches', async () => {
    const facts = await factsOf(THE_MATCH);
    const s = facts.leagueSeason;
    expect(s.teams).toBe(4);
    expect(s.table.map((r) => [r.position, r.team, r.played, r.points, r.goalDifference])).toEqual([
      [1, 'Arsenal', 3, 6, 2],
      [2, 'Fulham', 3, 5, 1],
      [3, 'Chelsea', 3, 4, 2],
      [4, 'Everton', 3, 1, -5],
    ]);
    expect(s.matches.home).toEqual([
      {
        date: '2026-10-17',
        opponent: 'Fulham',
        venue: 'away',
        goalsFor: 0,
        goalsAgainst: 1,
        result: 'L',
      },
      {
        date: '2026-10-10',
        opponent: 'Everton',
        venue: 'home',
        goalsFor: 3,
        goalsAgainst: 1,
        result: 'W',
      },
      {
        date: '2026-10-03',
        opponent: 'Chelsea',
        venue: 'away',
        goalsFor: 2,
        goalsAgainst: 1,
        result: 'W',
      },
    ]);
    expect(s.matches.away.map((m) => m.result).join('')).toBe('WDL');
    expect(s.gaps.away).toEqual({
      leader: 2,
      topFour: null,
      bottomThree: { inside: true, points: 2 },
    });
    expect(s.next).toEqual({
      home: { kickoff: '2026-12-05T12:30:00.000Z', opponent: 'Everton', venue: 'away' },
      away: { kickoff: '2026-12-06T16:30:00.000Z', opponent: 'Fulham', venue: 'home' },
    });
    expect(s.reverseFixture).toEqual({
      date: '2026-10-03',
      home: 'Chelsea',
      away: 'Arsenal',
      homeGoals: 1,
      awayGoals: 2,
    });
    // The table rows of `season` come from the same read.
    expect(facts.season.home).toMatchObject({ position: 1, points: 6, streaks: { losses: 1 } });
    expect(facts.headToHead.map((m) => m.date)).toEqual(['2026-10-03', '2026-04-04']);
  });

  it("gives a finished match the season as it stood at its kick-off, and the team's next match now", async () => {
    const s = (await factsOf(FINISHED)).leagueSeason;
    // Two rounds in: the match itself and the one played at the same time are not counted.
    expect(s.table.map((r) => [r.team, r.played, r.points])).toEqual([
      ['Arsenal', 2, 6],
      ['Fulham', 2, 2],
      ['Chelsea', 2, 1],
      ['Everton', 2, 1],
    ]);
    // Fulham v Arsenal: each side's two earlier results, newest first.
    expect(s.matches.home.map((m) => [m.date, m.opponent])).toEqual([
      ['2026-10-10', 'Chelsea'],
      ['2026-10-03', 'Everton'],
    ]);
    expect(s.matches.away.map((m) => [m.date, m.opponent])).toEqual([
      ['2026-10-10', 'Everton'],
      ['2026-10-03', 'Chelsea'],
    ]);
    expect(s.reverseFixture).toBeNull();
    expect(s.next.away).toEqual({
      kickoff: '2026-11-28T15:00:00.000Z',
      opponent: 'Chelsea',
      venue: 'home',
    });
  });
});

async function insert(db: Db, fixtures: Fixture[]): Promise<string[]> {
  const ids = Object.fromEntries(
    await Promise.all(CLUBS.map(async (name) => [name, await club(db, 'PL', name)] as const)),
  ) as Record<Club, string>;
  const rows = await db
    .insert(matches)
    .values(
      fixtures.map((f) => ({
        leagueCode: 'PL',
        season: f.season ?? '2026-27',
        kickoff: new Date(f.kickoff),
        status: f.status ?? (f.score ? ('finished' as const) : ('scheduled' as const)),
        homeTeamId: ids[f.home],
        awayTeamId: ids[f.away],
        homeGoals: f.score?.[0] ?? null,
        awayGoals: f.score?.[1] ?? null,
        source: 'csv' as const,
        externalKey: `PL:${f.kickoff}:${f.home}:${f.away}`,
      })),
    )
    .returning({ id: matches.id });
  return rows.map((r) => r.id);
}
