import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type PaymentProvider,
  type RefusalReason,
  refusedSubscriptions,
  type SubscriptionStatus,
  subscriptions,
  users,
} from '../db/schema';
import { isRunning } from './subscription-status';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription as the provider last described it (a webhook or an API answer). */
export interface ProviderSubscription {
  provider: PaymentProvider;
  providerSubscriptionId: string;
  status: SubscriptionStatus;
  /** Bought through the trial plan; once true it stays true (one trial per user, ever). */
  isTrial: boolean;
  renewsAt: Date | null;
  endsAt: Date | null;
  trialEndsAt: Date | null;
  /** The provider's updated_at: what orders events that arrive out of order. */
  updatedAt: Date;
}

/** applied: the row now holds this state; stale: the row already holds a newer one;
 * refused: a second trial or a second running subscription of the user, kept aside in
 * refused_subscriptions (never gives Pro); ignored: nobody to attach it to (no such user). */
export type ApplyOutcome = 'applied' | 'stale' | 'refused' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be looked up as an id (anything else would be a SQL error). */
export const isUuid = (value: string) => UUID.test(value);

const sameSubscription = (state: ProviderSubscription) =>
  and(
    eq(subscriptions.provider, state.provider),
    eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId),
  );

/**
 * Stores the provider's view of a subscription, unless the row already holds a newer one:
 * the upsert only overwrites when the stored provider_updated_at is not later, so an event
 * delivered late never rolls the state back. A new subscription belongs to `userId` (the
 * checkout's custom data); a known one keeps its owner whatever an event claims.
 *
 * A new subscription is refused when the user already has their trial (for a trial) or a
 * running subscription. Two checkouts paid at once arrive as concurrent webhooks, possibly
 * on different instances, so the check runs under a lock on the user's row: the second
 * waits for the first to commit and then sees it. The unique index on trials backs it up.
 */
export function applyProviderSubscription(
  db: Db,
  state: ProviderSubscription,
  userId: string | undefined,
): Promise<ApplyOutcome> {
  // Nested in the webhook's transaction this is a savepoint; alone, its own transaction,
  // so the row lock lasts until the subscription is written.
  return db.transaction(async (tx) => {
    const known = await ownerOf(tx, state);
    if (known) return upsert(tx, state, known);
    // Once refused, its later events (renewals, cancellation) are refused too.
    const [refused] = await tx
      .update(refusedSubscriptions)
      .set({ status: state.status })
      .where(
        and(
          eq(refusedSubscriptions.provider, state.provider),
          eq(refusedSubscriptions.providerSubscriptionId, state.providerSubscriptionId),
        ),
      )
      .returning({ userId: refusedSubscriptions.userId });
    if (refused) return 'refused';
    const owner = await lockUser(tx, userId);
    if (!owner) return 'ignored';
    // Another delivery of this same subscription may have stored it while we waited.
    const storedMeanwhile = await ownerOf(tx, state);
    if (storedMeanwhile) return upsert(tx, state, storedMeanwhile);
    const reason = await refusalFor(tx, owner, state);
    if (reason) {
      await tx
        .insert(refusedSubscriptions)
        .values({
          provider: state.provider,
          providerSubscriptionId: state.providerSubscriptionId,
          userId: owner,
          reason,
          status: state.status,
          isTrial: state.isTrial,
        })
        .onConflictDoNothing();
      return 'refused';
    }
    return upsert(tx, state, owner);
  });
}

async function ownerOf(db: Db, state: ProviderSubscription): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(sameSubscription(state));
  return row?.userId;
}

async function upsert(db: Db, state: ProviderSubscription, owner: string): Promise<ApplyOutcome> {
  const { updatedAt, ...values } = state;
  const written = await db
    .insert(subscriptions)
    .values({ ...values, userId: owner, providerUpdatedAt: updatedAt })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        // Once a trial, always the trial; a later event cannot make a second one.
        isTrial: sql`${subscriptions.isTrial}`,
        renewsAt: sql`excluded.renews_at`,
        endsAt: sql`excluded.ends_at`,
        trialEndsAt: sql`excluded.trial_ends_at`,
        providerUpdatedAt: sql`excluded.provider_updated_at`,
      },
      setWhere: sql`${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at`,
    })
    .returning({ id: subscriptions.id });
  return written.length > 0 ? 'applied' : 'stale';
}

/** Why the user may not have this new subscription, or null when they may. */
async function refusalFor(
  db: Db,
  userId: string,
  state: ProviderSubscription,
): Promise<RefusalReason | null> {
  const mine = await db
    .select({ isTrial: subscriptions.isTrial, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (state.isTrial && mine.some((row) => row.isTrial)) return 'trial_used';
  if (isRunning(state) && mine.some(isRunning)) {
    return 'already_subscribed';
  }
  return null;
}

/** The user's id once their row is locked for this transaction; undefined for no such user. */
async function lockUser(db: Db, userId: string | undefined): Promise<string | undefined> {
  if (!userId || !isUuid(userId)) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row?.id;
}

export type SubscriptionStore = ReturnType<typeof subscriptionStore>;

/** Reads of one user's subscriptions. */
export function subscriptionStore(db: Db) {
  return {
    /** Newest first. */
    listForUser: (userId: string): Promise<SubscriptionRow[]> =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt)),

    /** The user's subscription with this id; undefined for anyone else's or a bad id. */
    async byIdForUser(userId: string, id: string): Promise<SubscriptionRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      return row;
    },

    async byProviderId(
      provider: PaymentProvider,
      providerSubscriptionId: string,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider),
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          ),
        );
      return row;
    },

    /** The user's trial subscription, if they ever had one. */
    async trialOf(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isTrial, true)))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row;
    },
  };
}
