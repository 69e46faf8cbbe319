import { z } from 'zod';
import { type PaymentProvider, subscriptionStatuses } from '../db/schema';
import type { ProviderSubscription } from './subscription-store';

// Lemon Squeezy's webhook body (https://docs.lemonsqueezy.com/help/webhooks): `meta` holds
// event_name and the checkout's custom_data; `data` is a JSON:API resource. subscription_*
// events carry the subscription object; subscription_payment_* events carry a
// subscription invoice, whose status change arrives as its own subscription_updated.

// Years a database column takes as they come: a signed body naming year 0 or 10000 must be
// a 400, not a failed insert.
const timestamp = z.string().refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  },
  { message: 'must be an ISO 8601 date' },
);
const optionalTimestamp = timestamp.nullish();
const resourceId = z.union([z.string().min(1), z.number()]).transform(String);

/** The attributes of Lemon Squeezy's subscription object that decide access. */
export const subscriptionAttributes = z.object({
  status: z.enum(subscriptionStatuses),
  variant_id: resourceId,
  renews_at: optionalTimestamp,
  ends_at: optionalTimestamp,
  trial_ends_at: optionalTimestamp,
  updated_at: timestamp,
});

const webhookBody = z.object({
  meta: z.object({
    event_name: z.string().min(1),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
  }),
  data: z.object({
    type: z.string().min(1),
    id: resourceId,
    attributes: z.record(z.string(), z.unknown()),
  }),
});

export type WebhookEvent =
  | {
      kind: 'subscription';
      name: string;
      userId: string | undefined;
      subscription: ProviderSubscription;
    }
  /** Anything without subscription state (invoices, orders, license keys): recorded only. */
  | { kind: 'other'; name: string };

export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The provider's subscription object as the state we keep; `trialVariantId` marks the
 * one-time trial plan. Throws WebhookPayloadError when a field that decides access is
 * missing or malformed. */
export function subscriptionFromResource(
  provider: PaymentProvider,
  id: string,
  attributes: unknown,
  trialVariantId: string,
): ProviderSubscription {
  const parsed = subscriptionAttributes.safeParse(attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookPayloadError(
      `data.attributes.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'is invalid'}`,
    );
  }
  const fields = parsed.data;
  return {
    provider,
    providerSubscriptionId: id,
    status: fields.status,
    // Only the trial plan has a trial period, but a trial status marks it either way.
    isTrial: fields.variant_id === trialVariantId || fields.status === 'on_trial',
    renewsAt: dateOrNull(fields.renews_at),
    endsAt: dateOrNull(fields.ends_at),
    trialEndsAt: dateOrNull(fields.trial_ends_at),
    updatedAt: new Date(fields.updated_at),
  };
}

/** Reads a webhook body (already known to be signed). Throws WebhookPayloadError for
 * anything that is not a Lemon Squeezy event. */
export function parseWebhookEvent(
  rawBody: Buffer,
  provider: PaymentProvider,
  trialVariantId: string,
): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('The webhook body is not valid JSON.');
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookPayloadError(
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`,
    );
  }
  const { meta, data } = parsed.data;
  if (data.type !== 'subscriptions') return { kind: 'other', name: meta.event_name };
  const userId = meta.custom_data?.user_id;
  return {
    kind: 'subscription',
    name: meta.event_name,
    userId: typeof userId === 'string' ? userId : undefined,
    subscription: subscriptionFromResource(provider, data.id, data.attributes, trialVariantId),
  };
}
