import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, teams } from '../../../server/db/schema';
import { DEMO_CLUBS } from '../../../server/matches/importers/demo-clubs';
import {
  demoLeagueSeason,
  roundRobin,
  seasonOf,
} from '../../../server/matches/importers/demo-importer';
import { matchStateAt } from '../../../server/matches/match-clock';
import { seedDemoIfEmpty } from '../../../server/matches/seed-demo';
import { createTestDatabase, type TestDatabase } from '../test-database';

const NOW = new Date('2026-11-21T15:02:00Z');
const MINUTE = 60_000;

describe('demo importer', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('plays a double round robin: everyone meets everyone home and away', () => {
    for (const n of [18, 20]) {
      const rounds = roundRobin(n);
      expect(rounds).toHaveLength(2 * (n - 1));
      const pairs = new Set(rounds.flat().map(([h, a]) => `${h}-${a}`));
      expect(pairs.size).toBe(n * (n - 1));
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(n);
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

  it('seeds an empty database once, labelled demo', async () => {
    const { db } = testDb.database;
    const report = await seedDemoIfEmpty(db, NOW);
    expect(report?.rows).toBe(3 * 380 + 2 * 306);
    expect(await seedDemoIfEmpty(db, NOW)).toBeNull();
    const [all] = await db.select({ n: count() }).from(matches);
    const [demo] = await db.select({ n: count() }).from(matches).where(eq(matches.source, 'demo'));
    expect(all?.n).toBe(3 * 380 + 2 * 306);
    expect(demo?.n).toBe(all?.n);
    const [clubs] = await db.select({ n: count() }).from(teams);
    expect(clubs?.n).toBe(3 * 20 + 2 * 18);
  });
});
