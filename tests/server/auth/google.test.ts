import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../../mocks/google-jwks-server';
import { freePort } from '../../support/free-port';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';

const CLIENT_ID = GOOGLE_TEST_CLIENT_ID;

describe('Google sign-in', () => {
  let signer: GoogleSigner;
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    signer = await startGoogleSigner();
    testApp = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: signer.url,
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
    client = authClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await signer.close();
  });

  const signIn = (idToken: string) =>
    client.post('/oauth/google/', { id_token: idToken, language: 'es' });

  it('creates an oauth_only account from a valid id_token and signs it in again later', async () => {
    const token = await signer.sign({ sub: 'sub-new', email: 'Gabi@Example.com' });
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: { email: 'gabi@example.com', name: 'Gabi Google', language: 'es', oauth_only: true },
    });
    const again = await signIn(await signer.sign({ sub: 'sub-new', email: 'gabi@example.com' }));
    expect(again.json()).toMatchObject({ user: { id: first.json().user.id } });
  });

  it("accepts both spellings of Google's issuer", async () => {
    const token = await signer.sign(
      { sub: 'sub-bare-issuer', email: 'bare@example.com' },
      { issuer: 'accounts.google.com' },
    );
    const response = await signIn(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'bare@example.com' } });
  });

  it('refuses password sign-in and password reset for that account', async () => {
    await signIn(await signer.sign({ sub: 'sub-only', email: 'only@example.com' }));
    const login = await client.post('/login/', {
      email: 'only@example.com',
      password: 'anything-at-all',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'oauth_only' });
    const reset = await client.post('/password-reset/request/', { identifier: 'only@example.com' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'oauth_only' });
  });

  it('links Google to a verified password account, which keeps its password', async () => {
    const email = 'both@example.com';
    const password = 'long-enough-1';
    await client.verifiedAccount(email, password);
    const response = await signIn(
      await signer.sign({ sub: 'sub-both', email: 'Both@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email, name: 'Ana', oauth_only: false } });
    const login = await client.post('/login/', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(response.json().user.id);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSub).toBe('sub-both');
  });

  it("takes an unfinished sign-up away from whoever typed that address's password", async () => {
    const email = 'squatted@example.com';
    await client.register(email, { password: 'squatters-password' });
    const pendingCode = await client.latestCode(email);
    const response = await signIn(await signer.sign({ sub: 'sub-owner', email }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email, name: 'Gabi Google', language: 'es', oauth_only: true },
    });
    const login = await client.post('/login/', { email, password: 'squatters-password' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'oauth_only' });
    const verify = await client.post('/register/verify-code/', { email, code: pendingCode });
    expect(verify.statusCode).toBe(400);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { expiresIn: '-1m' }],
  ])('refuses %s', async (_case, options) => {
    const response = await signIn(await signer.sign({ email: 'x@example.com' }, options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Google sign-in failed. Please try again.',
      code: 'google_failed',
    });
  });

  it('refuses a token signed by another key', async () => {
    const response = await signIn(
      await signer.sign({ email: 'x@example.com' }, { key: signer.otherKey }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token when the key server cannot be reached', async () => {
    const offline = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${await freePort()}/certs`,
    });
    try {
      const response = await authClient(offline.app).post('/oauth/google/', {
        id_token: await signer.sign({ email: 'x@example.com' }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Google sign-in failed. Please try again.',
        code: 'google_failed',
      });
    } finally {
      await offline.close();
    }
  });

  it('signs in a Google name with a NUL byte, line breaks or direction overrides, without them', async () => {
    const response = await signIn(
      await signer.sign({
        sub: 'sub-odd-name',
        email: 'odd@example.com',
        name: 'Eve\u0000 \u202Egnp.exe\u202C\nAdmin\u200B',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Eve gnp.exe Admin');
    const blank = await signIn(
      await signer.sign({
        sub: 'sub-blank-name',
        email: 'blank@example.com',
        name: '\u0000\u200B',
      }),
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json().user.name).toBe('blank@example.com');
  });

  it('refuses an unverified Google e-mail', async () => {
    const response = await signIn(
      await signer.sign({ email: 'x@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('tells the SPA its client id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json()).toMatchObject({ google_client_id: CLIENT_ID });
  });
});

describe('Google sign-in without a client id', () => {
  it('says it is not configured', async () => {
    const testApp = await createTestApp();
    try {
      const response = await authClient(testApp.app).post('/oauth/google/', { id_token: 'a.b.c' });
      expect(response.statusCode).toBe(503);
      const config = await testApp.app.inject({ method: 'GET', url: '/api/config/' });
      expect(config.json()).toMatchObject({ google_client_id: null });
    } finally {
      await testApp.close();
    }
  });
});
