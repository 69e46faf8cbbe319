import { queryOptions } from '@tanstack/react-query';
import type {
  CheckoutResponse,
  MySubscriptions,
  Product,
  SubscriptionAction,
  SubscriptionActionResponse,
  TrialEligibility,
} from '../../contracts/subscriptions';
import type { CheckoutOffer } from '../../machines/checkout.machine';
import { api } from './http';

/** Where the provider sends the browser back after paying (SPEC §2). */
export const checkoutReturnUrl = () =>
  `${window.location.origin}/profile?subscription_success=true`;

export const subscriptionsApi = {
  /**
   * Eligibility and products together. SPEC §8: a failed eligibility check means "not
   * eligible" with the reason 'Error checking eligibility'; failed products, an empty list.
   */
  async loadOffer(): Promise<CheckoutOffer> {
    const [eligibility, products] = await Promise.all([
      api<TrialEligibility>('/subscriptions/trial/check-eligibility/').catch(() => ({
        eligible: false,
        reason: 'Error checking eligibility',
      })),
      api<Product[]>('/subscriptions/products/').catch((): Product[] => []),
    ]);
    const variantOf = (plan: Product['plan']) =>
      products.find((product) => product.plan === plan)?.variant_id ?? null;
    return {
      eligible: eligibility.eligible === true,
      reason: eligibility.reason ?? null,
      monthlyVariantId: variantOf('monthly'),
      trialVariantId: variantOf('trial'),
    };
  },

  createCheckout: (variantId: string, trial: boolean) =>
    api<CheckoutResponse>(trial ? '/subscriptions/trial/checkout/' : '/subscriptions/checkout/', {
      method: 'POST',
      body: { variant_id: variantId, redirect_url: checkoutReturnUrl() },
    }),

  mySubscriptions: () => api<MySubscriptions>('/subscriptions/my-subscriptions/'),

  act: (subscriptionId: string, action: SubscriptionAction) =>
    api<SubscriptionActionResponse>(
      `/subscriptions/subscription/${encodeURIComponent(subscriptionId)}/${action}/`,
      { method: 'POST' },
    ),
};

/** The signed-in user's subscriptions, asked again whenever a screen that shows them opens
 * and never restored from an earlier visit (a payment or a pause elsewhere must not leave a
 * screen offering the wrong thing). */
export const mySubscriptionsQuery = queryOptions({
  queryKey: ['my-subscriptions'],
  queryFn: subscriptionsApi.mySubscriptions,
  staleTime: 0,
  refetchOnMount: 'always',
  meta: { persist: false },
});

/** What the signed-in buyer may buy now (trial eligibility and products): the checkout reads
 * it afresh each time it is shown, never from an earlier visit. */
export const checkoutOfferQuery = queryOptions({
  queryKey: ['checkout-offer'],
  queryFn: subscriptionsApi.loadOffer,
  staleTime: 0,
  meta: { persist: false },
});
