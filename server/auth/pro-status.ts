import type { Db } from '../db/database';

/**
 * Whether a user has Pro right now; every token issue and refresh asks, so `is_pro` follows
 * the subscription within one refresh (DESIGN.md "Tokens"). Nobody is Pro until the
 * subscriptions feature exists: it replaces this body with its own lookup.
 */
export async function isPro(_db: Db, _userId: string): Promise<boolean> {
  return false;
}
