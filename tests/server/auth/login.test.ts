import { describe, expect, it } from 'vitest';
import { useAuthApp } from './auth-test-app';
import { backdateCode, mailCount } from './code-rows';

describe('sign-in', () => {
  const { testApp, client, newEmail } = useAuthApp('login');

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
    expect(response.json()).toEqual({
      detail: 'Invalid email or password',
      code: 'invalid_credentials',
    });
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
});
