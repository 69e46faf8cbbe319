import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { type RunningServer, startServer } from '../../../server/start';
import { type FakeCoUk, startFakeFootballDataCoUk } from '../../mocks/football-data-co-uk-server';
import { type LogLine, recordingLogger } from '../../support/recording-logger';
import { useForSuite } from '../../support/use-for-suite';
import { authClient } from '../auth/auth-client';
import { createTestDatabase, type TestDatabase } from '../test-database';

// MATCH_DATA=auto against a local football-data.co.uk built from the real 2019-20 to 2023-24
// files. The import's clock is 1 March 2024: 2023-24 is the current season, cut at that date.

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');
const NOW = new Date('2024-03-01T12:00:00Z');
const LEAGUES = ['BL1', 'FL1', 'PD', 'PL', 'SA'];
const SEASONS = ['2019-20', '2020-21', '2021-22', '2022-23', '2023-24'];

/** The site as it stands on 1 March 2024: five seasons, 2023-24 played up to that day. */
const startSite = () =>
  startFakeFootballDataCoUk({
    dataDir: DATA_DIR,
    currentSeasonStart: 2023,
    seasons: 5,
    cutoff: '2024-03-01',
  });

interface Started {
  server: RunningServer;
  testDb: TestDatabase;
  lines: LogLine[];
}

async function start(site: FakeCoUk, env: Record<string, string> = {}): Promise<Started> {
  const testDb = await createTestDatabase({
    MATCH_DATA: 'auto',
    FOOTBALL_DATA_CO_UK_URL: site.url,
    FOOTBALL_DATA_CO_UK_TIMEOUT_MS: '2000',
    ...env,
  });
  const lines: LogLine[] = [];
  const server = await startServer(
    { ...testDb.config, port: 0 },
    { logger: recordingLogger(lines), now: () => NOW },
  );
  return { server, testDb, lines };
}

async function stop({ server, testDb }: Started) {
  await server.close();
  await testDb.drop();
}

async function query<T extends Record<string, unknown>>(db: Db, statement: ReturnType<typeof sql>) {
  return (await db.execute<T>(statement)).rows;
}

const countsBySeason = (db: Db) =>
  query<{ league: string; season: string; n: number }>(
    db,
    sql`select league_code as league, season, count(*)::int as n from matches
        where status = 'finished' group by 1, 2 order by 1, 2`,
  );

const duplicates = (db: Db) =>
  query(
    db,
    sql`select league_code, season, home_team_id, away_team_id from matches
        group by 1, 2, 3, 4 having count(*) > 1`,
  );

const rowOf = async (db: Db, league: string, home: string, away: string, season = '2023-24') =>
  (
    await query<{
      id: string;
      status: string;
      kickoff: Date;
      home_goals: number | null;
      bookmaker_odds: unknown;
    }>(
      db,
      sql`select m.id, m.status, m.kickoff, m.home_goals, m.bookmaker_odds from matches m
          join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
          where m.league_code = ${league} and m.season = ${season}
            and h.name = ${home} and a.name = ${away}`,
    )
  )[0];

