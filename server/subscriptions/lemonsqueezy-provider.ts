import { ofetch } from 'ofetch';
import { z } from 'zod';
import type { Db } from '../db/database';
import { type PaymentProvider, ProviderError } from './payment-provider';
import { applyProviderSubscription, type SubscriptionRow } from './subscription-store';
import { subscriptionFromResource } from './webhook-events';

export interface LemonSqueezySettings {
  apiUrl: string;
  /** Past this an API call fails (502 to the client) instead of holding the request. */
  timeoutMs: number;
  apiKey: string;
  storeId: string;
  monthlyVariantId: string;
  trialVariantId: string;
}

const JSON_API = 'application/vnd.api+json';

const checkoutAnswer = z.object({
  data: z.object({ attributes: z.object({ url: z.string().url() }) }),
});
const subscriptionAnswer = z.object({
  data: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    attributes: z.unknown(),
  }),
});

/**
 * PAYMENT_PROVIDER=lemonsqueezy: Lemon Squeezy's JSON:API called with ofetch (its SDK
 * hard-codes the host; DESIGN.md "Payments"). The checkout carries the user id as custom
 * data, which every webhook of the subscription echoes back in meta.custom_data. Cancel,
 * pause and resume store the subscription the API answers with, through the same
 * ordered upsert as webhooks, so the page shows the change before the webhook arrives.
 */
export function lemonSqueezyProvider(settings: LemonSqueezySettings, db: Db): PaymentProvider {
  const api = ofetch.create({
    baseURL: settings.apiUrl,
    headers: {
      Accept: JSON_API,
      'Content-Type': JSON_API,
      Authorization: `Bearer ${settings.apiKey}`,
    },
    timeout: settings.timeoutMs,
    retry: 0,
  });

  const call = async <T extends z.ZodType>(
    what: string,
    answer: T,
    request: () => Promise<unknown>,
  ): Promise<z.output<T>> => {
    let body: unknown;
    try {
      body = await request();
    } catch (error) {
      throw new ProviderError(`Lemon Squeezy ${what} failed: ${(error as Error).message}`);
    }
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new ProviderError(`Lemon Squeezy ${what}: unexpected answer`);
    return parsed.data;
  };

  const updateSubscription = async (
    row: SubscriptionRow,
    what: string,
    request: () => Promise<unknown>,
  ) => {
    const { data } = await call(what, subscriptionAnswer, request);
    let state: ReturnType<typeof subscriptionFromResource>;
    try {
      state = subscriptionFromResource(
        'lemonsqueezy',
        data.id,
        data.attributes,
        settings.trialVariantId,
      );
    } catch (error) {
      throw new ProviderError(`Lemon Squeezy ${what}: ${(error as Error).message}`);
    }
    await applyProviderSubscription(db, state, row.userId);
  };

  const patch = (row: SubscriptionRow, attributes: Record<string, unknown>) =>
    api(`/v1/subscriptions/${encodeURIComponent(row.providerSubscriptionId)}`, {
      method: 'PATCH',
      body: { data: { type: 'subscriptions', id: row.providerSubscriptionId, attributes } },
    });

  return {
    kind: 'lemonsqueezy',
    variantIds: { monthly: settings.monthlyVariantId, trial: settings.trialVariantId },

    async createCheckout({ user, plan, redirectUrl }) {
      const variantId = plan === 'trial' ? settings.trialVariantId : settings.monthlyVariantId;
      const { data } = await call('checkout', checkoutAnswer, () =>
        api('/v1/checkouts', {
          method: 'POST',
          body: {
            data: {
              type: 'checkouts',
              attributes: {
                checkout_data: {
                  email: user.email,
                  name: user.name,
                  custom: { user_id: user.id },
                },
                product_options: { redirect_url: redirectUrl },
              },
              relationships: {
                store: { data: { type: 'stores', id: settings.storeId } },
                variant: { data: { type: 'variants', id: variantId } },
              },
            },
          },
        }),
      );
      return data.attributes.url;
    },

    cancel: (row) =>
      updateSubscription(row, 'cancel', () =>
        api(`/v1/subscriptions/${encodeURIComponent(row.providerSubscriptionId)}`, {
          method: 'DELETE',
        }),
      ),

    // `void`: no charges while paused, access stops (Lemon Squeezy's other mode keeps it).
    pause: (row) => updateSubscription(row, 'pause', () => patch(row, { pause: { mode: 'void' } })),

    resume: (row) =>
      updateSubscription(row, 'resume', () =>
        row.status === 'paused' ? patch(row, { pause: null }) : patch(row, { cancelled: false }),
      ),
  };
}
