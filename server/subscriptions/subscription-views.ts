import { PRO_MONTHLY_PRICE_USD, TRIAL_DAYS, TRIAL_PRICE_USD } from '../../contracts/pricing';
import type {
  MySubscriptions,
  Product,
  Subscription,
  TrialStatus,
} from '../../contracts/subscriptions';
import type { PaymentProvider } from './payment-provider';
import {
  allows,
  givesPro,
  renews as renewing,
  userIsPro,
  userStatusOf,
  wireStatus,
} from './subscription-status';
import type { SubscriptionRow } from './subscription-store';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET products/: the two plans, priced from contracts/pricing.ts. */
export function productsOf(provider: PaymentProvider): Product[] {
  return [
    {
      plan: 'monthly',
      name: 'GoalVision Pro',
      variant_id: provider.variantIds.monthly,
      price: PRO_MONTHLY_PRICE_USD,
      currency: 'USD',
      interval: 'month',
      trial_days: null,
      renewal_price: PRO_MONTHLY_PRICE_USD,
    },
    {
      plan: 'trial',
      name: `GoalVision Pro, ${TRIAL_DAYS}-day trial`,
      variant_id: provider.variantIds.trial,
      price: TRIAL_PRICE_USD,
      currency: 'USD',
      interval: 'month',
      trial_days: TRIAL_DAYS,
      renewal_price: PRO_MONTHLY_PRICE_USD,
    },
  ];
}

export function subscriptionView(row: SubscriptionRow, now: Date): Subscription {
  const status = wireStatus(row, now);
  const renews = renewing(row);
  return {
    id: row.id,
    plan: row.isTrial ? 'trial' : 'monthly',
    status,
    is_pro: givesPro(row, now),
    renews_at: renews ? iso(row.renewsAt) : null,
    ends_at: renews ? null : iso(row.endsAt),
    trial_ends_at: iso(row.trialEndsAt),
    created_at: row.createdAt.toISOString(),
    can_cancel: allows('cancel', row, now),
    can_pause: allows('pause', row, now),
    can_resume: allows('resume', row, now),
  };
}

export function mySubscriptionsView(rows: readonly SubscriptionRow[], now: Date): MySubscriptions {
  return {
    data: rows.map((row) => subscriptionView(row, now)),
    user_status: userStatusOf(rows, now),
    is_pro: userIsPro(rows, now),
  };
}

export function trialStatusView(trial: SubscriptionRow | undefined, now: Date): TrialStatus {
  if (!trial) return { has_trial: false, is_active: false, trial_ends_at: null };
  // A cancelled trial still runs until its period ends, like any cancellation.
  const inTrialPeriod = trial.trialEndsAt ? trial.trialEndsAt > now : trial.status === 'on_trial';
  const running = inTrialPeriod && givesPro(trial, now);
  return { has_trial: true, is_active: running, trial_ends_at: iso(trial.trialEndsAt) };
}
