// The subscriptions API's wire format (SPEC §7, /api/subscriptions/...), shared by the
// server (server/subscriptions) and the SPA's checkout and subscription machines; the prose
// is docs/subscriptions-api.md. Types only: nothing here runs.

export type Plan = 'monthly' | 'trial';

/** GET /subscriptions/products/: one entry per plan the checkout endpoints accept. */
export interface Product {
  plan: Plan;
  name: string;
  /** What POST checkout/ (monthly) or trial/checkout/ (trial) expect as `variant_id`. */
  variant_id: string;
  /** Charged today, in `currency` (from contracts/pricing.ts). */
  price: number;
  currency: 'USD';
  interval: 'month';
  /** Days the trial lasts before the monthly price applies; null for monthly. */
  trial_days: number | null;
  /** The monthly price that follows (the same as `price` for monthly). */
  renewal_price: number;
}

/** POST /subscriptions/checkout/ and /subscriptions/trial/checkout/ */
export interface CheckoutRequest {
  variant_id: string | number;
  /** Optional; must be an address of this app. Default: {app}/profile?subscription_success=true */
  redirect_url?: string;
}

export interface CheckoutResponse {
  checkout_url: string;
}

/** GET /subscriptions/trial/check-eligibility/; `reason` is null when eligible. */
export interface TrialEligibility {
  eligible: boolean;
  reason: string | null;
}

/** GET /subscriptions/trial/status/ */
export interface TrialStatus {
  /** The user has had a trial subscription (one per user, ever). */
  has_trial: boolean;
  /** That trial is running now. */
  is_active: boolean;
  /** ISO 8601; null without a trial. */
  trial_ends_at: string | null;
}

/** SPEC §3 "Subscription statuses": the provider's status, with `trial` for on_trial and
 * `cancelling` for a cancelled subscription whose paid period has not ended (still Pro). */
export type SubscriptionStatus =
  | 'active'
  | 'trial'
  | 'past_due'
  | 'paused'
  | 'cancelled'
  | 'expired'
  | 'unpaid'
  | 'cancelling';

export interface Subscription {
  /** Use in POST /subscriptions/subscription/{id}/cancel/ (pause/, resume/). */
  id: string;
  plan: Plan;
  status: SubscriptionStatus;
  /** Gives Pro right now (trial, active, past due, cancelling). */
  is_pro: boolean;
  /** ISO 8601: next charge; null when it will not renew. */
  renews_at: string | null;
  /** ISO 8601: when access ends (cancelling, cancelled, expired); else null. */
  ends_at: string | null;
  /** ISO 8601: end of the trial period, for trial subscriptions. */
  trial_ends_at: string | null;
  created_at: string;
  /** What the actions endpoints accept for this subscription right now. */
  can_cancel: boolean;
  can_pause: boolean;
  can_resume: boolean;
}

/** The user's standing: the status of the subscription that matters most (one giving Pro
 * first), or `free` with no subscription at all. */
export type UserStatus = SubscriptionStatus | 'free';

/** GET /subscriptions/my-subscriptions/: newest first. */
export interface MySubscriptions {
  data: Subscription[];
  user_status: UserStatus;
  is_pro: boolean;
}

/** What POST /subscriptions/subscription/{id}/{action}/ does to a subscription. */
export type SubscriptionAction = 'cancel' | 'pause' | 'resume';

/** POST /subscriptions/subscription/{id}/cancel/ | pause/ | resume/ */
export interface SubscriptionActionResponse {
  data: Subscription;
  user_status: UserStatus;
  is_pro: boolean;
}
