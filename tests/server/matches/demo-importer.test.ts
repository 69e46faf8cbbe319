import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, teams } from '../../../server/db/schema';
import { DEMO_CLUBS } from '../../../server/matches/importers/demo-clubs';
import {
  DEMO_PAST_SEASONS,
  demoLeagueHistory,
  demoLeagueSeason,
  demoLineups,
  finalTable,
  roundRobin,
  seasonOf,
} from '../../../server/matches/importers/demo-importer';
import { matchStateAt } from '../../../server/matches/match-clock';
import { headToHead, listMatches } from '../../../server/matches/match-queries';
import { seedDemoIfEmpty } from '../../../server/matches/seed-demo';
import { useTestDatabase } from '../test-database';

const NOW = new Date('2026-11-21T15:02:00Z');
const MINUTE = 60_000;

describe('demo importer', () => {
  const testDb = useTestDatabase();

  it('plays a double round robin: everyone meets everyone home and away', () => {
    for (const n of [18, 20]) {
      const rounds = roundRobin(n);
      expect(rounds).toHaveLength(2 * (n - 1));
      const pairs = new Set(rounds.flat().map(([h, a]) => `${h}-${a}`));
      expect(pairs.size).toBe(n * (n - 1));
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(n);
    }
  });

  it('puts every club at home in half its matches, never four times running', () => {
    for (const n of [18, 20]) {
      const venues = Array.from({ length: n }, () => '');
      for (const round of roundRobin(n)) {
        for (const [home, away] of round) {
          venues[home] += 'H';
          venues[away] += 'A';
        }
      }
      for (const venue of venues) {
        expect(venue.replace(/A/g, '')).toHaveLength(n - 1);
        expect(venue).not.toMatch(/HHHH|AAAA/);
      }
    }
  });

  it('is deterministic and spreads the season around now', () => {
    const first = demoLeagueSeason('PL', NOW);
    expect(demoLeagueSeason('PL', NOW)).toEqual(first);
    expect(first).toHaveLength(380);
    expect(demoLeagueSeason('BL1', NOW)).toHaveLength(306);
    expect(new Set(first.map((m) => m.homeTeam))).toEqual(new Set(DEMO_CLUBS.PL));
    expect(first.every((m) => m.season === seasonOf(NOW) && m.season === '2026-27')).toBe(true);
    const states = first.map((m) => matchStateAt(m, NOW).status);
    expect(states.filter((s) => s === 'finished').length).toBeGreaterThan(50);
    expect(states.filter((s) => s === 'scheduled').length).toBeGreaterThan(50);
    expect(states.filter((s) => s === 'live')).toHaveLength(2);
    expect(states.filter((s) => s === 'postponed')).toHaveLength(1);
    const today = first.filter((m) => Math.abs(m.kickoff.getTime() - NOW.getTime()) < 86_400_000);
    expect(today.length).toBeGreaterThanOrEqual(6);
  });

  it('plays live matches out on the clock', () => {
    const live = demoLeagueSeason('SA', NOW).find((m) => matchStateAt(m, NOW).status === 'live');
    if (!live) throw new Error('no live match');
    const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
    const minutes = [0, 10, 20, 40, 60, 80, 100].map((m) => matchStateAt(live, later(m)));
    const live_ = minutes.filter((s) => s.status === 'live');
    for (let i = 1; i < live_.length; i++) {
      expect(live_[i]?.minute).toBeGreaterThanOrEqual(live_[i - 1]?.minute ?? 0);
      expect(live_[i]?.score?.home).toBeGreaterThanOrEqual(live_[i - 1]?.score?.home ?? 0);
    }
    expect(matchStateAt(live, later(200))).toEqual({
      status: 'finished',
      minute: null,
      score: { home: live.homeGoals, away: live.awayGoals },
    });
  });

  it('has four past seasons of the same clubs, with promotions and relegations', () => {
    for (const league of ['PL', 'PD', 'SA', 'BL1', 'FL1'] as const) {
      const lineups = demoLineups(league, NOW);
      expect(lineups.map((l) => l.season)).toEqual([
        '2022-23',
        '2023-24',
        '2024-25',
        '2025-26',
        '2026-27',
      ]);
      expect(lineups.at(-1)?.clubs).toEqual([...DEMO_CLUBS[league]]);
      const history = demoLeagueHistory(league, NOW);
      expect(new Set(history.map((m) => m.season)).size).toBe(DEMO_PAST_SEASONS + 1);
      for (let i = 0; i < lineups.length - 1; i++) {
        const { season, clubs, relegated } = lineups[i] as (typeof lineups)[number];
        const next = lineups[i + 1]?.clubs ?? [];
        expect(clubs).toHaveLength(DEMO_CLUBS[league].length);
        // The clubs that go down are the bottom of the season's table, and gone the next.
        const played = history.filter((m) => m.season === season);
        expect(played.every((m) => m.status === 'finished')).toBe(true);
        expect(played).toHaveLength(clubs.length * (clubs.length - 1));
        const table = finalTable(clubs, played);
        expect(new Set(table.slice(clubs.length - relegated.length))).toEqual(new Set(relegated));
        expect(relegated.length).toBeGreaterThanOrEqual(2);
        for (const club of relegated) expect(next).not.toContain(club);
        // As many came up as went down.
        expect(next.filter((club) => !clubs.includes(club))).toHaveLength(relegated.length);
      }
    }
  });

  it('seeds an empty database once, labelled demo', async () => {
    const { db } = testDb.database;
    const perSeason = 3 * 380 + 2 * 306;
    const started = performance.now();
    const report = await seedDemoIfEmpty(db, NOW);
    // A figure for the log, not an assertion: bench/ holds timings.
    console.info(
      `demo seed: ${report?.rows} matches in ${Math.round(performance.now() - started)} ms`,
    );
    expect(report?.rows).toBe(perSeason * (DEMO_PAST_SEASONS + 1));
    expect(await seedDemoIfEmpty(db, NOW)).toBeNull();
    const [all] = await db.select({ n: count() }).from(matches);
    const [demo] = await db.select({ n: count() }).from(matches).where(eq(matches.source, 'demo'));
    expect(all?.n).toBe(perSeason * (DEMO_PAST_SEASONS + 1));
    expect(demo?.n).toBe(all?.n);
    // Relegated and promoted sides are clubs of their own, beyond this season's.
    const [clubs] = await db.select({ n: count() }).from(teams);
    expect(clubs?.n).toBeGreaterThan(3 * 20 + 2 * 18);
  });

  it('gives most upcoming matches a head-to-head from past seasons', async () => {
    const { db } = testDb.database;
    const upcoming = await listMatches(db, { status: 'upcoming', limit: 120 }, NOW);
    expect(upcoming.length).toBe(120);
    let met = 0;
    for (const match of upcoming) if ((await headToHead(db, match, NOW)).length > 0) met++;
    expect(met / upcoming.length).toBeGreaterThan(0.8);
  });
});
