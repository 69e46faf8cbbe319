import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, publicRoute, signInRequired } from '../../../server/auth/require-user';
import { users } from '../../../server/db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test-app';
import { authClient } from './auth-client';
import { claimsOf } from './token-claims';

describe('session tokens', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;
  let counter = 0;
  const newEmail = () => `session${counter++}@example.com`;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', TOKEN_TTL_HOURS: '2' });
    // Routes of the kind later features add, in a scope with the session check as /api has.
    await testApp.app.register(async (scope) => {
      scope.addHook('onRoute', signInRequired({ ...testApp, jwtSecret: TEST_JWT_SECRET }));
      scope.get('/api/test/whoami/', async (request) => ({ email: currentUser(request).email }));
      // A route's own preHandler runs after the session check, so it may read the user.
      let seen: string | null = null;
      scope.get(
        '/api/test/own-check/',
        {
          preHandler: async (request) => {
            seen = request.user?.email ?? null;
          },
        },
        async () => ({ seen }),
      );
      scope.get('/api/test/anyone/', publicRoute(), async (request) => ({ user: request.user }));
    });
    client = authClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const sign = (claims: Record<string, unknown>, expiresIn: string, secret = TEST_JWT_SECRET) =>
    new SignJWT({ is_pro: false, lang: 'en', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(secret));
  const verify = (token: string) => client.post('/token/verify/', { token });
  const me = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: authorization ? { authorization } : {},
    });

  it('lives TOKEN_TTL_HOURS and carries sub, is_pro and lang', async () => {
    const token = await client.verifiedAccount(newEmail());
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ is_pro: false, lang: 'en' });
    expect(typeof claims.sub).toBe('string');
    const lifetime = Number(claims.exp) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(2 * 3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600);
  });

  it('refreshes on /me/ with a new token and the user record', async () => {
    const email = newEmail();
    const token = await client.verifiedAccount(email);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'id',
      'language',
      'name',
      'oauth_only',
    ]);
    expect(claimsOf(body.token).sub).toBe(claimsOf(token).sub);
    expect((await verify(body.token)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it.each([
    ['an expired token', () => sign({ sub: 'whoever' }, '-1s')],
    ['a token signed with another secret', () => sign({ sub: 'x' }, '1h', 'y'.repeat(40))],
    ['garbage', async () => 'not-a-token'],
    ['an empty string', async () => ''],
  ])('refuses %s', async (_case, make) => {
    const token = await make();
    const response = await verify(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Invalid authentication token',
      code: 'invalid_token',
    });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses the token of a user who no longer exists', async () => {
    const email = newEmail();
    const token = await client.verifiedAccount(email);
    await testApp.database.db.delete(users).where(eq(users.email, email));
    expect((await verify(token)).statusCode).toBe(401);
    expect((await me(`Bearer ${token}`)).json()).toEqual({
      detail: 'Invalid authentication token',
      code: 'invalid_token',
    });
  });

  it('lets protected routes through only with a valid Bearer token', async () => {
    const email = newEmail();
    const token = await client.verifiedAccount(email);
    const ok = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/whoami/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.json()).toEqual({ email });
    for (const authorization of [undefined, token, `Basic ${token}`, 'Bearer ']) {
      const refused = await testApp.app.inject({
        method: 'GET',
        url: '/api/test/whoami/',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
    }
  });

  it("checks the session before a route's own preHandler, and not on a public route", async () => {
    const email = newEmail();
    const token = await client.verifiedAccount(email);
    const own = (authorization?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/test/own-check/',
        headers: authorization ? { authorization } : {},
      });
    expect((await own(`Bearer ${token}`)).json()).toEqual({ seen: email });
    expect((await own()).json()).toEqual({
      detail: 'Invalid authentication token',
      code: 'invalid_token',
    });
    const anyone = await testApp.app.inject({ method: 'GET', url: '/api/test/anyone/' });
    expect([anyone.statusCode, anyone.json()]).toEqual([200, { user: null }]);
  });
});

describe('rate limits on token checks', () => {
  it('gives token checks their own, larger per-IP budget than sign-in', async () => {
    const testApp = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_SESSION_RATE_LIMIT_PER_IP: '4',
    });
    try {
      const client = authClient(testApp.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await client.post('/token/verify/', { token: 'x' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const login = await client.post('/login/', { email: 'a@example.com', password: 'x' });
      expect(login.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
