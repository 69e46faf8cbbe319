import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** What `db.execute(sql...)` resolves to on both drivers: PGlite's Results and
 * node-postgres's QueryResult share `rows` (their other fields differ). */
export interface RowsResult<Row> {
  rows: Row[];
}

export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/** The Drizzle handle features query through; identical for PGlite and PostgreSQL so no
 * feature code needs to know which one is running. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

interface DatabaseBase {
  db: Db;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Idempotent: shutdown paths and test teardown may both call it. */
  close(): Promise<void>;
}

// The raw client is kept for migrate.ts, which needs driver-specific migrators.
export type Database =
  | (DatabaseBase & { kind: 'pglite'; client: PGlite; location: string })
  | (DatabaseBase & { kind: 'postgres'; client: pg.Pool; location: string });

export interface OpenDatabaseOptions {
  /** Errors of idle pooled PostgreSQL connections (e.g. the server restarted). Without a
   * listener node-postgres would crash the process; the pool replaces the client itself. */
  onIdleError?: (error: Error) => void;
}

const IN_MEMORY = 'memory://';

/** Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `<dataDir>/db`
 * (or in memory when dataDir is `memory://`), holding the lock on dataDir until close (a
 * second process on the folder gets DataDirLockedError). Does not run migrations. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  return openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith(IN_MEMORY);
  const location = inMemory ? IN_MEMORY : resolve(dataDir, 'db');
  let lock: DataDirLock | undefined;
  if (!inMemory) {
    await mkdir(location, { recursive: true });
    lock = lockDataDir(resolve(dataDir));
  }
  const client = inMemory ? new PGlite() : new PGlite(location);
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db: Db = drizzlePglite(client, { schema });
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    client,
    location,
    db,
    ping: () => pingDatabase(db),
    close: () => {
      // PGlite flushes its files on close; skipping it can leave an on-disk folder dirty.
      closing ??= client.close().finally(() => lock?.release());
      return closing;
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const client = new pg.Pool({
    connectionString: databaseUrl,
    // Fail fast instead of hanging requests (and health checks) when the server is gone.
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', options.onIdleError ?? (() => {}));
  // A connection that breaks while checked out (inside a transaction) also emits 'error'
  // on its client. The statement in flight already fails with it (and the request answers
  // 503); without a listener Node would treat it as uncaught and end the process.
  client.on('connect', (connection) => connection.on('error', () => {}));
  const db: Db = drizzlePostgres(client, { schema });
  let closing: Promise<void> | undefined;
  const database: Database = {
    kind: 'postgres',
    client,
    location: describePostgres(databaseUrl),
    db,
    ping: () => pingDatabase(db),
    close: () => {
      closing ??= client.end();
      return closing;
    },
  };
  try {
    // A raw query, so a refused connection surfaces as the driver's own clear message.
    await client.query('select 1');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

// For logs: where the data is, without the password.
function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}
