import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signWebhook } from '../../../server/subscriptions/webhook-signature';
import { authClient } from '../auth/auth-client';

export const WEBHOOK_SECRET = 'test-webhook-secret';

/** The claims of a session token (no signature check: the server issued it). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    is_pro: boolean;
  };

/** Speaks to /api/subscriptions the way the SPA does, as one signed-in user at a time. */
export function subscriptionsClient(app: FastifyInstance) {
  const accounts = authClient(app);
  let counter = 0;

  const call = (
    method: 'GET' | 'POST',
    path: string,
    token: string | undefined,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api/subscriptions${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    /** A new verified user: their token and id. */
    async newUser(prefix = 'buyer', language: 'en' | 'es' = 'en') {
      const email = `${prefix}${counter++}-${Date.now()}@example.com`;
      await accounts.register(email, { language });
      const code = await accounts.latestCode(email);
      const response = await accounts.post('/register/verify-code/', { email, code });
      const token = (response.json() as { token: string }).token;
      return { token, id: claimsOf(token).sub, email };
    },
    get: (path: string, token?: string) => call('GET', path, token),
    post: (path: string, token?: string, payload?: unknown) => call('POST', path, token, payload),
    /** GET /api/auth/me/: the SPA's refresh, whose new token carries is_pro. */
    async refreshedIsPro(token: string) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/me/',
        headers: { authorization: `Bearer ${token}` },
      });
      return claimsOf((response.json() as { token: string }).token).is_pro;
    },
    /** POSTs a webhook body as Lemon Squeezy would, signed unless told otherwise. */
    webhook(body: unknown, options: { secret?: string; signature?: string } = {}) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: '/api/subscriptions/webhook/',
        headers: {
          'content-type': 'application/json',
          'x-signature': options.signature ?? signWebhook(raw, options.secret ?? WEBHOOK_SECRET),
        },
        payload: raw,
      });
    },
  };
}

export interface EventFields {
  event?: string;
  userId: string;
  id?: string;
  status?: string;
  variantId?: string | number;
  updatedAt: Date;
  renewsAt?: Date | null;
  endsAt?: Date | null;
  trialEndsAt?: Date | null;
}

/** A Lemon Squeezy subscription webhook body. */
export function subscriptionEvent(fields: EventFields) {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    meta: {
      event_name: fields.event ?? 'subscription_updated',
      custom_data: { user_id: fields.userId },
    },
    data: {
      type: 'subscriptions',
      id: fields.id ?? 'sub-1',
      attributes: {
        status: fields.status ?? 'active',
        variant_id: fields.variantId ?? 'sandbox-monthly',
        renews_at: iso(
          fields.renewsAt === undefined ? new Date(Date.now() + 30 * 86_400_000) : fields.renewsAt,
        ),
        ends_at: iso(fields.endsAt),
        trial_ends_at: iso(fields.trialEndsAt),
        created_at: fields.updatedAt.toISOString(),
        updated_at: fields.updatedAt.toISOString(),
      },
    },
  };
}

/** The sandbox checkout as the browser goes through it: open a checkout, press Pay. */
export function sandboxCheckout(
  app: FastifyInstance,
  client: ReturnType<typeof subscriptionsClient>,
) {
  return {
    /** Opens a checkout of the plan for the user: its page's path. */
    async open(token: string, plan: 'monthly' | 'trial') {
      const response = await client.post(
        plan === 'trial' ? '/trial/checkout/' : '/checkout/',
        token,
        {
          variant_id: `sandbox-${plan}`,
        },
      );
      expect(response.statusCode).toBe(200);
      return new URL((response.json() as { checkout_url: string }).checkout_url).pathname;
    },
    /** What the browser sends for the Pay form. */
    pay: (path: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      }),
  };
}
