import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictions } from '../../../server/db/schema';
import { csvImporter } from '../../../server/matches/importers/csv-importer';
import { footballDataOrgImporter } from '../../../server/matches/importers/football-data-org-importer';
import { matchKey } from '../../../server/matches/importers/importer';
import { matchById } from '../../../server/matches/match-queries';
import { upsertMatches } from '../../../server/matches/match-store';
import { predictionService } from '../../../server/matches/predictions';
import {
  FAKE_TOKEN,
  type FakeFootballDataOrg,
  startFakeFootballDataOrg,
} from '../../mocks/football-data-org-server';
import { createTestDatabase, type TestDatabase } from '../test-database';

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');

// The 2023-24 Premier League from the real csv, then one more match between Arsenal (the
// stronger side) and Burnley, and a result that arrives after the first prediction.
describe('predictions when results arrive', () => {
  let testDb: TestDatabase;
  let api: FakeFootballDataOrg;
  const now = new Date('2024-05-27T12:00:00Z');
  let upcomingId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    api = await startFakeFootballDataOrg();
    const db = testDb.database.db;
    await csvImporter.import(db, [join(DATA_DIR, 'E0_2324.csv')]);
    const kickoff = new Date('2024-05-30T19:00:00Z');
    await upsertMatches(testDb.database.db, 'csv', [
      {
        league: 'PL',
        season: '2023-24',
        kickoff,
        status: 'scheduled',
        homeTeam: 'Arsenal',
        awayTeam: 'Burnley',
        homeGoals: null,
        awayGoals: null,
        odds: null,
        externalKey: matchKey('PL', '2024-05-30', 'Arsenal', 'Burnley'),
      },
    ]);
    const { rows } = await db.execute<{ id: string }>(
      "select id from matches where external_key = 'PL:2024-05-30:Arsenal:Burnley'",
    );
    upcomingId = rows[0]?.id as string;
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await testDb.drop();
  });

  it('refits the league and gives the upcoming match a new, stored prediction', async () => {
    const db = testDb.database.db;
    const service = predictionService(db);
    const upcoming = await matchById(db, upcomingId);
    if (!upcoming) throw new Error('the upcoming match was not stored');
    const before = (await service.forMatches([upcoming], now)).get(upcomingId);
    const { fittedAt: firstFit } = await service.modelFor('PL', '2023-24', now);
    expect(before?.home).toBeGreaterThan(before?.away ?? 1);

    // Burnley win 0-6 at Arsenal two days before: reported by football-data.org.
    api.setMatches('PL', [
      {
        id: 900,
        competition: 'PL',
        utcDate: '2024-05-25T14:00:00Z',
        status: 'FINISHED',
        score: { home: 0, away: 6 },
        home: 'Arsenal FC',
        away: 'Burnley FC',
        seasonStart: '2023-08-11',
      },
    ]);
    await footballDataOrgImporter.import(db, {
      token: FAKE_TOKEN,
      baseUrl: api.url,
      competitions: ['PL'],
    });

    const after = (await service.forMatches([upcoming], now)).get(upcomingId);
    const { fittedAt: secondFit } = await service.modelFor('PL', '2023-24', now);
    expect(secondFit.getTime()).toBeGreaterThan(firstFit.getTime());
    expect(after?.home).toBeLessThan(before?.home ?? 0);
    expect(after?.away).toBeGreaterThan(before?.away ?? 1);
    const [stored] = await db.select().from(predictions).where(eq(predictions.matchId, upcomingId));
    expect(stored?.home).toBeCloseTo(after?.home ?? -1, 12);
  }, 60_000);

  it('keeps the model and the stored prediction while no result changes', async () => {
    const db = testDb.database.db;
    const service = predictionService(db);
    const first = await service.modelFor('PL', '2023-24', now);
    const upcoming = await matchById(db, upcomingId);
    if (!upcoming) throw new Error('the upcoming match was not stored');
    const stored = (await service.forMatches([upcoming], now)).get(upcomingId);
    expect(await service.modelFor('PL', '2023-24', now)).toBe(first);
    expect((await service.forMatches([upcoming], now)).get(upcomingId)?.createdAt).toEqual(
      stored?.createdAt,
    );
  });

  it('shares one model cache per database', () => {
    expect(predictionService(testDb.database.db)).toBe(predictionService(testDb.database.db));
  });
});
