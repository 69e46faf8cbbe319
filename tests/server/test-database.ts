import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Config, loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { useForSuite } from '../support/use-for-suite';

// One fresh, migrated database per test file, so files run in parallel without seeing each
// other's rows. In-memory PGlite by default; with DATABASE_URL set, a new PostgreSQL
// database is created through that URL and dropped afterwards — the same suite runs on both.

export interface TestDatabase {
  database: Database;
  /** Settings pointing at this database, quiet logs, everything else default. */
  config: Config;
  /** Closes the connection and, on PostgreSQL, drops the database. Idempotent. */
  drop(): Promise<void>;
}

/** Server settings for tests: silent logs, an in-memory database, no built SPA, and the demo
 * season instead of football-data.co.uk (offline and the same every run; tests of the import
 * set MATCH_DATA=auto with a local fake site). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    STATIC_DIR: '/nonexistent/goalvision-test-static',
    MATCH_DATA: 'demo',
    ...env,
  });
}

/** A fresh database for one test file; `env` overrides settings, and `migrated: false`
 * leaves it empty (for tests of the migrations themselves). */
export async function createTestDatabase(
  env: Record<string, string> = {},
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const config = testConfig(env);
    const database = await openDatabase(config);
    if (migrated) await migrate(database);
    return { database, config, drop: () => database.close() };
  }

  const name = `gv_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = testConfig({ ...env, DATABASE_URL: url.toString() });
  const database = await openDatabase(config);
  if (migrated) await migrate(database);
  let dropping: Promise<void> | undefined;
  return {
    database,
    config,
    drop: () => {
      dropping ??= database
        .close()
        .then(() =>
          withAdmin(adminUrl, (admin) =>
            admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
          ),
        )
        .then(() => undefined);
      return dropping;
    },
  };
}

/** A test database for the describe block or file it is called in (see useForSuite). */
export const useTestDatabase = (...args: Parameters<typeof createTestDatabase>) =>
  useForSuite(
    () => createTestDatabase(...args),
    (testDatabase) => testDatabase.drop(),
  );

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
