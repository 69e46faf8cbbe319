import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeStore } from '../../../server/auth/codes';
import { userRepository } from '../../../server/auth/users';
import { oneTimeCodes } from '../../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../test-database';

describe('e-mail codes', () => {
  let testDatabase: TestDatabase;
  let userId: string;
  let clock = new Date('2026-01-01T12:00:00Z');
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const user = await userRepository(testDatabase.database.db).create({
      name: 'Ana',
      email: 'ana@example.com',
      passwordHash: null,
    });
    userId = user.id;
  });
  afterAll(() => testDatabase.drop());

  const store = () => codeStore(testDatabase.database.db, 'secret', { now: () => clock });

  it('accepts a code for 10 minutes, then calls it expired', async () => {
    const code = await store().issue(userId, 'registration');
    later(9);
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('ok');
    later(2);
    expect(await store().check(userId, 'registration', code, { consume: false })).toBe('expired');
  });

  it('keeps only a hash of the code', async () => {
    const code = await store().issue(userId, 'password_reset');
    const rows = await testDatabase.database.db.select().from(oneTimeCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toBe(code);
    }
  });

  it('lets another code go out only 60 seconds after the last', async () => {
    await store().issue(userId, 'registration');
    later(0.5);
    expect(await store().waitBeforeResend(userId, 'registration')).toBe(30_000);
    later(0.5);
    expect(await store().waitBeforeResend(userId, 'registration')).toBe(0);
  });

  it('spends a code once', async () => {
    const code = await store().issue(userId, 'registration');
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('ok');
    expect(await store().check(userId, 'registration', code, { consume: true })).toBe('missing');
  });
});
