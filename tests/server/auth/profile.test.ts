import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionService } from '../../../server/auth/session';
import { users } from '../../../server/db/schema';
import { TEST_JWT_SECRET } from '../test-app';
import { wrongCodeFor } from './auth-client';
import { useAuthApp } from './auth-test-app';
import { backdateCode, mailCount } from './code-rows';
import { claimsOf } from './token-claims';

describe('profile endpoints', () => {
  const { testApp, client, newEmail } = useAuthApp('profile');

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const patchMe = (token: string, payload: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/',
      payload: payload as object,
      headers: bearer(token),
    });
  const userRow = async (id: string) =>
    (await testApp.database.db.select().from(users).where(eq(users.id, id)))[0];
  const userIdOf = (token: string) => String(claimsOf(token).sub);
  /** A verified account: its address and session token. */
  const account = async () => {
    const email = newEmail();
    return { email, token: await client.verifiedAccount(email) };
  };
  const login = (email: string, password: string) => client.post('/login/', { email, password });

  describe('PATCH /auth/me/', () => {
    it('changes the name, trimmed, and answers the user with a fresh token', async () => {
      const { token } = await account();
      const response = await patchMe(token, { name: '  Ana María  ' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ name: 'Ana María', language: 'en', oauth_only: false });
      expect(claimsOf(body.token)).toMatchObject({ sub: userIdOf(token), lang: 'en' });
      expect((await userRow(userIdOf(token)))?.name).toBe('Ana María');
    });

    it('changes the language, and the new token carries it', async () => {
      const { token } = await account();
      const response = await patchMe(token, { language: 'es' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.language).toBe('es');
      expect(claimsOf(response.json().token).lang).toBe('es');
      const refreshed = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me/',
        headers: bearer(token),
      });
      expect(refreshed.json().user.language).toBe('es');
    });

    it('changes name and language together', async () => {
      const { token } = await account();
      const response = await patchMe(token, { name: 'Lucía', language: 'es' });
      expect(response.json().user).toMatchObject({ name: 'Lucía', language: 'es' });
    });

    it.each([
      [{}, 'Send a name or a language to change.'],
      [{ name: '   ' }, 'name: Enter your name.'],
      [{ name: 'x'.repeat(101) }, 'name: The name is too long.'],
      [{ name: 'Ana\nBob' }, 'name: The name cannot contain control characters.'],
      [
        { name: 'Ana\u202Egnp.exe' },
        'name: The name cannot contain invisible or text-direction characters.',
      ],
      [
        { name: 'Ad\u200Bmin' },
        'name: The name cannot contain invisible or text-direction characters.',
      ],
      [{ name: 42 }, 'name: Enter your name.'],
      [{ language: 'fr' }, 'language: The language must be en or es.'],
      [{ email: 'other@example.com' }, 'Only name and language can be changed here.'],
      [{ name: 'Valid Name', language: 'fr' }, 'language: The language must be en or es.'],
    ])('refuses %j with 400 "%s" and changes nothing', async (payload, detail) => {
      const { email, token } = await account();
      const before = await userRow(userIdOf(token));
      const response = await patchMe(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
      expect(await userRow(userIdOf(token))).toEqual(before);
      expect(before?.email).toBe(email);
    });

    it('refuses a body that is not an object', async () => {
      const { token } = await account();
      const response = await patchMe(token, ['name']);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    });

    it('needs a valid token', async () => {
      const response = await patchMe('not-a-token', { name: 'Mallory' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Invalid authentication token',
        code: 'invalid_token',
      });
    });
  });

  describe('e-mail change', () => {
    const request = (token: string, newEmailAddress: unknown, currentPassword = 'long-enough-1') =>
      client.post(
        '/email-change/request/',
        { new_email: newEmailAddress, current_password: currentPassword },
        bearer(token),
      );
    const confirm = (token: string, code: unknown) =>
      client.post('/email-change/confirm/', { code }, bearer(token));

    it('mails a code to the new address only, and answers both addresses masked', async () => {
      const { email, token } = await account();
      const target = `new-${email}`;
      const oldMails = await mailCount(testApp.database.db, email);
      const response = await request(token, ` New-${email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'ne****@example.com',
        current_email: 'pr****@example.com',
      });
      expect(await mailCount(testApp.database.db, target)).toBe(1);
      expect(await mailCount(testApp.database.db, email)).toBe(oldMails);
      expect(await client.latestCode(target)).toMatch(/^\d{4}$/);
      // Nothing changes before the code comes back.
      expect((await userRow(userIdOf(token)))?.email).toBe(email);
    });

    it("writes the mail in the user's language", async () => {
      const { email, token } = await account();
      await patchMe(token, { language: 'es' });
      await request(token, `es-${email}`);
      const mail = await testApp.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox/latest/?to=es-${email}`,
      });
      expect(mail.json()).toMatchObject({ subject: 'Confirma tu nuevo correo de GoalVision' });
    });

    it('switches the address with the right code: the new one signs in, the old one no longer', async () => {
      const { email, token } = await account();
      const target = `moved-${email}`;
      await request(token, target);
      const response = await confirm(token, ` ${await client.latestCode(target)} `);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ email: target });
      expect(typeof response.json().token).toBe('string');
      expect((await login(target, 'long-enough-1')).statusCode).toBe(200);
      expect((await login(email, 'long-enough-1')).statusCode).toBe(404);
    });

    it('refuses the current address, in any spelling, without mailing', async () => {
      const { email, token } = await account();
      const response = await request(token, email.toUpperCase());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Please enter a different email',
        code: 'same_email',
        errors: { new_email: ['Please enter a different email'] },
      });
      expect(await mailCount(testApp.database.db, email)).toBe(1);
    });

    it("refuses another account's address without mailing it", async () => {
      const { token } = await account();
      const other = await account();
      const response = await request(token, other.email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Email is already in use',
        code: 'email_taken',
      });
      expect(await mailCount(testApp.database.db, other.email)).toBe(1);
    });

    it.each([
      ['not-an-address', 'new_email: Enter a valid e-mail address.'],
      [42, 'new_email: Enter your e-mail address.'],
      [`${'x'.repeat(250)}@example.com`, 'new_email: The e-mail address is too long.'],
    ])('refuses the new address %j with 400', async (value, detail) => {
      const { token } = await account();
      const response = await request(token, value);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    });

    it('answers a wrong code with "Invalid verification code" and keeps the address', async () => {
      const { email, token } = await account();
      const target = `wrong-${email}`;
      await request(token, target);
      const code = await client.latestCode(target);
      const response = await confirm(token, wrongCodeFor(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Invalid verification code',
        code: 'invalid_code',
      });
      expect((await userRow(userIdOf(token)))?.email).toBe(email);
      // The right code still works after a wrong one.
      expect((await confirm(token, code)).statusCode).toBe(200);
    });

    it('locks the code after 5 wrong tries, even for the right code', async () => {
      const { email, token } = await account();
      const target = `locked-${email}`;
      await request(token, target);
      const code = await client.latestCode(target);
      for (let attempt = 0; attempt < 5; attempt++) await confirm(token, wrongCodeFor(code));
      const response = await confirm(token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('code_locked');
      expect((await userRow(userIdOf(token)))?.email).toBe(email);
    });

    it('refuses an expired code', async () => {
      const { email, token } = await account();
      const target = `late-${email}`;
      await request(token, target);
      const code = await client.latestCode(target);
      await backdateCode(testApp.database.db, email, 'email_change', 11);
      const response = await confirm(token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'This code has expired. Request a new one.',
        code: 'code_expired',
      });
    });

    it('refuses a confirmation without a request, and a code used twice', async () => {
      const { email, token } = await account();
      const none = await confirm(token, '1234');
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('no_code');
      const target = `twice-${email}`;
      await request(token, target);
      const code = await client.latestCode(target);
      expect((await confirm(token, code)).statusCode).toBe(200);
      expect((await confirm(token, code)).json().code).toBe('no_code');
    });

    it('refuses a malformed code with 400', async () => {
      const { token } = await account();
      const response = await confirm(token, '12a4');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ code: ['The code must be 4 digits.'] });
    });

    it('waits 60 s before another code, then the new code replaces the old', async () => {
      const { email, token } = await account();
      const target = `again-${email}`;
      await request(token, target);
      const first = await client.latestCode(target);
      const tooSoon = await request(token, target);
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
      expect(await mailCount(testApp.database.db, target)).toBe(1);

      await backdateCode(testApp.database.db, email, 'email_change', 2);
      expect((await request(token, target)).statusCode).toBe(200);
      const second = await client.latestCode(target);
      if (second !== first) {
        expect((await confirm(token, first)).json().code).toBe('invalid_code');
      }
      expect((await confirm(token, second)).statusCode).toBe(200);
    });

    it('switches to the address of the latest request only', async () => {
      const { email, token } = await account();
      await request(token, `first-${email}`);
      await backdateCode(testApp.database.db, email, 'email_change', 2);
      await request(token, `second-${email}`);
      const response = await confirm(token, await client.latestCode(`second-${email}`));
      expect(response.json().user.email).toBe(`second-${email}`);
    });

    it('refuses the switch when the address was registered since the code went out', async () => {
      const { email, token } = await account();
      const target = `raced-${email}`;
      await request(token, target);
      const code = await client.latestCode(target);
      await client.verifiedAccount(target);
      const response = await confirm(token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'email_taken' });
      expect((await userRow(userIdOf(token)))?.email).toBe(email);
    });

    it('needs a valid token for both steps', async () => {
      expect((await request('nope', 'x@example.com')).statusCode).toBe(401);
      expect((await confirm('nope', '1234')).statusCode).toBe(401);
    });
  });

  describe('password change', () => {
    const change = (token: string, payload: Record<string, unknown>) =>
      client.post('/password-change/', payload, bearer(token));

    it('changes the password when the current one is right', async () => {
      const { email, token } = await account();
      const response = await change(token, {
        current_password: 'long-enough-1',
        new_password: 'even-longer-2',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Your password has been changed.' });
      expect((await login(email, 'even-longer-2')).statusCode).toBe(200);
      expect((await login(email, 'long-enough-1')).statusCode).toBe(401);
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const { email, token } = await account();
      const response = await change(token, {
        current_password: 'not-my-password',
        new_password: 'even-longer-2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'wrong_password',
        errors: { current_password: ['The current password is incorrect.'] },
      });
      expect((await login(email, 'long-enough-1')).statusCode).toBe(200);
    });

    it('refuses a new password equal to the current one, which stays', async () => {
      const { email, token } = await account();
      const response = await change(token, {
        current_password: 'long-enough-1',
        new_password: 'long-enough-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'same_password',
        errors: { new_password: ['The new password must be different from the current one.'] },
      });
      expect((await login(email, 'long-enough-1')).statusCode).toBe(200);
    });

    it.each([
      [{ new_password: 'even-longer-2' }, 'current_password', 'Enter your current password.'],
      [
        { current_password: '', new_password: 'even-longer-2' },
        'current_password',
        'Enter your current password.',
      ],
      [
        { current_password: 'long-enough-1', new_password: 'short' },
        'new_password',
        'Password must be at least 8 characters',
      ],
      [
        { current_password: 'long-enough-1', new_password: 'x'.repeat(201) },
        'new_password',
        'The password is too long.',
      ],
    ])('refuses %j with a field error and keeps the password', async (payload, field, message) => {
      const { email, token } = await account();
      const response = await change(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect((await login(email, 'long-enough-1')).statusCode).toBe(200);
    });

    it('is closed to oauth_only accounts with 403 oauth_only', async () => {
      const [google] = await testApp.database.db
        .insert(users)
        .values({
          name: 'Gabi',
          email: newEmail(),
          oauthOnly: true,
          googleSub: 'google-sub-profile',
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!google) throw new Error('no user inserted');
      const { token } = await sessionService({ ...testApp, jwtSecret: TEST_JWT_SECRET }).start(
        google,
      );
      const response = await change(token, {
        current_password: 'anything-at-all',
        new_password: 'even-longer-2',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'oauth_only' });
      expect((await userRow(google.id))?.passwordHash).toBeNull();
    });

    it('needs a valid token', async () => {
      const response = await change('nope', {
        current_password: 'long-enough-1',
        new_password: 'even-longer-2',
      });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('profile endpoints under bad input', () => {
  const { testApp, client } = useAuthApp('bad', {
    AUTH_RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_MAX: '100000',
  });

  const endpoints: Array<['PATCH' | 'POST', string]> = [
    ['PATCH', '/api/auth/me/'],
    ['POST', '/api/auth/email-change/request/'],
    ['POST', '/api/auth/email-change/confirm/'],
    ['POST', '/api/auth/password-change/'],
  ];
  const badBodies = [
    '{"name": ',
    '[]',
    '"text"',
    '{}',
    JSON.stringify({ name: null, language: null, new_email: null, code: null }),
    JSON.stringify({ name: 5, language: 7, new_email: [], code: 1234, current_password: {} }),
    JSON.stringify({
      name: 'n'.repeat(5000),
      new_email: `${'e'.repeat(300)}@example.com`,
      code: '1'.repeat(50),
      current_password: 'p'.repeat(5000),
      new_password: 'p'.repeat(5000),
    }),
  ];

  it('answers every bad body with a 4xx and a clear detail, writing nothing', async () => {
    const token = await client.verifiedAccount('steady@example.com');
    const snapshot = async () =>
      JSON.stringify([
        (await testApp.database.db.execute(sql`select * from users`)).rows,
        (await testApp.database.db.execute(sql`select * from one_time_codes`)).rows,
        (await testApp.database.db.execute(sql`select count(*) from outbox_mail`)).rows,
      ]);
    const before = await snapshot();
    for (const body of badBodies) {
      for (const [method, url] of endpoints) {
        const response = await testApp.app.inject({
          method,
          url,
          payload: body,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
        const where = `${method} ${url} ${body.slice(0, 40)}: ${response.body}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(typeof response.json().detail, where).toBe('string');
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('password change limit per account', () => {
  const { client } = useAuthApp('guessed', { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });

  it('answers 429 with Retry-After once an account has used its tries', async () => {
    const token = await client.verifiedAccount('guessed@example.com');
    const guess = () =>
      client.post(
        '/password-change/',
        { current_password: 'guess-guess', new_password: 'even-longer-2' },
        { authorization: `Bearer ${token}` },
      );
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await guess();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
