import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeIssue, codeStore } from '../../../server/auth/codes';
import { userRepository } from '../../../server/auth/users';
import { oneTimeCodes } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { wrongCodeFor } from './auth-client';

const codeOf = (issued: CodeIssue) => {
  if (!('code' in issued)) throw new Error(`no code: wait ${issued.waitMs} ms`);
  return issued.code;
};

describe('e-mail codes', () => {
  let testDatabase: TestDatabase;
  let userId: string;
  let clock = new Date('2026-01-01T12:00:00Z');
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const user = await userRepository(testDatabase.database.db).createIfAbsent({
      name: 'Ana',
      email: 'ana@example.com',
      passwordHash: null,
    });
    userId = user?.id ?? '';
  });
  afterAll(() => testDatabase.drop());

  const store = () => codeStore(testDatabase.database.db, 'secret', { now: () => clock });
  // Each case starts after the resend wait of the one before.
  const fresh = async (purpose: 'registration' | 'password_reset' = 'registration') => {
    later(1);
    return codeOf(await store().issue(userId, purpose));
  };

  it('issues 4 digits', async () => {
    expect(await fresh()).toMatch(/^\d{4}$/);
  });

  it('accepts a code for 10 minutes, then calls it expired', async () => {
    const code = await fresh();
    later(9);
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('ok');
    later(2);
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('expired');
  });

  it('keeps only a hash of the code', async () => {
    const code = await fresh('password_reset');
    const rows = await testDatabase.database.db.select().from(oneTimeCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toBe(code);
    }
  });

  it('lets another code go out only 60 seconds after the last', async () => {
    await fresh();
    later(0.5);
    expect(await store().waitBeforeResend(userId, 'registration')).toBe(30_000);
    expect(await store().issue(userId, 'registration')).toEqual({ waitMs: 30_000 });
    later(0.5);
    expect(await store().waitBeforeResend(userId, 'registration')).toBe(0);
    expect(codeOf(await store().issue(userId, 'registration'))).toMatch(/^\d{4}$/);
  });

  it('spends a code once', async () => {
    const code = await fresh();
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('ok');
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('missing');
  });

  it('locks the code after 5 wrong tries, even against the right code', async () => {
    const code = await fresh();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await store().check(userId, 'registration', wrongCodeFor(code), { consume: false }),
      ).toBe('wrong');
    }
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('locked');
  });

  it('gives a new code a fresh set of tries', async () => {
    const locked = await fresh();
    for (let attempt = 0; attempt < 5; attempt++) {
      await store().check(userId, 'registration', wrongCodeFor(locked), { consume: false });
    }
    const code = await fresh();
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('ok');
  });

  it('counts simultaneous guesses one by one: 40 at once still get 5 tries', async () => {
    const code = await fresh();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () =>
        store().check(userId, 'registration', wrongCodeFor(code), { consume: false }),
      ),
    );
    expect(guesses.filter((result) => result === 'wrong')).toHaveLength(5);
    expect(guesses.filter((result) => result === 'locked')).toHaveLength(35);
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('locked');
  });

  it('sends one code when asked twice at once', async () => {
    later(1);
    const issued = await Promise.all([
      store().issue(userId, 'password_reset'),
      store().issue(userId, 'password_reset'),
    ]);
    expect(issued.filter((result) => 'code' in result)).toHaveLength(1);
  });

  it('forgets a discarded code, so another may go out at once', async () => {
    const code = await fresh();
    await store().discard(userId, 'registration');
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('missing');
    expect(await store().waitBeforeResend(userId, 'registration')).toBe(0);
  });
});
