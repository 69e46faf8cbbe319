import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptions } from '../db/schema';
import { statementBatch } from '../db/statement-batch';
import { userIsPro } from './subscription-status';

/**
 * Whether a user has Pro right now, from their stored subscriptions by the one Pro rule
 * (`userIsPro`, subscription-status.ts). Every token issue and refresh asks, so `is_pro`
 * follows the subscription within one refresh (DESIGN.md "Tokens"), and chat asks on every
 * create and send, never trusting the token.
 */
export async function isPro(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const rows = await subscriptionsOf(db)(userId);
  return userIsPro(rows, now);
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
