import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptions } from '../db/schema';

/**
 * Whether a user has Pro right now; every token issue and refresh asks, so `is_pro` follows
 * the subscription within one refresh (DESIGN.md "Tokens"), and chat asks on every request.
 * Pro while a subscription is on trial, active or past due (the provider is still retrying
 * the payment), and after a cancellation until the paid period ends.
 */
export async function isPro(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(
          inArray(subscriptions.status, ['on_trial', 'active', 'past_due']),
          and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.endsAt, new Date())),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
