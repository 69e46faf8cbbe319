import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { wrongCodeFor } from './auth-client';
import { useAuthApp } from './auth-test-app';
import { backdateCode, mailCount } from './code-rows';

describe('registration', () => {
  const { testApp, client, newEmail } = useAuthApp('signup');

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

  it.each([
    ['a right-to-left override', 'Ana \u202Egnp.exe'],
    ['a direction isolate', 'Ana\u2067Bob'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a zero-width joiner', 'Ana\u200D'],
    ['a word joiner', 'Ana\u2060'],
    ['a byte-order mark', 'An\uFEFFa'],
  ])('refuses a name with %s, with a code and a detail, and sends nothing', async (_what, name) => {
    const email = newEmail();
    const response = await client.register(email, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'name: The name cannot contain invisible or text-direction characters.',
      code: 'name_invisible_characters',
      errors: { name: ['The name cannot contain invisible or text-direction characters.'] },
      field_codes: { name: 'name_invisible_characters' },
    });
    expect(await mailCount(testApp.database.db, email)).toBe(0);
  });

  it('keeps names in any script, accents and emoji', async () => {
    for (const name of ['José Ñúñez', 'محمد', '李小龍', 'Zoë 🙂']) {
      expect((await client.register(newEmail(), { name })).statusCode, name).toBe(201);
    }
  });

  const login = (email: string, password: string) => client.post('/login/', { email, password });

  it("refuses a second sign-up of an unverified address, keeping the first one's details", async () => {
    const email = newEmail();
    await client.register(email, { name: 'Owner', password: 'owners-password' });
    await backdateCode(testApp.database.db, email, 'registration', 2);

    const again = await client.register(email, {
      name: 'Intruder',
      password: 'intruders-password',
      language: 'es',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'Email is already in use',
      code: 'email_taken',
      errors: { email: ['Email is already in use'] },
    });
    expect(await mailCount(testApp.database.db, email)).toBe(1);
    // The owner enters the code from their mailbox: the account is theirs, password and all.
    const verified = await client.post('/register/verify-code/', {
      email,
      code: await client.latestCode(email),
    });
    expect(verified.json()).toMatchObject({ user: { name: 'Owner', language: 'en' } });
    expect((await login(email, 'intruders-password')).statusCode).toBe(401);
    expect((await login(email, 'owners-password')).statusCode).toBe(200);
  });

  it('lets the owner of an address someone else signed up first take it with a reset', async () => {
    const email = newEmail();
    await client.register(email, { password: 'squatters-password' });
    const squattersCode = await client.latestCode(email);

    // The owner cannot sign up: the address is taken, and says so.
    expect((await client.register(email, { password: 'owners-password' })).statusCode).toBe(400);
    // The code in their mailbox lets them set their own password, which proves the address.
    await backdateCode(testApp.database.db, email, 'registration', 2);
    const request = await client.post('/password-reset/request/', { identifier: email });
    expect(request.statusCode).toBe(200);
    const confirmed = await client.post('/password-reset/confirm/', {
      identifier: email,
      code: await client.latestCode(email),
      new_password: 'owners-password',
    });
    expect(confirmed.statusCode).toBe(200);

    expect((await login(email, 'owners-password')).statusCode).toBe(200);
    expect((await login(email, 'squatters-password')).statusCode).toBe(401);
    const lateCode = await client.post('/register/verify-code/', { email, code: squattersCode });
    expect(lateCode.statusCode).toBe(400);
  });

  it('creates one account when the same address signs up many times at once', async () => {
    const email = newEmail();
    const passwords = Array.from({ length: 8 }, (_, i) => `parallel-password-${i}`);
    const responses = await Promise.all(
      passwords.map((password) => client.register(email, { password })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(passwords.length - 1);
    expect(await mailCount(testApp.database.db, email)).toBe(1);
    await client.post('/register/verify-code/', { email, code: await client.latestCode(email) });
    const winner = passwords[statuses.indexOf(201)] ?? '';
    const logins = await Promise.all(passwords.map((password) => login(email, password)));
    expect(logins.map((response) => response.statusCode)).toEqual(
      passwords.map((password) => (password === winner ? 200 : 401)),
    );
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
    expect(response.json()).toEqual({
      detail: 'This code has expired. Request a new one.',
      code: 'code_expired',
    });
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
    expect(stillLocked.json()).toEqual({
      detail: 'Too many wrong tries. Request a new code.',
      code: 'code_locked',
    });

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
    expect(response.json()).toEqual({
      detail: 'Incorrect code. Please try again.',
      code: 'invalid_code',
    });
  });

  it('resends only to a sign-up that is waiting for its code', async () => {
    const verified = newEmail();
    await client.verifiedAccount(verified);
    for (const email of [newEmail(), verified]) {
      const response = await client.post('/register/resend-code/', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: expect.any(String),
        code: 'no_pending_signup',
      });
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
    expect(response.json()).toEqual({
      detail: 'Please wait a minute before asking for another code.',
      code: 'resend_too_soon',
      retry_after: retryAfter,
    });
  });
});
