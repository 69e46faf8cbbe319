import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidationHub } from '../../../server/cache/invalidation';
import { userSessions, users } from '../../../server/db/schema';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../../mocks/google-jwks-server';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';
import { mailCount } from './code-rows';
import { claimsOf } from './token-claims';

const PASSWORD = 'long-enough-1';

// Each attack of issue #12 "Sessions never end", replayed: the stolen or left-behind token
// must stop working at the moment the owner acts, and never live past SESSION_MAX_DAYS.
describe('how sessions end', () => {
  let signer: GoogleSigner;
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;
  let counter = 0;
  const newEmail = () => `ending${counter++}@example.com`;

  beforeAll(async () => {
    signer = await startGoogleSigner();
    testApp = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      AUTH_SESSION_RATE_LIMIT_PER_IP: '1000',
      TOKEN_TTL_HOURS: '48',
      SESSION_MAX_DAYS: '1',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: signer.url,
    });
    client = authClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await signer.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(token) });
  /** 200 while the token's session lasts, 401 once it has ended: refresh and check agree. */
  const statusOf = async (token: string) => {
    const refresh = (await me(token)).statusCode;
    const check = (await client.post('/token/verify/', { token })).statusCode;
    expect(check).toBe(refresh);
    return refresh;
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const response = await client.post('/login/', { email, password });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  };
  /** A verified account signed in on two devices. */
  const twoDevices = async () => {
    const email = newEmail();
    const first = await client.verifiedAccount(email);
    return { email, first, second: await signIn(email) };
  };
  const sessionRows = (userId: string) =>
    testApp.database.db.select().from(userSessions).where(eq(userSessions.userId, userId));
  /** Moves a session's start `hours` into the past, as if time passed (and with it the
   * second for which the server keeps a session it read). */
  const ageSession = async (token: string, hours: number) => {
    await testApp.database.db
      .update(userSessions)
      .set({ createdAt: sql`${userSessions.createdAt} - ${sql.raw(`interval '${hours} hours'`)}` })
      .where(eq(userSessions.id, String(claimsOf(token).sid)));
    invalidationHub(testApp.database.db).invalidate({
      kind: 'session',
      sessionId: String(claimsOf(token).sid),
    });
  };

  it('gives each sign-in its own session, named in the token', async () => {
    const { first, second } = await twoDevices();
    expect(claimsOf(first).sid).not.toBe(claimsOf(second).sid);
    expect(await sessionRows(String(claimsOf(first).sub))).toHaveLength(2);
  });

  it('ends only the signed-out session; the other device stays signed in', async () => {
    const { first, second } = await twoDevices();
    const out = await client.post('/logout/', {}, bearer(first));
    expect(out.statusCode).toBe(200);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(200);
    // The ended token cannot sign out again, nor the other device by mistake.
    expect((await client.post('/logout/', {}, bearer(first))).statusCode).toBe(401);
    expect(await statusOf(second)).toBe(200);
  });

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const { email, first, second } = await twoDevices();
    const response = await client.post(
      '/password-change/',
      { current_password: PASSWORD, new_password: 'even-longer-2' },
      bearer(second),
    );
    expect(response.statusCode).toBe(200);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(200);
    expect(await statusOf(await signIn(email, 'even-longer-2'))).toBe(200);
  });

  it('a refused password change ends nothing', async () => {
    const { first, second } = await twoDevices();
    const response = await client.post(
      '/password-change/',
      { current_password: 'not-my-password', new_password: 'even-longer-2' },
      bearer(second),
    );
    expect(response.statusCode).toBe(400);
    expect(await statusOf(first)).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const { email, first, second } = await twoDevices();
    await client.post('/password-reset/request/', { identifier: email });
    const reset = await client.post('/password-reset/confirm/', {
      identifier: email,
      code: await client.latestCode(email),
      new_password: 'even-longer-2',
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(401);
    expect(await statusOf(await signIn(email, 'even-longer-2'))).toBe(200);
  });

  it('refreshes within the session, and refuses once SESSION_MAX_DAYS have passed', async () => {
    const { first } = await twoDevices();
    // A day less an hour after sign-in: still refreshed, but the new token ends with the
    // session (in an hour), not TOKEN_TTL_HOURS (48) from now.
    await ageSession(first, 23);
    const refreshed = await me(first);
    expect(refreshed.statusCode).toBe(200);
    const { token } = refreshed.json() as { token: string };
    expect(claimsOf(token).sid).toBe(claimsOf(first).sid);
    const left = Number(claimsOf(token).exp) - Date.now() / 1000;
    expect(left).toBeGreaterThan(3600 - 60);
    expect(left).toBeLessThanOrEqual(3600);
    // Past the day, every token of the session is refused, however fresh.
    await ageSession(first, 2);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(token)).toBe(401);
  });

  it('refuses a signed-out token at once, also to requests racing the sign-out', async () => {
    const { first } = await twoDevices();
    const verify = () => client.post('/token/verify/', { token: first });
    // Requests in flight while the session ends: each may pass or not, but once the sign-out
    // has answered, none may.
    const racing = Array.from({ length: 20 }, verify);
    const out = client.post('/logout/', {}, bearer(first));
    const during = await Promise.all([...racing, ...Array.from({ length: 20 }, verify)]);
    expect((await out).statusCode).toBe(200);
    expect(during.every((r) => [200, 401].includes(r.statusCode))).toBe(true);
    const after = await Promise.all(Array.from({ length: 20 }, verify));
    expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(401));
  });

  it('refuses within a second a session ended without telling the server', async () => {
    const { first, second } = await twoDevices();
    expect(await statusOf(first)).toBe(200);
    // Gone from the database behind the server's back (an operator, another tool): the
    // server kept it, but for no more than a second.
    await testApp.database.db
      .delete(userSessions)
      .where(eq(userSessions.id, String(claimsOf(first).sid)));
    const started = Date.now();
    await expect.poll(() => statusOf(first), { timeout: 1_500, interval: 50 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await statusOf(second)).toBe(200);
  });

  it('clears sessions past their lifetime when someone signs in', async () => {
    const { email, first } = await twoDevices();
    await ageSession(first, 25);
    await signIn(email);
    const rows = await sessionRows(String(claimsOf(first).sub));
    expect(rows.map((row) => row.id)).not.toContain(claimsOf(first).sid);
    expect(rows).toHaveLength(2);
  });

  it('ends the sessions of a deleted user with the user', async () => {
    const { email, first } = await twoDevices();
    await testApp.database.db.delete(users).where(eq(users.email, email));
    expect(await sessionRows(String(claimsOf(first).sub))).toEqual([]);
  });

  describe('changing the e-mail proves the owner, not just the token', () => {
    const request = (token: string, body: Record<string, unknown>) =>
      client.post('/email-change/request/', body, bearer(token));

    it.each([
      ['no password', {}],
      ['an empty password', { current_password: '' }],
      ['a wrong password', { current_password: 'not-my-password' }],
    ])('refuses a stolen token with %s, mailing nothing', async (_case, proof) => {
      const { first } = await twoDevices();
      const target = `thief-${counter++}@example.com`;
      const response = await request(first, { new_email: target, ...proof });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'wrong_password',
        errors: { current_password: ['The current password is incorrect.'] },
      });
      expect(await mailCount(testApp.database.db, target)).toBe(0);
    });

    it('does not tell a token holder without the password whether an address is taken', async () => {
      const { first } = await twoDevices();
      const other = await twoDevices();
      const response = await request(first, { new_email: other.email });
      expect(response.json()).toMatchObject({ code: 'wrong_password' });
    });

    it('moves the account with the password and tells the old address in its language', async () => {
      const { email, first } = await twoDevices();
      await testApp.app.inject({
        method: 'PATCH',
        url: '/api/auth/me/',
        headers: bearer(first),
        payload: { language: 'es' },
      });
      const target = `moved-${email}`;
      const asked = await request(first, { new_email: target, current_password: PASSWORD });
      expect(asked.statusCode).toBe(200);
      const mailsBefore = await mailCount(testApp.database.db, email);
      const done = await client.post(
        '/email-change/confirm/',
        { code: await client.latestCode(target) },
        bearer(first),
      );
      expect(done.statusCode).toBe(200);
      expect(await mailCount(testApp.database.db, email)).toBe(mailsBefore + 1);
      const notice = await testApp.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`,
      });
      expect(notice.json()).toMatchObject({
        subject: 'Tu correo de GoalVision ha cambiado',
        text: expect.stringContaining('mo****@example.com'),
      });
      // The session that made the change goes on, with the new address in its refresh.
      expect((await me((done.json() as { token: string }).token)).json()).toMatchObject({
        user: { email: target },
      });
    });

    describe('a Google-only account', () => {
      // Every id_token below is valid but for the one thing each case gets wrong.
      const sub = 'google-owner';
      const email = 'owner@gmail.example';
      let token: string;
      beforeAll(async () => {
        const signedIn = await client.post('/oauth/google/', {
          id_token: await signer.sign({ sub, email }),
        });
        token = (signedIn.json() as { token: string }).token;
      });

      it.each([
        ['no Google sign-in', async () => ({})],
        [
          "another Google user's sign-in",
          async () => ({ id_token: await signer.sign({ sub: 'someone-else', email }) }),
        ],
        [
          'a Google sign-in from 11 minutes ago',
          async () => ({
            id_token: await signer.sign(
              { sub, email },
              { issuedAt: Math.floor(Date.now() / 1000) - 11 * 60 },
            ),
          }),
        ],
        [
          'a sign-in signed with a key Google does not publish',
          async () => ({ id_token: await signer.sign({ sub, email }, { key: signer.otherKey }) }),
        ],
        ['a password', async () => ({ current_password: 'whatever-it-is' })],
      ])('refuses %s', async (_case, proof) => {
        const target = `google-thief-${counter++}@example.com`;
        const response = await request(token, { new_email: target, ...(await proof()) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'google_reauth_failed' });
        expect(await mailCount(testApp.database.db, target)).toBe(0);
      });

      it('accepts a fresh Google sign-in as the same Google user', async () => {
        const target = 'owner-new@example.com';
        const response = await request(token, {
          new_email: target,
          id_token: await signer.sign({ sub, email }),
        });
        expect(response.statusCode).toBe(200);
        expect(await client.latestCode(target)).toMatch(/^\d{4}$/);
      });
    });
  });
});
