import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptions } from '../db/schema';
import { statementBatch } from '../db/statement-batch';
import { givesPro } from '../subscriptions/subscription-status';

/**
 * Whether a user has Pro right now; every token issue and refresh asks, so `is_pro` follows
 * the subscription within one refresh (DESIGN.md "Tokens"), and chat asks on every request.
 * The rule is `givesPro` (subscription-status.ts), the one the subscription API shows: on
 * trial, active or past due (the provider is still retrying the payment), and after a
 * cancellation until the paid period ends.
 */
export async function isPro(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const rows = await subscriptionsOf(db)(userId);
  return rows.some((row) => givesPro(row, now));
}

type ProRow = Pick<typeof subscriptions.$inferSelect, 'userId' | 'status' | 'endsAt'>;

// The checks asked together (a hundred chat sends at once) read in one statement.
const batches = new WeakMap<Db, (userId: string) => Promise<ProRow[]>>();
function subscriptionsOf(db: Db) {
  let batch = batches.get(db);
  if (!batch) {
    batch = statementBatch(async (userIds: string[]) => {
      const rows = await db
        .select({
          userId: subscriptions.userId,
          status: subscriptions.status,
          endsAt: subscriptions.endsAt,
        })
        .from(subscriptions)
        .where(inArray(subscriptions.userId, [...new Set(userIds)]));
      return userIds.map((userId) => rows.filter((row) => row.userId === userId));
    });
    batches.set(db, batch);
  }
  return batch;
}
