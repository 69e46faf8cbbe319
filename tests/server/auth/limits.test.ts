import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { wrongCodeFor } from './auth-client';
import { useAuthApp } from './auth-test-app';
import { backdateCode } from './code-rows';

// The account limits against someone who tries hard: many guesses at once, from many
// addresses, across a restart and behind a flood of other keys (docs/security.md). Every
// request names its client in X-Forwarded-For (TRUST_PROXY=true).
const PER_PAIR = 3;
const ALL_IPS = 6;
const PASSWORD = 'long-enough-1';

const rowCount = async (db: Db) =>
  Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from limit_counters`)).rows[0]
      ?.n,
  );

describe('sign-in lock-out', () => {
  const { testApp, client, newEmail } = useAuthApp('lockout', {
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_PAIR),
    AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: String(ALL_IPS),
  });
  let ips = 0;
  const newIp = () => `10.1.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;
  const signIn = (email: string, ip: string, password = 'wrong-guess-1') =>
    client.post('/login/', { email, password }, { 'x-forwarded-for': ip });

  it('locks out the guessing client, saying how long to wait, and not the owner elsewhere', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    const stranger = newIp();
    for (let i = 0; i < PER_PAIR; i++) expect((await signIn(email, stranger)).statusCode).toBe(401);

    const refused = await signIn(email, stranger, PASSWORD);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      detail: 'Too many attempts. Please try again later.',
      code: 'too_many_attempts',
      retry_after: wait,
    });
    // Ten more tries from the stranger cost the owner nothing.
    for (let i = 0; i < 10; i++) expect((await signIn(email, stranger)).statusCode).toBe(429);
    expect((await signIn(email, newIp(), PASSWORD)).statusCode).toBe(200);
  });

  it('bounds guessing from many addresses by the per-account ceiling', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    for (let i = 0; i < ALL_IPS; i++) expect((await signIn(email, newIp())).statusCode).toBe(401);
    const owner = newIp();
    const fromNewAddress = await signIn(email, owner, PASSWORD);
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json()).toMatchObject({ code: 'too_many_attempts' });

    // The owner proves the mailbox with a reset code: the lock is lifted.
    await client.post('/password-reset/request/', { identifier: email });
    const reset = await client.post(
      '/password-reset/confirm/',
      { identifier: email, code: await client.latestCode(email), new_password: 'new-password-2' },
      { 'x-forwarded-for': owner },
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, owner, 'new-password-2')).statusCode).toBe(200);
  });

  it('counts only failures: right passwords never lock, and one clears the client’s count', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    const owner = newIp();
    for (let i = 0; i < ALL_IPS + 2; i++) {
      expect((await signIn(email, owner, PASSWORD)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_PAIR - 1; i++)
        expect((await signIn(email, owner)).statusCode).toBe(401);
      expect((await signIn(email, owner, PASSWORD)).statusCode).toBe(200);
    }
  });

  it('counts parallel guesses one by one', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    const ip = newIp();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => signIn(email, ip)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_PAIR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_PAIR);
  });

  it('keeps a lock-out, per-account and per-IP limits across a restart', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    const stranger = newIp();
    for (let i = 0; i < PER_PAIR; i++) await signIn(email, stranger);
    const codeGuesser = newEmail();
    await client.register(codeGuesser);
    for (let i = 0; i < PER_PAIR; i++) {
      await client.post('/register/verify-code/', { email: codeGuesser, code: '0000' });
    }

    await testApp.restart();

    expect((await signIn(email, stranger, PASSWORD)).statusCode).toBe(429);
    const code = await client.latestCode(codeGuesser);
    const verify = await client.post('/register/verify-code/', { email: codeGuesser, code });
    expect(verify.statusCode).toBe(429);
    expect((await signIn(email, newIp(), PASSWORD)).statusCode).toBe(200);
  });
});

describe('the per-IP budget of the account endpoints', () => {
  const { testApp, client } = useAuthApp('perip', { AUTH_RATE_LIMIT_PER_IP: '3' });

  it('survives a restart', async () => {
    const attempt = () => client.post('/password-reset/request/', { identifier: 'x@example.com' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(404);
    await testApp.restart();
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
  });
});

describe('limit counters under a flood of other keys', () => {
  const MAX_ROWS = 60;
  const { testApp, client, newEmail } = useAuthApp('flood', {
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_PAIR),
    LIMIT_COUNTERS_MAX_ROWS: String(MAX_ROWS),
  });

  it('keeps a lock-out while hundreds of one-off keys come and go, within its row budget', async () => {
    const email = newEmail();
    await client.verifiedAccount(email, PASSWORD);
    const stranger = '10.9.9.9';
    const guess = (password = 'wrong-guess-1') =>
      client.post('/login/', { email, password }, { 'x-forwarded-for': stranger });
    for (let i = 0; i < PER_PAIR; i++) await guess();

    // Each sign-in with a new address from a new client is two new keys (pair, account).
    for (let i = 0; i < 400; i++) {
      await client.post(
        '/login/',
        { email: `flood${i}@example.com`, password: 'x' },
        { 'x-forwarded-for': `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      );
      if (i % 50 === 0) {
        expect(await rowCount(testApp.database.db)).toBeLessThanOrEqual(MAX_ROWS * 1.1 + 3);
      }
    }
    expect((await guess(PASSWORD)).statusCode).toBe(429);
  });

  it('deletes spent windows', async () => {
    await testApp.database.db.execute(
      sql`update limit_counters set window_ends_at = now() - interval '1 second'`,
    );
    // New keys start the next sweep.
    for (let i = 0; i < MAX_ROWS / 10; i++) {
      await client.post('/login/', { email: `late${i}@example.com`, password: 'x' });
    }
    expect(await rowCount(testApp.database.db)).toBeLessThanOrEqual(MAX_ROWS / 5 + 3);
  });
});

describe('e-mail change codes', () => {
  const { testApp, client, newEmail } = useAuthApp('change', {
    AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const requestChange = (token: string, target: string) =>
    client.post(
      '/email-change/request/',
      { new_email: target, current_password: 'long-enough-1' },
      bearer(token),
    );

  it('bound the guesses of one account across fresh codes', async () => {
    const email = newEmail();
    const token = await client.verifiedAccount(email);
    const target = newEmail();
    const statuses: number[] = [];
    // Each round: a fresh code (after the resend wait), then a wrong guess.
    for (let round = 0; round < 3; round++) {
      await backdateCode(testApp.database.db, email, 'email_change', 2);
      statuses.push((await requestChange(token, target)).statusCode);
      const code = await client.latestCode(target);
      statuses.push(
        (await client.post('/email-change/confirm/', { code: wrongCodeFor(code) }, bearer(token)))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 400, 200, 400, 429, 429]);
  });

  it('bound the guesses at one address from many accounts', async () => {
    const target = newEmail();
    const statuses: number[] = [];
    for (let account = 0; account < 3; account++) {
      const token = await client.verifiedAccount(newEmail());
      statuses.push((await requestChange(token, target)).statusCode);
      statuses.push(
        (await client.post('/email-change/confirm/', { code: '0000' }, bearer(token))).statusCode,
      );
    }
    // The address's budget (4) is spent by two accounts; the third gets no code at all.
    expect(statuses.slice(0, 4)).toEqual([200, 400, 200, 400]);
    expect(statuses[4]).toBe(429);
  });
});
