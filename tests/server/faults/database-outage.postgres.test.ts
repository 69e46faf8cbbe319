import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Database, openDatabase } from '../../../server/db/database';
import { paymentEvents, subscriptions, users } from '../../../server/db/schema';
import { demoImporter } from '../../../server/matches/importers/demo-importer';
import { authClient } from '../auth/auth-client';
import { subscriptionEvent, subscriptionsClient } from '../subscriptions/subscriptions-client';
import { SUBSCRIPTION_TEST_ENV } from '../subscriptions/test-env';
import { TEST_JWT_SECRET } from '../test-app';
import { createTestDatabase, type TestDatabase, testConfig } from '../test-database';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// The database going away and coming back while the server runs (PostgreSQL only: the
// embedded PGlite cannot go away). The app reaches PostgreSQL through a proxy the test
// cuts and restores; setup and checks use a direct connection.

const unavailable = {
  detail: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'service_unavailable',
  retry_after: 5,
};
// Far below any client's patience: a cut database must be answered, not waited on.
const PROMPT_MS = 3_000;

describe('the database going away and coming back', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    direct = await createTestDatabase(SUBSCRIPTION_TEST_ENV);
    await demoImporter.import(direct.database.db, { now: new Date() });
    const url = new URL(direct.config.databaseUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const config = testConfig({ ...SUBSCRIPTION_TEST_ENV, DATABASE_URL: url.toString() });
    proxied = await openDatabase(config, { onIdleError: () => {} });
    app = await buildApp({ config, database: proxied, jwtSecret: TEST_JWT_SECRET });
    token = await authClient(app).verifiedAccount('outage@example.com');
  });
  afterAll(async () => {
    proxy.restore();
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.drop();
  });

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const login = () =>
    authClient(app).post('/login/', { email: 'outage@example.com', password: 'long-enough-1' });
  const timed = async <T>(request: () => Promise<T>) => {
    const started = performance.now();
    const answer = await request();
    return { answer, ms: performance.now() - started };
  };
  const count = async (table: typeof users | typeof paymentEvents | typeof subscriptions) => {
    const [row] = await direct.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };

  it('answers 503 with a detail at once while it is unreachable, and serves again once it is back', async () => {
    expect((await get('/api/matches/?status=upcoming')).statusCode).toBe(200);

    proxy.cut();
    // The match list comes from memory (decision 013) until the data or the clock moves on
    // (then it needs the database): either way it is answered at once.
    const listed = await timed(() => get('/api/matches/?status=upcoming'));
    expect([200, 503]).toContain(listed.answer.statusCode);
    expect(listed.ms).toBeLessThan(PROMPT_MS);
    // A session read from the database is trusted for a second; after it, the check needs the
    // database like everything else here.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const request of [
      () => get('/api/auth/me/'),
      login,
      () => app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } }),
    ]) {
      const { answer, ms } = await timed(request);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(unavailable);
      expect(answer.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(PROMPT_MS);
    }
    const health = await get('/api/health/');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: 'down' });

    proxy.restore();
    expect((await get('/api/matches/?status=upcoming')).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await get('/api/health/')).json()).toMatchObject({ database: 'up' });
  });

  it('leaves no account behind when a registration is cut off mid-way, and the same registration then succeeds', async () => {
    const accounts = authClient(app);
    const email = 'cut-off@example.com';
    const usersBefore = await count(users);

    // The account is written; the connection drops as its code is about to be stored.
    const tripped = proxy.cutWhenSent('"one_time_codes"');
    const cutOff = await accounts.register(email);
    await tripped;
    expect(cutOff.statusCode).toBe(503);
    expect(cutOff.json()).toEqual(unavailable);
    expect(await count(users)).toBe(usersBefore);

    proxy.restore();
    expect((await accounts.register(email)).statusCode).toBe(201);
    const verified = await accounts.post('/register/verify-code/', {
      email,
      code: await accounts.latestCode(email),
    });
    expect(verified.statusCode).toBe(200);
    expect(await count(users)).toBe(usersBefore + 1);
  });

  it('records nothing of a webhook cut off before its state change is stored, and applies it when delivered again', async () => {
    const client = subscriptionsClient(app);
    const buyer = await client.newUser();
    const body = subscriptionEvent({ userId: buyer.id, id: 'sub-outage', updatedAt: new Date() });
    const events = await count(paymentEvents);
    const stored = await count(subscriptions);

    // The event's record is inserted in the transaction; the connection drops before the
    // subscription is written, so the transaction never commits.
    const tripped = proxy.cutWhenSent('"subscriptions"');
    const cutOff = await client.webhook(body);
    await tripped;
    expect(cutOff.statusCode).toBe(503);
    expect(await count(paymentEvents)).toBe(events);
    expect(await count(subscriptions)).toBe(stored);

    proxy.restore();
    const redelivered = await client.webhook(body);
    expect(redelivered.statusCode).toBe(200);
    expect(await count(paymentEvents)).toBe(events + 1);
    expect(await count(subscriptions)).toBe(stored + 1);
    expect(await client.refreshedIsPro(buyer.token)).toBe(true);
  });
});
