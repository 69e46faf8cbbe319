import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { useTestDatabase } from '../test-database';

describe('the database', () => {
  const testDatabase = useTestDatabase();

  it('is PostgreSQL when DATABASE_URL is set and embedded PGlite otherwise', () => {
    expect(testDatabase.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('has the tables of the migrations', async () => {
    const result = await testDatabase.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(result.rows.map((row) => row.table_name)).toContain('app_secrets');
  });

  it('lets migrations run again, and concurrently, without harm', async () => {
    await Promise.all([migrate(testDatabase.database), migrate(testDatabase.database)]);
    await expect(testDatabase.database.ping()).resolves.toBeUndefined();
  });

  it('can be closed twice', async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('opening PostgreSQL', () => {
  it('fails at once when the server cannot be reached', async () => {
    await expect(
      openDatabase({ dataDir: 'memory://', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow();
  });
});
