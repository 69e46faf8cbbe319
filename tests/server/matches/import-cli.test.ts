import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvPaths } from '../../../server/matches/import-cli';
import { createTestDatabase, type TestDatabase } from '../test-database';

describe('data:import', () => {
  let testDb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'gv-cli-'));
    await writeFile(
      join(dir, 'I1_2324.csv'),
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nI1,19/08/2023,Empoli,Verona,0,1\nI1,19/08/2023,Frosinone,Napoli,1,3\n',
    );
    await writeFile(
      join(dir, 'bad.csv'),
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nXX,1/1/2020,A,B,1,1\n',
    );
  });
  afterAll(async () => {
    await testDb.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('prints a progress line per file and a summary', async () => {
    const lines: string[] = [];
    const report = await importCsvPaths(testDb.database.db, [dir], (l) => lines.push(l));
    expect(report.rows).toBe(2);
    expect(lines).toEqual([
      `[1/2] ${join(dir, 'I1_2324.csv')}: 2 matches`,
      `[2/2] ${join(dir, 'bad.csv')}: skipped, 1 bad rows`,
      `  ${join(dir, 'bad.csv')}:2: unknown division 'XX'`,
      'Imported 1 of 2 files: 2 matches, 1 bad rows.',
    ]);
  });
});
