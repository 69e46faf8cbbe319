import { describe, expect, it } from 'vitest';
import { wrongCodeFor } from './auth-client';
import { useAuthApp } from './auth-test-app';
import { backdateCode } from './code-rows';

describe('password reset', () => {
  const { testApp, client, newEmail } = useAuthApp('reset');

  const requestCode = async (email: string) => {
    const response = await client.post('/password-reset/request/', { identifier: email });
    expect(response.statusCode).toBe(200);
    return client.latestCode(email);
  };

  it('masks the address it mailed the code to', async () => {
    await client.verifiedAccount('andrea@example.com');
    const response = await client.post('/password-reset/request/', {
      identifier: 'Andrea@Example.com',
    });
    expect(response.json()).toEqual({ email: 'an****@example.com' });
  });

  it('mails the code in the account language', async () => {
    const email = newEmail();
    await client.post('/register/', {
      name: 'Lucía',
      email,
      password: 'long-enough-1',
      language: 'es',
    });
    await client.post('/register/verify-code/', { email, code: await client.latestCode(email) });
    await requestCode(email);
    const mail = await testApp.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox/latest/?to=${email}`,
    });
    expect(mail.json()).toMatchObject({ subject: 'Restablece tu contraseña de GoalVision' });
  });

  it('waits a minute before another code, saying when to retry', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    await requestCode(email);
    const again = await client.post('/password-reset/request/', { identifier: email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(typeof again.json().detail).toBe('string');
  });

  it('refuses a new password shorter than 8 characters, keeping the code', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const code = await requestCode(email);
    const short = await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errors: { new_password: ['Password must be at least 8 characters'] },
    });
    const verify = await client.post('/password-reset/verify/', { identifier: email, code });
    expect(verify.json()).toEqual({ verified: true });
  });

  it('answers verified false once the code has expired, and confirm says why', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const code = await requestCode(email);
    await backdateCode(testApp.database.db, email, 'password_reset', 11);
    const verify = await client.post('/password-reset/verify/', { identifier: email, code });
    expect(verify.json()).toEqual({ verified: false });
    const confirm = await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'a-brand-new-one',
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({
      detail: 'This code has expired. Request a new one.',
      code: 'code_expired',
    });
  });

  it('counts wrong codes on verify: after 5 the right one is refused too', async () => {
    const email = newEmail();
    await client.verifiedAccount(email);
    const code = await requestCode(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await client.post('/password-reset/verify/', {
        identifier: email,
        code: wrongCodeFor(code),
      });
      expect(wrong.json()).toEqual({ verified: false });
    }
    const right = await client.post('/password-reset/verify/', { identifier: email, code });
    expect(right.json()).toEqual({ verified: false });
    const confirm = await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'a-brand-new-one',
    });
    expect(confirm.json()).toEqual({
      detail: 'Too many wrong tries. Request a new code.',
      code: 'code_locked',
    });
    expect((await client.post('/login/', { email, password: 'a-brand-new-one' })).statusCode).toBe(
      401,
    );
  });

  it('answers verified false for an address without an account', async () => {
    const response = await client.post('/password-reset/verify/', {
      identifier: newEmail(),
      code: '1234',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: false });
  });

  it('also finishes a sign-up whose code was lost: the reset proves the address', async () => {
    const email = newEmail();
    await client.register(email);
    await backdateCode(testApp.database.db, email, 'registration', 2);
    const code = await requestCode(email);
    await client.post('/password-reset/confirm/', {
      identifier: email,
      code,
      new_password: 'chosen-after-reset',
    });
    const login = await client.post('/login/', { email, password: 'chosen-after-reset' });
    expect(login.statusCode).toBe(200);
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
    expect(response.json()).toEqual({
      detail: 'The provided user or email does not exist.',
      code: 'user_not_found',
    });
  });
});
