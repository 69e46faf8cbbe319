import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, teams } from '../../../server/db/schema';
import { parseFootballDataCsv } from '../../../server/matches/csv/football-data-csv';
import { csvImporter } from '../../../server/matches/importers/csv-importer';
import { matchKey } from '../../../server/matches/importers/importer';
import { createTestDatabase, type TestDatabase } from '../test-database';

const HEADER = 'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A';
const GOOD = [
  HEADER,
  'E0,11/08/2023,20:00,Burnley,Man City,0,3,A,8,5.5,1.33',
  'E0,12/08/2023,12:30,Arsenal,Nottingham Forest,2,1,H,1.18,7,15',
  'E0,12/08/2023,15:00,Everton,Fulham,0,1,A,2.1,3.4,3.5',
].join('\n');
const BROKEN = [
  HEADER,
  'E0,19/08/2023,15:00,Fulham,Brentford,0,3,A,2.5,3.4,2.9',
  'E0,19/08/2023,15:00,Liverpool,Bournemouth,x,1,H,1.2,7,12',
].join('\n');

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');

describe('csv importer', () => {
  let testDb: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'gv-csv-'));
    await writeFile(join(dir, 'E0_2324.csv'), GOOD);
    await writeFile(join(dir, 'broken.csv'), BROKEN);
  });
  afterAll(async () => {
    await testDb.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const matchCount = async () => {
    const [row] = await testDb.database.db.select({ n: count() }).from(matches);
    return row?.n ?? 0;
  };

  it('imports a file twice and keeps one row per match', async () => {
    const { db } = testDb.database;
    const first = await csvImporter.import(db, [join(dir, 'E0_2324.csv')]);
    expect(first).toMatchObject({ rows: 3, badRows: [] });
    const second = await csvImporter.import(db, [join(dir, 'E0_2324.csv')]);
    expect(second.rows).toBe(3);
    expect(await matchCount()).toBe(3);
    const [burnley] = await db
      .select()
      .from(matches)
      .where(eq(matches.externalKey, 'PL:2023-08-11:Burnley:Man City'));
    expect(burnley).toMatchObject({
      leagueCode: 'PL',
      season: '2023-24',
      status: 'finished',
      homeGoals: 0,
      awayGoals: 3,
      source: 'csv',
      oddsHome: 8,
    });
    // 20:00 in London during summer time is 19:00 UTC.
    expect(burnley?.kickoff.toISOString()).toBe('2023-08-11T19:00:00.000Z');
    const names = (await db.select({ name: teams.name }).from(teams)).map((t) => t.name);
    expect(names).toContain("Nott'm Forest");
  });

  it('writes nothing of a file with a bad row and names the line', async () => {
    const before = await matchCount();
    const report = await csvImporter.import(testDb.database.db, [join(dir, 'broken.csv')]);
    expect(report.rows).toBe(0);
    expect(report.files).toEqual([{ file: join(dir, 'broken.csv'), rows: 0, imported: false }]);
    expect(report.badRows).toEqual([
      { file: join(dir, 'broken.csv'), line: 3, reason: expect.stringContaining('goals') },
    ]);
    expect(await matchCount()).toBe(before);
  });

  it('imports a folder: the good files, reporting the bad one', async () => {
    const report = await csvImporter.import(testDb.database.db, [dir]);
    expect(report.files.map((f) => f.imported)).toEqual([true, false]);
    expect(report.badRows).toHaveLength(1);
  });

  it('imports every real football-data file twice without duplicates', async () => {
    const fresh = await createTestDatabase();
    try {
      const files = (await readdir(DATA_DIR)).filter((n) => n.endsWith('.csv'));
      expect(files.length).toBeGreaterThan(0);
      const keys = new Set<string>();
      for (const name of files) {
        const parsed = parseFootballDataCsv(await readFile(join(DATA_DIR, name)), name);
        if (parsed.badRows.length > 0) continue;
        for (const r of parsed.rows) keys.add(matchKey(r.league, r.date, r.homeTeam, r.awayTeam));
      }
      const { db } = fresh.database;
      const first = await csvImporter.import(db, [DATA_DIR]);
      await csvImporter.import(db, [DATA_DIR]);
      const [row] = await db.select({ n: count() }).from(matches);
      expect(row?.n).toBe(keys.size);
      expect(first.files.filter((f) => f.imported)).toHaveLength(
        files.length - new Set(first.badRows.map((b) => b.file)).size,
      );
    } finally {
      await fresh.drop();
    }
  }, 300_000); // 72,000 upserts; on two shared, busy cores this alone has taken over 2 minutes
});
