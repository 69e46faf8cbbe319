import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { authClient, wrongCodeFor } from './auth-client';

describe('accounts', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;
  let counter = 0;
  const newEmail = () => `user${counter++}@example.com`;

  beforeAll(async () => {
    testApp = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    });
    client = authClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('registers, mails a 4-digit code, and signs in with it', async () => {
    const email = newEmail();
    const registered = await client.register(email.toUpperCase());
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email });
    const code = await client.latestCode(email);
    expect(code).toMatch(/^\d{4}$/);

    const verified = await client.post('/register/verify-code/', { email, code: ` ${code} ` });
    expect(verified.statusCode).toBe(200);
    const session = verified.json() as { token: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({ name: 'Ana', email, language: 'en', oauth_only: false });
    expect(session.token.split('.')).toHaveLength(3);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email } });
    const check = await client.post('/token/verify/', { token: session.token });
    expect(check.json()).toEqual({ valid: true });
  });

  it('puts exp, is_pro and lang in the token', async () => {
    const token = await client.verifiedAccount(newEmail());
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ is_pro: false, lang: 'en' });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a second account for a verified address', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const again = await client.register(email);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { email: ['Email is already in use'] } });
  });

  it.each([
    ['an unknown e-mail', 404, undefined],
    ['a wrong password', 401, undefined],
  ])('answers %s with %i', async (_case, status) => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const response = await client.post('/login/', {
      email: status === 404 ? newEmail() : email,
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail: 'Invalid email or password' });
  });

  it('signs in a verified account, whatever the case of its address', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const response = await client.post('/login/', {
      email: email.toUpperCase(),
      password: 'long-enough-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email } });
  });

  it('answers 403 unverified for an account that never checked its code', async () => {
    const email = newEmail();
    await client.register(email);
    const response = await client.post('/login/', { email, password: 'long-enough-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'unverified' });
  });

  it('waits 60 seconds between codes, saying when to retry', async () => {
    const email = newEmail();
    await client.register(email);
    const response = await client.post('/register/resend-code/', { email });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const email = newEmail();
    await client.register(email);
    const code = await client.latestCode(email);
    const wrong = wrongCodeFor(code);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.post('/register/verify-code/', { email, code: wrong });
      expect(response.json()).toEqual({ detail: 'Incorrect code. Please try again.' });
    }
    const locked = await client.post('/register/verify-code/', { email, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ detail: 'Too many wrong tries. Request a new code.' });
  });

  it('resets a password with a mailed code', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const requested = await client.post('/password-reset/request/', { identifier: email });
    expect(requested.json()).toEqual({ email: `${email.slice(0, 2)}****@example.com` });
    const code = await client.latestCode(email);

    const wrong = await client.post('/password-reset/verify/', {
      identifier: email,
      code: wrongCodeFor(code),
    });
    expect(wrong.json()).toEqual({ verified: false });
    const right = await client.post('/password-reset/verify/', { identifier: email, code });
    expect(right.json()).toEqual({ verified: true });

    const confirmed = await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'a-brand-new-one',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.post('/login/', { email, password: 'long-enough-1' })).statusCode).toBe(
      401,
    );
    expect((await client.post('/login/', { email, password: 'a-brand-new-one' })).statusCode).toBe(
      200,
    );
    // The code is spent.
    const reused = await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'yet-another-one',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('says an unknown address does not exist on reset', async () => {
    const response = await client.post('/password-reset/request/', { identifier: newEmail() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The provided user or email does not exist.' });
  });

  it('answers 401 to /me/ without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Bearer a.b.c']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await client.post('/token/verify/', { token: 'x.y.z' })).statusCode).toBe(401);
  });
});
