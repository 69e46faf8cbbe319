import { PRO_MONTHLY_PRICE_USD, TRIAL_DAYS, TRIAL_PRICE_USD } from '../../contracts/pricing';
import type { Plan } from '../../contracts/subscriptions';
import { type UserRow, userRepository } from '../auth/users';
import type { Db } from '../db/database';
import type { SubscriptionStatus } from '../db/schema';
import type { PaymentProvider } from './payment-provider';
import {
  issueCheckoutToken,
  readCheckoutToken,
  type SandboxCheckout,
} from './sandbox-checkout-token';
import {
  invoiceEventBody,
  type SandboxSubscription,
  subscriptionEventBody,
} from './sandbox-events';
import { type SubscriptionRow, subscriptionStore } from './subscription-store';
import { trialEligibility } from './trial-eligibility';
import type { WebhookReceiver } from './webhook-receiver';
import { signWebhook } from './webhook-signature';

export const SANDBOX_VARIANT_IDS: Record<Plan, string> = {
  monthly: 'sandbox-monthly',
  trial: 'sandbox-trial',
};

const DAY_MS = 24 * 60 * 60_000;
const PRICES_USD: Record<Plan, number> = { monthly: PRO_MONTHLY_PRICE_USD, trial: TRIAL_PRICE_USD };

const addMonth = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/** The checkout page's situation for one token (GET /sandbox/checkout/{token}). */
export type SandboxCheckoutView =
  | { ok: true; checkout: SandboxCheckout; user: UserRow }
  | { ok: false; problem: 'invalid' | 'expired' };

export type SandboxPayment =
  | { ok: true; redirectUrl: string }
  | { ok: false; problem: 'invalid' | 'expired' | 'not_eligible' | 'subscribed' };

export interface SandboxProvider extends PaymentProvider {
  kind: 'sandbox';
  view(token: string): Promise<SandboxCheckoutView>;
  /** Completes a sandbox checkout: the subscription and its first payment, as webhooks. */
  pay(token: string): Promise<SandboxPayment>;
}

/**
 * PAYMENT_PROVIDER=sandbox (default): checkouts lead to a page this server renders, and
 * paying or changing a subscription sends itself the webhook events Lemon Squeezy would
 * send, signed with the webhook secret, through the one webhook receiver — so the whole
 * purchase path runs offline and is the path production takes after the provider.
 */
export function sandboxProvider(options: {
  db: Db;
  secret: string;
  receive: WebhookReceiver;
  now?: () => Date;
}): SandboxProvider {
  const { db, secret, receive } = options;
  const now = options.now ?? (() => new Date());
  const users = userRepository(db);
  const store = subscriptionStore(db);

  const emit = (body: object) => {
    const raw = Buffer.from(JSON.stringify(body));
    return receive(raw, signWebhook(raw, secret));
  };

  /** Strictly after what is stored, so the receiver never takes our own change as stale. */
  const nextUpdate = (row: SubscriptionRow) =>
    new Date(Math.max(now().getTime(), row.providerUpdatedAt.getTime() + 1));

  const describe = async (
    row: SubscriptionRow,
    changes: Partial<SandboxSubscription>,
  ): Promise<SandboxSubscription> => {
    const user = await users.byId(row.userId);
    const plan: Plan = row.isTrial ? 'trial' : 'monthly';
    return {
      id: row.providerSubscriptionId,
      userId: row.userId,
      userName: user?.name ?? '',
      userEmail: user?.email ?? '',
      plan,
      variantId: SANDBOX_VARIANT_IDS[plan],
      status: row.status,
      cancelled: row.status === 'cancelled',
      renewsAt: row.renewsAt,
      endsAt: row.endsAt,
      trialEndsAt: row.trialEndsAt,
      createdAt: row.createdAt,
      updatedAt: nextUpdate(row),
      ...changes,
    };
  };

  // Back to where the subscription stood before pausing or cancelling: still in its trial
  // period, or paying monthly.
  const runningStatus = (row: SubscriptionRow): SubscriptionStatus =>
    row.trialEndsAt && row.trialEndsAt > now() ? 'on_trial' : 'active';

  const view = async (token: string): Promise<SandboxCheckoutView> => {
    const check = readCheckoutToken(secret, token, now().getTime());
    if (!check.ok) return { ok: false, problem: check.reason };
    const user = await users.byId(check.checkout.userId);
    if (!user) return { ok: false, problem: 'invalid' };
    return { ok: true, checkout: check.checkout, user };
  };

  return {
    kind: 'sandbox',
    variantIds: SANDBOX_VARIANT_IDS,

    async createCheckout({ user, plan, redirectUrl, appOrigin }) {
      const token = issueCheckoutToken(secret, { userId: user.id, plan, redirectUrl });
      return `${appOrigin}/sandbox/checkout/${token}`;
    },

    view,

    async pay(token) {
      const seen = await view(token);
      if (!seen.ok) return seen;
      const { checkout, user } = seen;
      const id = `sbx_${checkout.nonce}`;
      // Paying twice (a double click, the back button) changes nothing.
      if (await store.byProviderId('sandbox', id)) {
        return { ok: true, redirectUrl: checkout.redirectUrl };
      }
      if (checkout.plan === 'trial' && !(await trialEligibility(db, user.id)).eligible) {
        return { ok: false, problem: 'not_eligible' };
      }
      const paidAt = now();
      const trialEndsAt =
        checkout.plan === 'trial' ? new Date(paidAt.getTime() + TRIAL_DAYS * DAY_MS) : null;
      const subscription: SandboxSubscription = {
        id,
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        plan: checkout.plan,
        variantId: SANDBOX_VARIANT_IDS[checkout.plan],
        status: trialEndsAt ? 'on_trial' : 'active',
        cancelled: false,
        renewsAt: trialEndsAt ?? addMonth(paidAt),
        endsAt: null,
        trialEndsAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      };
      // Two checkouts paid at once both get here; the receiver stores only the first.
      const created = await emit(subscriptionEventBody('subscription_created', subscription));
      if (created === 'refused') {
        return { ok: false, problem: checkout.plan === 'trial' ? 'not_eligible' : 'subscribed' };
      }
      await emit(
        invoiceEventBody('subscription_payment_success', {
          id: `sbx_inv_${checkout.nonce}`,
          subscription,
          total: Math.round(PRICES_USD[checkout.plan] * 100),
          billingReason: 'initial',
          createdAt: paidAt,
        }),
      );
      return { ok: true, redirectUrl: checkout.redirectUrl };
    },

    async cancel(row) {
      // Access runs to the end of what was paid for: the trial, or the current month.
      const endsAt = (row.status === 'on_trial' ? row.trialEndsAt : row.renewsAt) ?? now();
      await emit(
        subscriptionEventBody(
          'subscription_cancelled',
          await describe(row, { status: 'cancelled', cancelled: true, endsAt }),
        ),
      );
    },

    async pause(row) {
      await emit(
        subscriptionEventBody('subscription_paused', await describe(row, { status: 'paused' })),
      );
    },

    async resume(row) {
      const status = runningStatus(row);
      if (row.status === 'paused') {
        const renewsAt = row.renewsAt && row.renewsAt > now() ? row.renewsAt : addMonth(now());
        await emit(
          subscriptionEventBody('subscription_unpaused', await describe(row, { status, renewsAt })),
        );
        return;
      }
      await emit(
        subscriptionEventBody(
          'subscription_resumed',
          await describe(row, { status, cancelled: false, endsAt: null }),
        ),
      );
    },
  };
}
