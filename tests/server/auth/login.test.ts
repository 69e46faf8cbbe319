import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';
import { backdateCode, mailCount } from './code-rows';

describe('sign-in of an account that never checked its code', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    client = authClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('answers 403 unverified and mails a fresh code when the last is over a minute old', async () => {
    const email = 'late@example.com';
    await client.register(email);
    await backdateCode(testApp.database.db, email, 'registration', 2);
    const response = await client.post('/login/', { email, password: 'long-enough-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'unverified',
      detail: 'Please verify your e-mail address first.',
    });
    expect(await mailCount(testApp.database.db, email)).toBe(2);
    const verified = await client.post('/register/verify-code/', {
      email,
      code: await client.latestCode(email),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('mails nothing new when the last code is under a minute old', async () => {
    const email = 'quick@example.com';
    await client.register(email);
    const response = await client.post('/login/', { email, password: 'long-enough-1' });
    expect(response.statusCode).toBe(403);
    expect(await mailCount(testApp.database.db, email)).toBe(1);
  });

  it('says nothing about verification to a wrong password', async () => {
    const email = 'guess@example.com';
    await client.register(email);
    await backdateCode(testApp.database.db, email, 'registration', 2);
    const response = await client.post('/login/', { email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(await mailCount(testApp.database.db, email)).toBe(1);
  });
});
