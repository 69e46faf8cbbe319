import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { startFakeFootballDataOrg } from '../../mocks/football-data-org-server';
import { readThrough, useForSuite } from '../../support/use-for-suite';
import { useTestDatabase } from '../test-database';

const COMPETITIONS = ['PL', 'PD', 'SA', 'BL1', 'FL1'];

/** The fake football-data.org and a test database for the describe block it is called in;
 * before each test no match is stored, the fake has none and its request log is empty. */
export function useFakeFootballDataOrg() {
  const api = useForSuite(startFakeFootballDataOrg, (running) => running.close());
  const testDb = useTestDatabase();
  const db = readThrough(() => testDb.database.db);
  beforeEach(async () => {
    await db.execute(sql`delete from matches`);
    api.requests.length = 0;
    for (const code of COMPETITIONS) api.setMatches(code, []);
  });
  return { api, db };
}