describe('MATCH_DATA=auto with football-data.co.uk reachable', () => {
  let site: FakeCoUk;
  let started: Started;
  let db: Db;

  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    if (started) await stop(started);
    await site.close();
  });

  it('answers health while the first import runs, then has five seasons and the fixtures', async () => {
    const gate = site.hold();
    started = await start(site);
    db = started.server.database.db;
    await gate.requested;
    // The import is waiting for the site: the server already answers.
    const health = await fetch(new URL('/api/health/', started.server.url));
    expect(health.status).toBe(200);
    expect(await query(db, sql`select 1 from matches`)).toEqual([]);
    gate.release();
    await started.server.coUkSync?.settled();

    const counts = await countsBySeason(db);
    expect(counts.map((c) => `${c.league}:${c.season}`)).toEqual(
      LEAGUES.flatMap((l) => SEASONS.map((s) => `${l}:${s}`)),
    );
    // Full past seasons (Ligue 1 2019-20 stopped early at 279), a part of the current one.
    const n = (league: string, season: string) =>
      counts.find((c) => c.league === league && c.season === season)?.n;
    expect(n('PL', '2022-23')).toBe(380);
    expect(n('BL1', '2022-23')).toBe(306);
    expect(n('FL1', '2019-20')).toBe(279);
    expect(n('PL', '2023-24')).toBeGreaterThan(250);
    expect(n('PL', '2023-24')).toBeLessThan(380);

    // fixtures.csv: our leagues' coming matches, scheduled, with their prices; not Celtic.
    const listed = site.fixtures();
    expect(listed.length).toBeGreaterThan(20);
    const scheduled = await query<{ n: number; priced: number }>(
      db,
      sql`select count(*)::int as n, count(bookmaker_odds)::int as priced from matches
          where status = 'scheduled'`,
    );
    expect(scheduled).toEqual([{ n: listed.length, priced: listed.length }]);
    const fixture = listed[0] as (typeof listed)[number];
    const stored = await rowOf(db, 'PL', fixture.home, fixture.away);
    expect(stored).toMatchObject({ status: 'scheduled', home_goals: null });
    expect(stored?.bookmaker_odds).toMatchObject({
      match_result: expect.arrayContaining([
        expect.objectContaining({ source: 'bet365', phase: 'opening' }),
        expect.objectContaining({ source: 'market_average', phase: 'opening' }),
      ]),
      over_under_2_5: expect.arrayContaining([
        expect.objectContaining({ source: 'market_average', phase: 'opening' }),
      ]),
    });
    const clubs = await query<{ name: string }>(db, sql`select name from teams`);
    expect(clubs.map((c) => c.name)).not.toContain('Celtic');
    // Accented names in latin-1 (D1, SP1) and UTF-8 files are the same clubs.
    expect(clubs.map((c) => c.name)).toEqual(expect.arrayContaining(['Alaves', 'FC Koln']));
    expect(clubs.map((c) => c.name)).not.toEqual(expect.arrayContaining(['Alavés']));
    expect(await duplicates(db)).toEqual([]);
    expect(started.lines.filter((l) => l.level === 'warn')).toEqual([]);
  }, 120_000);

  it('stores every price and the statistics, and the match detail serves them', async () => {
    // Burnley 0-3 Man City, 11 Aug 2023: the first row of E0 2023-24.
    const [row] = await query<{ id: string }>(
      db,
      sql`select id from matches where external_key = 'PL:2023-08-11:Burnley:Man City'`,
    );
    const { app } = started.server;
    const token = await authClient(app).verifiedAccount('odds@example.com');
    const response = await app.inject({
      method: 'GET',
      url: `/api/matches/${row?.id}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    const detail = response.json();
    expect(detail).toMatchObject({
      score: { home: 0, away: 3 },
      demo: false,
      stats: {
        half_time: { home: 0, away: 2 },
        shots: { home: 6, away: 17 },
        shots_on_target: { home: 1, away: 8 },
        fouls: { home: 11, away: 8 },
        corners: { home: 6, away: 5 },
        yellow_cards: { home: 0, away: 0 },
        red_cards: { home: 1, away: 0 },
      },
    });
    expect(detail.odds.match_result).toEqual(
      expect.arrayContaining([
        { source: 'bet365', phase: 'opening', home: 8, draw: 5.5, away: 1.33 },
        { source: 'pinnacle', phase: 'opening', home: 8.58, draw: 5.51, away: 1.37 },
        { source: 'market_maximum', phase: 'opening', home: 9.5, draw: 5.68, away: 1.39 },
        { source: 'market_average', phase: 'opening', home: 9.02, draw: 5.35, away: 1.35 },
        { source: 'bet365', phase: 'closing', home: 9, draw: 5.25, away: 1.33 },
        { source: 'market_average', phase: 'closing', home: 9.27, draw: 5.45, away: 1.33 },
      ]),
    );
    expect(detail.odds.over_under_2_5).toEqual(
      expect.arrayContaining([
        { source: 'bet365', phase: 'opening', over: 1.67, under: 2.2 },
        { source: 'market_average', phase: 'opening', over: 1.65, under: 2.27 },
        { source: 'market_average', phase: 'closing', over: 1.64, under: 2.28 },
      ]),
    );
  });

  it('refreshes: new results and moved fixtures, the same rows, no past season again', async () => {
    const before = site.fixtures();
    const played = before.find((f) => f.division === 'E0') as (typeof before)[number];
    const playedRow = await rowOf(db, 'PL', played.home, played.away);
    // A later fixture moves to another day before the refresh.
    const later = before.filter((f) => f.date > '2024-03-08');
    const moving = later[later.length - 1] as (typeof before)[number];
    const league = { E0: 'PL', SP1: 'PD', I1: 'SA', D1: 'BL1', F1: 'FL1' }[moving.division] ?? '';
    const movingRow = await rowOf(db, league, moving.home, moving.away);
    site.moveFixture(moving.division, moving.home, moving.away, '2024-03-13');
    site.setCutoff('2024-03-08');
    site.requests.length = 0;

    await started.server.coUkSync?.runOnce();

    expect(await rowOf(db, 'PL', played.home, played.away)).toMatchObject({
      id: playedRow?.id,
      status: 'finished',
      home_goals: expect.any(Number),
    });
    const moved = await rowOf(db, league, moving.home, moving.away);
    expect(moved?.id).toBe(movingRow?.id);
    expect(new Date(moved?.kickoff as Date).toISOString().slice(0, 10)).toBe('2024-03-13');
    expect(await duplicates(db)).toEqual([]);
    expect([...site.requests].sort()).toEqual(
      [
        '/fixtures.csv',
        ...['D1', 'E0', 'F1', 'I1', 'SP1'].map((d) => `/mmz4281/2324/${d}.csv`),
      ].sort(),
    );
  }, 60_000);

  it('keeps what it had when a file does not parse, names file and line, retries next time', async () => {
    const path = '/mmz4281/2324/SP1.csv';
    const before = await countsBySeason(db);
    site.breakRow(path, 5, 'SP1,not a date,20:00,Sevilla,Betis,1,1,D');
    site.setCutoff('2024-03-15');
    started.lines.length = 0;

    await started.server.coUkSync?.runOnce();

    const after = await countsBySeason(db);
    const pd = (counts: typeof before) =>
      counts.find((c) => c.league === 'PD' && c.season === '2023-24')?.n;
    expect(pd(after)).toBe(pd(before));
    // The other leagues' new results went in.
    const pl = (counts: typeof before) =>
      counts.find((c) => c.league === 'PL' && c.season === '2023-24')?.n ?? 0;
    expect(pl(after)).toBeGreaterThan(pl(before));
    expect(started.lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      expect.stringMatching(/mmz4281\/2324\/SP1\.csv:6: bad date 'not a date'/),
    ]);

    site.breakRow(path, 5, null);
    await started.server.coUkSync?.runOnce();
    expect(pd(await countsBySeason(db))).toBeGreaterThan(pd(before) ?? 0);
    expect(await duplicates(db)).toEqual([]);
  }, 60_000);
});

describe('MATCH_DATA=auto with football-data.co.uk down', () => {
  const site = useForSuite(startSite, (running) => running.close());

  it('seeds the demo, says so in the log and the app config, and imports once the site is back', async () => {
    site.setDown(true);
    const started = await start(site);
    try {
      const { server, lines } = started;
      await server.coUkSync?.settled();
      const db = server.database.db;
      expect(await query(db, sql`select distinct source from matches`)).toEqual([
        { source: 'demo' },
      ]);
      expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
        expect.stringMatching(/fixtures\.csv: download of .* failed/),
        expect.stringMatching(/football-data.co.uk cannot be reached: showing the demo season/),
      ]);
      const config = await (await fetch(new URL('/api/config/', server.url))).json();
      expect(config.match_data).toEqual({ source: 'demo', demo_reason: 'unreachable' });

      site.setDown(false);
      await server.coUkSync?.runOnce();
      expect(await query(db, sql`select distinct source from matches`)).toEqual([
        { source: 'csv' },
      ]);
      const after = await (await fetch(new URL('/api/config/', server.url))).json();
      expect(after.match_data).toEqual({ source: 'real', demo_reason: null });
    } finally {
      await stop(started);
    }
  }, 120_000);

  it('keeps the stored matches when a broken download comes while there are some', async () => {
    // A site that answers but cuts every file off is not an empty database's demo either.
    site.setDown(false);
    const started = await start(site, { MATCH_DATA_REFRESH_HOURS: '1' });
    try {
      await started.server.coUkSync?.settled();
      const db = started.server.database.db;
      const before = await countsBySeason(db);
      site.setDown(true);
      await started.server.coUkSync?.runOnce();
      expect(await countsBySeason(db)).toEqual(before);
      expect(await query(db, sql`select distinct source from matches`)).toEqual([
        { source: 'csv' },
      ]);
      expect(started.lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
        expect.stringMatching(/fixtures\.csv: download of .* failed/),
        'football-data.co.uk cannot be reached: keeping the stored matches',
      ]);
    } finally {
      site.setDown(false);
      await stop(started);
    }
  }, 120_000);
});
