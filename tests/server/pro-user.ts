import type { Db } from '../../server/db/database';
import { subscriptions } from '../../server/db/schema';

/** Makes a user Pro the way a paid subscription does: an `active` subscriptions row
 * (server/auth/pro-status.ts reads nothing else). */
export async function makePro(db: Db, userId: string): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    provider: 'sandbox',
    providerSubscriptionId: `test-${userId}`,
    status: 'active',
    providerUpdatedAt: new Date(),
  });
}
