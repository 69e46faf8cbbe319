import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { authClient, wrongCodeFor } from './auth-client';
import { backdateCode, mailCount } from './code-rows';

describe('registration', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;
  let counter = 0;
  const newEmail = () => `signup${counter++}@example.com`;

  beforeAll(async () => {
    testApp = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    });
    client = authClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('answers 201 with the address and a detail, and mails a code', async () => {
    const email = newEmail();
    const response = await client.register(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, detail: 'We sent a code to your e-mail.' });
    expect(await client.latestCode(email)).toMatch(/^\d{4}$/);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const email = newEmail();
    const response = await client.register(email, { password: 'seven77' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { password: ['Password must be at least 8 characters'] },
    });
    expect(await mailCount(testApp.database.db, email)).toBe(0);
  });

  it('lets an unfinished sign-up start over with new details and a new code', async () => {
    const email = newEmail();
    await client.register(email, { name: 'First', password: 'first-password' });
    const firstCode = await client.latestCode(email);
    await backdateCode(testApp.database.db, email, 'registration', 2);

    const again = await client.register(email, {
      name: 'Second',
      password: 'second-password',
      language: 'es',
    });
    expect(again.statusCode).toBe(201);
    expect(await mailCount(testApp.database.db, email)).toBe(2);
    const code = await client.latestCode(email);
    if (code !== firstCode) {
      const old = await client.post('/register/verify-code/', { email, code: firstCode });
      expect(old.statusCode).toBe(400);
    }
    const verified = await client.post('/register/verify-code/', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { name: 'Second', language: 'es' } });
    expect((await client.post('/login/', { email, password: 'first-password' })).statusCode).toBe(
      401,
    );
    expect((await client.post('/login/', { email, password: 'second-password' })).statusCode).toBe(
      200,
    );
  });

  it('keeps the code it sent less than a minute ago when a sign-up starts over', async () => {
    const email = newEmail();
    await client.register(email, { name: 'First' });
    const code = await client.latestCode(email);
    const again = await client.register(email, { name: 'Second' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ email, detail: 'We already sent a code to your e-mail.' });
    expect(await mailCount(testApp.database.db, email)).toBe(1);
    const verified = await client.post('/register/verify-code/', { email, code });
    expect(verified.json()).toMatchObject({ user: { name: 'Second' } });
  });

  it('marks the address verified once the code is right', async () => {
    const email = newEmail();
    await client.register(email);
    await client.post('/register/verify-code/', { email, code: await client.latestCode(email) });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('accepts the code with spaces around it and answers a session the SPA can use', async () => {
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

  it('refuses a second account for a verified address', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const again = await client.register(email);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { email: ['Email is already in use'] } });
  });

  it('says the code has expired after 10 minutes', async () => {
    const email = newEmail();
    await client.register(email);
    const code = await client.latestCode(email);
    await backdateCode(testApp.database.db, email, 'registration', 11);
    const response = await client.post('/register/verify-code/', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'This code has expired. Request a new one.' });
  });

  it('stops a brute force: after 5 wrong tries only a new code works', async () => {
    const email = newEmail();
    await client.register(email);
    const locked = await client.latestCode(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.post('/register/verify-code/', { email, code: wrongCodeFor(locked) });
    }
    // Even all 10,000 codes would now fail; one is enough to show it.
    const stillLocked = await client.post('/register/verify-code/', { email, code: locked });
    expect(stillLocked.json()).toEqual({ detail: 'Too many wrong tries. Request a new code.' });

    await backdateCode(testApp.database.db, email, 'registration', 1);
    const resent = await client.post('/register/resend-code/', { email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ detail: 'The code has been sent again.' });
    const code = await client.latestCode(email);
    const verified = await client.post('/register/verify-code/', { email, code });
    expect(verified.statusCode).toBe(200);
  });

  it('answers a code that does not match with the SPEC message', async () => {
    const email = newEmail();
    await client.register(email);
    const code = await client.latestCode(email);
    const response = await client.post('/register/verify-code/', {
      email,
      code: wrongCodeFor(code),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect code. Please try again.' });
  });

  it('resends only to a sign-up that is waiting for its code', async () => {
    const verified = newEmail();
    await client.verifiedAccount(verified);
    for (const email of [newEmail(), verified]) {
      const response = await client.post('/register/resend-code/', { email });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('says when to retry a resend asked for too soon', async () => {
    const email = newEmail();
    await client.register(email);
    await backdateCode(testApp.database.db, email, 'registration', 0.5);
    const response = await client.post('/register/resend-code/', { email });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });
});
