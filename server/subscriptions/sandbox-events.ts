import type { Plan } from '../../contracts/subscriptions';
import type { SubscriptionStatus } from '../db/schema';

// The webhook bodies the sandbox sends itself, shaped like Lemon Squeezy's (a subscription
// or subscription-invoice resource under `data`, the checkout's custom data under `meta`),
// so they exercise exactly the parsing and storing that real deliveries go through.

export interface SandboxSubscription {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  plan: Plan;
  variantId: string;
  status: SubscriptionStatus;
  cancelled: boolean;
  renewsAt: Date | null;
  endsAt: Date | null;
  trialEndsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const PRODUCT_NAME = 'GoalVision Pro';
const VARIANT_NAMES: Record<Plan, string> = { monthly: 'Monthly', trial: '7-day trial' };

const meta = (eventName: string, userId: string) => ({
  test_mode: true,
  event_name: eventName,
  custom_data: { user_id: userId },
});

export function subscriptionEventBody(eventName: string, subscription: SandboxSubscription) {
  const { status } = subscription;
  return {
    meta: meta(eventName, subscription.userId),
    data: {
      type: 'subscriptions',
      id: subscription.id,
      attributes: {
        product_name: PRODUCT_NAME,
        variant_id: subscription.variantId,
        variant_name: VARIANT_NAMES[subscription.plan],
        user_name: subscription.userName,
        user_email: subscription.userEmail,
        status,
        status_formatted: status.replace('_', ' '),
        pause: status === 'paused' ? { mode: 'void', resumes_at: null } : null,
        cancelled: subscription.cancelled,
        trial_ends_at: iso(subscription.trialEndsAt),
        renews_at: iso(subscription.renewsAt),
        ends_at: iso(subscription.endsAt),
        created_at: iso(subscription.createdAt),
        updated_at: iso(subscription.updatedAt),
        test_mode: true,
      },
    },
  };
}

export interface SandboxInvoice {
  id: string;
  subscription: SandboxSubscription;
  /** In cents, as Lemon Squeezy counts. */
  total: number;
  billingReason: 'initial' | 'renewal';
  createdAt: Date;
}

export function invoiceEventBody(eventName: string, invoice: SandboxInvoice) {
  const { subscription } = invoice;
  return {
    meta: meta(eventName, subscription.userId),
    data: {
      type: 'subscription-invoices',
      id: invoice.id,
      attributes: {
        subscription_id: subscription.id,
        user_name: subscription.userName,
        user_email: subscription.userEmail,
        billing_reason: invoice.billingReason,
        currency: 'USD',
        status: 'paid',
        status_formatted: 'Paid',
        refunded: false,
        subtotal: invoice.total,
        total: invoice.total,
        created_at: iso(invoice.createdAt),
        updated_at: iso(invoice.createdAt),
        test_mode: true,
      },
    },
  };
}
