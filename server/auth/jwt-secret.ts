import type { Config } from '../config';
import type { Db } from '../db/database';
import { getOrCreateSecret } from '../db/secrets';

/** The HS256 key for session tokens: JWT_SECRET when given, otherwise one generated on the
 * first start and kept in the database, so restarts and every instance sharing the
 * database accept each other's tokens (docs/decisions/001-jwt-secret-in-database.md). */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret'>, db: Db): Promise<string> {
  return config.jwtSecret ?? getOrCreateSecret(db, 'jwt');
}
