import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { csvImporter } from '../../../server/matches/importers/csv-importer';
import { startMatchSync } from '../../../server/matches/live-sync';
import { startServer } from '../../../server/start';
import { FAKE_TOKEN, startFakeFootballDataOrg } from '../../mocks/football-data-org-server';
import { freePort } from '../../support/free-port';
import { type LogLine, recordingLogger } from '../../support/recording-logger';
import { useForSuite } from '../../support/use-for-suite';
import { testConfig } from '../test-database';
import { useFakeFootballDataOrg } from './fake-football-data-org';

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');

async function statusOf(db: Db, key: string) {
  const { rows } = await db.execute<{ status: string; home_goals: number | null }>(
    sql`select status, home_goals from matches where external_key = ${key}`,
  );
  return rows;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const derby = {
  id: 1,
  competition: 'PL',
  utcDate: '2024-05-30T19:00:00Z',
  home: 'Arsenal FC',
  away: 'Tottenham Hotspur FC',
  seasonStart: '2023-08-11',
};
const DERBY_KEY = 'PL:2024-05-30:Arsenal:Tottenham';

describe('football-data.org sync', () => {
  const { api, db } = useFakeFootballDataOrg();

  it('imports at once and again every interval, picking up new results', async () => {
    api.setMatches('PL', [{ ...derby, status: 'TIMED' }]);
    const sync = startMatchSync({
      db,
      log: recordingLogger(),
      source: { token: FAKE_TOKEN, baseUrl: api.url },
      intervalMs: 200,
    });
    try {
      await until(async () => (await statusOf(db, DERBY_KEY))[0]?.status === 'scheduled');
      // The five competitions per import.
      expect(api.requests.map((r) => r.path.split('/')[3])).toEqual([
        'PL',
        'PD',
        'SA',
        'BL1',
        'FL1',
      ]);
      api.setMatches('PL', [{ ...derby, status: 'FINISHED', score: { home: 3, away: 1 } }]);
      await until(async () => (await statusOf(db, DERBY_KEY))[0]?.status === 'finished');
      expect(await statusOf(db, DERBY_KEY)).toEqual([{ status: 'finished', home_goals: 3 }]);
    } finally {
      await sync.stop();
    }
    const after = api.requests.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(api.requests.length).toBe(after);
  });

  it('logs a failed import and keeps going: the next one succeeds', async () => {
    const lines: LogLine[] = [];
    api.serveRaw('PL', 'not json');
    const sync = startMatchSync({
      db,
      log: recordingLogger(lines),
      source: { token: FAKE_TOKEN, baseUrl: api.url },
      intervalMs: 100,
    });
    try {
      await until(() => lines.some((l) => l.level === 'error'));
      expect(lines.find((l) => l.level === 'error')?.msg).toMatch(
        /football-data.org import failed: .*not JSON for PL/,
      );
      api.setMatches('PL', [{ ...derby, status: 'TIMED' }]);
      await until(async () => (await statusOf(db, DERBY_KEY)).length === 1);
    } finally {
      await sync.stop();
    }
  });

  it('stores predictions for the upcoming matches after an import, before anyone asks', async () => {
    await csvImporter.import(db, [join(DATA_DIR, 'E0_2324.csv')]);
    api.setMatches('PL', [{ ...derby, status: 'TIMED' }]);
    const sync = startMatchSync({
      db,
      log: recordingLogger(),
      source: { token: FAKE_TOKEN, baseUrl: api.url },
      intervalMs: 60_000,
      now: () => new Date('2024-05-27T12:00:00Z'),
    });
    await sync.stop();
    const { rows } = await db.execute<{ home: number; away: number }>(sql`
      select p.home, p.away from predictions p join matches m on m.id = p.match_id
      where m.external_key = ${DERBY_KEY}`);
    expect(rows).toHaveLength(1);
    expect((rows[0]?.home ?? 0) + (rows[0]?.away ?? 0)).toBeLessThan(1);
  }, 60_000);
});

describe('starting with FOOTBALL_DATA_TOKEN', () => {
  const api = useForSuite(startFakeFootballDataOrg, (running) => running.close());

  const config = (env: Record<string, string>) => ({
    ...testConfig({ FOOTBALL_DATA_TOKEN: FAKE_TOKEN, FOOTBALL_DATA_URL: api.url, ...env }),
    port: 0,
  });

  it('imports live data instead of seeding the demo season', async () => {
    api.setMatches('PL', [{ ...derby, status: 'TIMED' }]);
    const server = await startServer(config({}), { logger: recordingLogger() });
    try {
      expect(server.matchSync).not.toBeNull();
      await server.matchSync?.settled();
      const { rows } = await server.database.db.execute<{ source: string; n: number }>(
        sql`select source, count(*)::int as n from matches group by source`,
      );
      expect(rows).toEqual([{ source: 'football-data', n: 1 }]);
    } finally {
      await server.close();
    }
  });

  it('serves and logs the failure when football-data.org cannot be reached', async () => {
    const lines: LogLine[] = [];
    const nobody = `http://127.0.0.1:${await freePort()}/v4`;
    const server = await startServer(config({ FOOTBALL_DATA_URL: nobody }), {
      logger: recordingLogger(lines),
    });
    try {
      await server.matchSync?.settled();
      const health = await fetch(new URL('/api/health/', server.url));
      expect(health.status).toBe(200);
      expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
        expect.stringMatching(/football-data.org import failed: cannot reach football-data.org/),
      ]);
    } finally {
      await server.close();
    }
  });

  it('seeds the demo season as before when no token is set', async () => {
    const server = await startServer({ ...testConfig(), port: 0 }, { logger: recordingLogger() });
    try {
      expect(server.matchSync).toBeNull();
      const { rows } = await server.database.db.execute<{ source: string }>(
        sql`select distinct source from matches`,
      );
      expect(rows).toEqual([{ source: 'demo' }]);
    } finally {
      await server.close();
    }
  });
});
