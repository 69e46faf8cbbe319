import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MatchSummary } from '../../../contracts/matches';
import { sessionService } from '../../../server/auth/session';
import { type Invalidation, invalidationHub } from '../../../server/cache/invalidation';
import { matches, users } from '../../../server/db/schema';
import { upsertMatches } from '../../../server/matches/match-store';
import { predictionService } from '../../../server/matches/predictions';
import { type RunningServer, startServer } from '../../../server/start';
import { createTestDatabase, type TestDatabase } from '../test-database';

// What each instance keeps in memory (match views, sessions) and how another instance's
// change reaches it: two instances on one PostgreSQL, told through Redis (REDIS_URL) or
// PostgreSQL notifications. `env` picks which.
const WITHIN_MS = 1_000;

export function invalidationAcrossInstances(env: Record<string, string>) {
  let testDatabase: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;
  const jwtSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ ...env, JWT_SECRET: jwtSecret });
    a = await startServer({ ...testDatabase.config, port: 0 });
    b = await startServer({ ...testDatabase.config, port: 0 });
    token = await signIn();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await testDatabase?.drop();
  });

  const signIn = async () => {
    const { db } = testDatabase.database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Ana',
        email: `inv-${randomUUID()}@example.com`,
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('no user');
    const sessions = sessionService({
      config: testDatabase.config,
      database: testDatabase.database,
      jwtSecret,
    });
    return (await sessions.start(user)).token;
  };

  const get = (server: RunningServer, path: string, bearer = token, etag?: string) =>
    fetch(new URL(`/api${path}`, server.url), {
      headers: { authorization: `Bearer ${bearer}`, ...(etag && { 'if-none-match': etag }) },
    });
  const json = async <T>(server: RunningServer, path: string) => {
    const response = await get(server, path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  /** Resolves once `server` has heard an invalidation of this kind. */
  const heard = (server: RunningServer, kind: Invalidation['kind']) =>
    new Promise<void>((resolve) => {
      const stop = invalidationHub(server.database.db).listen((event) => {
        if (event.kind !== kind) return;
        stop();
        resolve();
      });
    });
  const upcomingMatch = async () => {
    const list = await json<MatchSummary[]>(b, '/matches/?status=upcoming&league=PL');
    const match = list.find((m) => m.prediction !== null);
    if (!match) throw new Error('no upcoming PL match');
    return match;
  };

  it('refuses on B a session signed out on A at once, in parallel requests too', async () => {
    const mine = await signIn();
    const verify = (server: RunningServer) =>
      fetch(new URL('/api/auth/token/verify/', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: mine }),
      }).then((r) => r.status);
    // B has read the session and keeps it.
    expect(await Promise.all(Array.from({ length: 10 }, () => verify(b)))).toEqual(
      Array(10).fill(200),
    );
    const told = heard(b, 'session');
    const out = await fetch(new URL('/api/auth/logout/', a.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${mine}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await verify(a)).toBe(401);
    const started = Date.now();
    await told;
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(await Promise.all(Array.from({ length: 10 }, () => verify(b)))).toEqual(
      Array(10).fill(401),
    );
  });

  it('shows on B a live score change imported on A, with a new ETag', async () => {
    const match = await upcomingMatch();
    const before = await get(b, `/matches/${match.id}/`);
    const etag = before.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get(b, `/matches/${match.id}/`, token, etag)).status).toBe(304);
    const told = heard(b, 'data');
    // What the live sync on A writes, then announces once committed.
    await a.database.db
      .update(matches)
      .set({ status: 'live', minute: 30, homeGoals: 2, awayGoals: 1 })
      .where(eq(matches.id, match.id));
    invalidationHub(a.database.db).invalidate({ kind: 'data' });
    await told;
    const after = await get(b, `/matches/${match.id}/`, token, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toMatchObject({
      status: 'live',
      minute: 30,
      score: { home: 2, away: 1 },
    });
    const live = await json<MatchSummary[]>(b, '/matches/?status=live&league=PL');
    expect(live.map((m) => m.id)).toContain(match.id);
  });

  it('lists on B a match imported on A', async () => {
    const date = '2031-05-17';
    const path = `/matches/?date=${date}`;
    expect(await json<MatchSummary[]>(b, path)).toEqual([]);
    const told = heard(b, 'data');
    const kickoff = new Date(`${date}T15:00:00Z`);
    await a.database.db.transaction((tx) =>
      upsertMatches(tx, 'csv', [
        {
          league: 'PL',
          season: '2030-31',
          kickoff,
          status: 'scheduled',
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          homeGoals: null,
          awayGoals: null,
          odds: null,
          externalKey: `PL:${date}:Arsenal:Chelsea`,
        },
      ]),
    );
    invalidationHub(a.database.db).invalidate({ kind: 'data' });
    await told;
    const listed = await json<MatchSummary[]>(b, path);
    expect(listed.map((m) => [m.home.name, m.away.name])).toEqual([['Arsenal', 'Chelsea']]);
  });

  it('shows on B the table refitted on A after a corrected result', async () => {
    const table = () =>
      json<{ season: string; rows: Array<{ goals_for: number }> }>(b, '/leagues/SA/table/');
    const goals = async () => (await table()).rows.reduce((n, r) => n + r.goals_for, 0);
    const before = await goals();
    const { db } = a.database;
    // A result of the table's season, played well before now.
    const [played] = await db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.leagueCode, 'SA'),
          eq(matches.season, (await table()).season),
          isNotNull(matches.homeGoals),
          lt(matches.kickoff, new Date(Date.now() - 3 * 86_400_000)),
        ),
      )
      .orderBy(desc(matches.kickoff))
      .limit(1);
    if (!played) throw new Error('no finished SA match');
    const told = heard(b, 'data');
    await db
      .update(matches)
      .set({ homeGoals: (played.homeGoals ?? 0) + 9 })
      .where(eq(matches.id, played.id));
    // The refit after an import stores fresh predictions and tells every instance.
    await predictionService(db).refreshUpcoming(new Date());
    await told;
    expect((await goals()) - before).toBe(9);
  });
}
