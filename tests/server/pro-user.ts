import type { Db } from '../../server/db/database';
import { subscriptions } from '../../server/db/schema';

/** A status as the subscriptions table stores it (the provider's words). */
export type StoredSubscriptionStatus = typeof subscriptions.$inferInsert.status;

/** Makes a user Pro the way a paid subscription does: an `active` subscriptions row
 * (server/subscriptions/pro-status.ts reads nothing else); or gives them one in another status. */
export async function makePro(
  db: Db,
  userId: string,
  status: StoredSubscriptionStatus = 'active',
): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    provider: 'sandbox',
    providerSubscriptionId: `test-${userId}`,
    status,
    providerUpdatedAt: new Date(),
  });
}

/** The user took the one-time trial long ago; it has ended (trial eligibility reads this). */
export async function trialTakenLongAgo(db: Db, userId: string): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    provider: 'lemonsqueezy',
    providerSubscriptionId: `trial-${userId}`,
    status: 'expired',
    isTrial: true,
    providerUpdatedAt: new Date(),
  });
}
