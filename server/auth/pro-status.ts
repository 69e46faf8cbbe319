import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptions } from '../db/schema';
import { givesPro } from '../subscriptions/subscription-status';

/**
 * Whether a user has Pro right now; every token issue and refresh asks, so `is_pro` follows
 * the subscription within one refresh (DESIGN.md "Tokens"), and chat asks on every request.
 * The rule is `givesPro` (subscription-status.ts), the one the subscription API shows: on
 * trial, active or past due (the provider is still retrying the payment), and after a
 * cancellation until the paid period ends.
 */
export async function isPro(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ status: subscriptions.status, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return rows.some((row) => givesPro(row, now));
}
