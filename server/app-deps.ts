import type { Config } from './config';
import type { Database } from './db/database';

/** What every feature plugin gets, handed in explicitly (no globals, no decorators), so a
 * test can build the app around an in-memory database and a fixed secret. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** HS256 key for session tokens, resolved at start (see server/auth/jwt-secret.ts). */
  jwtSecret: string;
}

/** Options of every feature plugin under /api: `app.register(routes, { prefix, deps })`. */
export interface FeatureOptions {
  deps: AppDeps;
}
