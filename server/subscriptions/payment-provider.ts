import type { Plan } from '../../contracts/subscriptions';
import type { UserRow } from '../auth/users';
import type { PaymentProvider as ProviderKind } from '../db/schema';
import type { SubscriptionRow } from './subscription-store';

export interface CheckoutRequest {
  user: UserRow;
  plan: Plan;
  /** Where the provider sends the browser after paying. */
  redirectUrl: string;
  /** This app's origin, for addresses the app serves itself (the sandbox page). */
  appOrigin: string;
}

/**
 * Who takes the money (PAYMENT_PROVIDER). Checkouts return the address to send the browser
 * to; state changes reach the database through the webhook receiver (and, for an action's
 * immediate answer, through the same store), never by a provider writing rows its own way.
 */
export interface PaymentProvider {
  kind: ProviderKind;
  /** The variant id of each plan, as the checkout endpoints expect it. */
  variantIds: Record<Plan, string>;
  createCheckout(request: CheckoutRequest): Promise<string>;
  cancel(subscription: SubscriptionRow): Promise<void>;
  pause(subscription: SubscriptionRow): Promise<void>;
  /** Unpauses a paused subscription, or withdraws a cancellation before it takes effect. */
  resume(subscription: SubscriptionRow): Promise<void>;
}

/** A provider's call failed (network, refusal, odd answer): the client gets a 502. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
