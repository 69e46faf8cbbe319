import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../server/auth/jwt-secret';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { getOrCreateSecret } from '../../../server/db/secrets';
import { useTestDatabase } from '../test-database';

describe('getOrCreateSecret', () => {
  const testDatabase = useTestDatabase();

  it('generates a long random secret the first time and returns it afterwards', async () => {
    const { db } = testDatabase.database;
    const first = await getOrCreateSecret(db, 'first-use');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await getOrCreateSecret(db, 'first-use', () => 'other')).toBe(first);
    expect(await getOrCreateSecret(db, 'another-name')).not.toBe(first);
  });

  it('gives every concurrent caller the same secret', async () => {
    const { db } = testDatabase.database;
    const secrets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => getOrCreateSecret(db, 'raced', () => `candidate-${i}`)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^candidate-\d+$/);
  });
});

describe('resolveJwtSecret', () => {
  const testDatabase = useTestDatabase();

  it('prefers JWT_SECRET and stores nothing', async () => {
    const { db } = testDatabase.database;
    const fromEnv = 'e'.repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: fromEnv }, db)).toBe(fromEnv);
    const generated = await resolveJwtSecret({ jwtSecret: undefined }, db);
    expect(generated).not.toBe(fromEnv);
    expect(await resolveJwtSecret({ jwtSecret: undefined }, db)).toBe(generated);
  });
});

describe('an embedded database in a data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gv-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the JWT secret across restarts', async () => {
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    expect(first.kind).toBe('pglite');
    expect(first.location).toBe(join(dataDir, 'db'));
    await migrate(first);
    const secret = await resolveJwtSecret({ jwtSecret: undefined }, first.db);
    await first.close();

    const second = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await migrate(second); // already applied: must be a no-op, not an error
      expect(await resolveJwtSecret({ jwtSecret: undefined }, second.db)).toBe(secret);
    } finally {
      await second.close();
    }
  });
});
