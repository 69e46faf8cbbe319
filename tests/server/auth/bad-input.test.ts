import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { TEST_JWT_SECRET } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { authClient, wrongCodeFor } from './auth-client';

const endpoints = [
  '/register/',
  '/register/verify-code/',
  '/register/resend-code/',
  '/login/',
  '/oauth/google/',
  '/token/verify/',
  '/password-reset/request/',
  '/password-reset/verify/',
  '/password-reset/confirm/',
];

const badBodies: Array<[string, string]> = [
  ['malformed JSON', '{"email": '],
  ['an array', '[]'],
  [
    'wrong types',
    JSON.stringify({ name: 5, email: 7, password: true, code: 1234, identifier: [], token: {} }),
  ],
  ['missing fields', '{}'],
  [
    'overlong strings',
    JSON.stringify({
      name: 'n'.repeat(5000),
      email: `${'e'.repeat(300)}@example.com`,
      password: 'p'.repeat(5000),
      identifier: `${'e'.repeat(300)}@example.com`,
      code: '1'.repeat(50),
      new_password: 'p'.repeat(5000),
      token: 't'.repeat(10_000),
      id_token: 't'.repeat(10_000),
    }),
  ],
  [
    'a name with a line break',
    JSON.stringify({
      name: 'Ana\nBcc: x@example.com',
      email: 'a@example.com',
      password: 'long-enough-1',
    }),
  ],
  ['a short password', JSON.stringify({ name: 'Ana', email: 'a@example.com', password: 'short' })],
  [
    'a language we do not speak',
    JSON.stringify({
      name: 'Ana',
      email: 'a@example.com',
      password: 'long-enough-1',
      language: 'fr',
    }),
  ],
  [
    'a number where text belongs',
    JSON.stringify({ email: 12345678, identifier: 12345678, code: 1234 }),
  ],
  ['null fields', JSON.stringify({ name: null, email: null, password: null, code: null })],
  [
    'a non-digit code',
    JSON.stringify({ email: 'a@example.com', identifier: 'a@example.com', code: '12a4' }),
  ],
];

describe('account endpoints under bad input', () => {
  let testDatabase: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_MAX: '100000',
    });
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    app = await buildApp({
      config: testDatabase.config,
      database: testDatabase.database,
      jwtSecret: TEST_JWT_SECRET,
      logger,
    });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  const count = async (table: string) =>
    Number(
      (
        (await testDatabase.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))
          .rows[0] as {
          n: number;
        }
      ).n,
    );

  it.each(badBodies)(
    'answers %s with a 4xx and a clear detail, writing nothing',
    async (_case, body) => {
      for (const endpoint of endpoints) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/auth${endpoint}`,
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${endpoint} ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, endpoint).toBeLessThan(500);
        const answer = response.json() as { detail?: unknown; errors?: unknown };
        expect(typeof answer.detail, endpoint).toBe('string');
      }
      expect(await count('users')).toBe(0);
      expect(await count('one_time_codes')).toBe(0);
      expect(await count('outbox_mail')).toBe(0);
    },
  );

  it('never shows a password or a code in logs or responses', async () => {
    const client = authClient(app);
    const email = 'secretive@example.com';
    const password = 'Sup3r-Secret-Passw0rd';
    const responses: string[] = [];
    responses.push((await client.register(email, { password })).body);
    const code = await client.latestCode(email);
    responses.push(
      (
        await client.post('/register/verify-code/', {
          email,
          code: wrongCodeFor(code),
        })
      ).body,
    );
    responses.push((await client.post('/register/verify-code/', { email, code })).body);
    responses.push((await client.post('/login/', { email, password })).body);
    responses.push((await client.post('/login/', { email, password: `${password}x` })).body);
    responses.push((await client.post('/password-reset/request/', { identifier: email })).body);
    const resetCode = await client.latestCode(email);
    const newPassword = 'An0ther-Secret-Passw0rd';
    responses.push(
      (await client.post('/password-reset/verify/', { identifier: email, code: resetCode })).body,
    );
    responses.push(
      (
        await client.post('/password-reset/confirm/', {
          identifier: email,
          code: resetCode,
          new_password: newPassword,
        })
      ).body,
    );
    responses.push((await client.post('/login/', { email, password: newPassword })).body);
    const log = logLines.join('');
    expect(log).toContain(`mail to ${email}: Your GoalVision code`);
    expect(log).toContain(`mail to ${email}: Reset your GoalVision password`);
    expect(log).not.toContain(newPassword);
    expect(log).toContain('/api/auth/login/');
    expect(log).not.toContain(password);
    // A 4-digit run inside a timestamp or a duration is not the code; a standalone one is.
    for (const secret of [code, resetCode]) {
      expect(log).not.toMatch(new RegExp(`(^|[^0-9.])${secret}([^0-9.]|$)`));
    }
    for (const body of responses) {
      expect(body).not.toContain(password);
      expect(body).not.toContain(newPassword);
      for (const secret of [code, resetCode]) {
        expect(body).not.toMatch(new RegExp(`(^|[^0-9.])${secret}([^0-9.]|$)`));
      }
    }
  });
});
