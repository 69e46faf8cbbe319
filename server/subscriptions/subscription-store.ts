import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type PaymentProvider, type SubscriptionStatus, subscriptions, users } from '../db/schema';

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
 * ignored: nobody to attach it to (no such user). */
export type ApplyOutcome = 'applied' | 'stale' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be looked up as an id (anything else would be a SQL error). */
export const isUuid = (value: string) => UUID.test(value);

/**
 * Stores the provider's view of a subscription, unless the row already holds a newer one:
 * the upsert only overwrites when the stored provider_updated_at is not later, so an event
 * delivered late never rolls the state back. A new subscription belongs to `userId` (the
 * checkout's custom data); a known one keeps its owner whatever an event claims.
 */
export async function applyProviderSubscription(
  db: Db,
  state: ProviderSubscription,
  userId: string | undefined,
): Promise<ApplyOutcome> {
  const [known] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, state.provider),
        eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId),
      ),
    );
  const owner = known?.userId ?? (await existingUserId(db, userId));
  if (!owner) return 'ignored';
  const { updatedAt, ...values } = state;
  const written = await db
    .insert(subscriptions)
    .values({ ...values, userId: owner, providerUpdatedAt: updatedAt })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        isTrial: sql`${subscriptions.isTrial} or excluded.is_trial`,
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

async function existingUserId(db: Db, userId: string | undefined): Promise<string | undefined> {
  if (!userId || !isUuid(userId)) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
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
