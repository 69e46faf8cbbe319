import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '../support/free-port';

// A stand-in for Lemon Squeezy: a real HTTP server speaking its JSON:API (bearer key,
// application/vnd.api+json, checkouts and subscriptions) that, like the real one, POSTs
// signed webhooks (X-Signature = hex HMAC-SHA256 of the body) to the app after a payment or
// a subscription change. Only what GoalVision calls is implemented.

const JSON_API = 'application/vnd.api+json';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface Checkout {
  id: string;
  storeId: string;
  variantId: string;
  custom: Record<string, unknown>;
  redirectUrl: string | undefined;
  email: string | undefined;
}

interface FakeSubscription {
  id: string;
  checkout: Checkout;
  status: string;
  cancelled: boolean;
  pause: { mode: string; resumes_at: null } | null;
  renewsAt: Date | null;
  endsAt: Date | null;
  trialEndsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface Delivery {
  event: string;
  status: number;
  body: string;
}

/** Ways the next API answers can go wrong besides an HTTP error status: never answer,
 * 200 with a body that is not JSON, 200 JSON of the wrong shape, or the connection cut. */
export type Misbehaviour = 'hang' | 'not-json' | 'wrong-shape' | 'cut';

export interface FakeLemonSqueezyOptions {
  apiKey: string;
  webhookSecret: string;
  storeId: string;
  monthlyVariantId: string;
  trialVariantId: string;
  trialDays: number;
}

// Lemon Squeezy writes microseconds: 2024-05-01T10:00:00.000000Z
const lsDate = (date: Date | null) => (date ? date.toISOString().replace('Z', '000Z') : null);

export async function startFakeLemonSqueezy(options: FakeLemonSqueezyOptions) {
  const requests: RecordedRequest[] = [];
  const deliveries: Delivery[] = [];
  const checkouts = new Map<string, Checkout>();
  const subscriptions = new Map<string, FakeSubscription>();
  const pending: Promise<unknown>[] = [];
  let webhookUrl: string | undefined;
  let failures: Array<number | Misbehaviour> = [];
  let lastStamp = 0;
  let nextSubscriptionId = 1000;

  // Every change gets a later updated_at than the one before, as the real clock would.
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp);
  };

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const subscriptionResource = (subscription: FakeSubscription) => ({
    type: 'subscriptions',
    id: subscription.id,
    attributes: {
      store_id: Number(options.storeId),
      customer_id: 1,
      order_id: 1,
      product_id: 1,
      variant_id: Number(subscription.checkout.variantId),
      product_name: 'GoalVision Pro',
      variant_name:
        subscription.checkout.variantId === options.trialVariantId ? 'Trial' : 'Monthly',
      user_name: 'Buyer',
      user_email: subscription.checkout.email ?? 'buyer@example.com',
      status: subscription.status,
      status_formatted: subscription.status,
      pause: subscription.pause,
      cancelled: subscription.cancelled,
      trial_ends_at: lsDate(subscription.trialEndsAt),
      billing_anchor: 1,
      renews_at: lsDate(subscription.renewsAt),
      ends_at: lsDate(subscription.endsAt),
      created_at: lsDate(subscription.createdAt),
      updated_at: lsDate(subscription.updatedAt),
      test_mode: true,
    },
  });

  const deliver = (event: string, data: unknown, custom: Record<string, unknown>) => {
    if (!webhookUrl) return;
    const target = webhookUrl;
    const body = JSON.stringify({
      meta: { test_mode: true, event_name: event, webhook_id: randomUUID(), custom_data: custom },
      data,
    });
    const signature = createHmac('sha256', options.webhookSecret).update(body).digest('hex');
    const sent = fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-event-name': event,
        'x-signature': signature,
      },
      body,
    }).then(async (response) => {
      deliveries.push({ event, status: response.status, body: await response.text() });
    });
    pending.push(sent);
    return sent;
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': JSON_API });
    response.end(JSON.stringify({ jsonapi: { version: '1.0' }, ...(body as object) }));
  };
  const error = (response: ServerResponse, status: number, detail: string) =>
    send(response, status, { errors: [{ status: String(status), title: detail, detail }] });

  const readBody = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  };

  type Json = Record<string, unknown>;
  const dig = (value: unknown, ...path: string[]): unknown =>
    path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

  const createCheckout = (body: unknown, response: ServerResponse) => {
    if (dig(body, 'data', 'type') !== 'checkouts')
      return error(response, 422, 'data.type must be checkouts');
    const storeId = String(dig(body, 'data', 'relationships', 'store', 'data', 'id') ?? '');
    const variantId = String(dig(body, 'data', 'relationships', 'variant', 'data', 'id') ?? '');
    if (storeId !== options.storeId) return error(response, 404, 'store not found');
    if (![options.monthlyVariantId, options.trialVariantId].includes(variantId)) {
      return error(response, 404, 'variant not found');
    }
    const checkout: Checkout = {
      id: randomUUID(),
      storeId,
      variantId,
      custom: (dig(body, 'data', 'attributes', 'checkout_data', 'custom') as Json) ?? {},
      redirectUrl: dig(body, 'data', 'attributes', 'product_options', 'redirect_url') as string,
      email: dig(body, 'data', 'attributes', 'checkout_data', 'email') as string,
    };
    checkouts.set(checkout.id, checkout);
    send(response, 201, {
      data: {
        type: 'checkouts',
        id: checkout.id,
        attributes: {
          store_id: Number(storeId),
          variant_id: Number(variantId),
          url: `${url}/checkout/custom/${checkout.id}?signature=fake`,
          product_options: { redirect_url: checkout.redirectUrl ?? '' },
          checkout_data: { custom: checkout.custom },
          test_mode: true,
        },
      },
    });
  };

  const changeSubscription = (
    method: string,
    subscription: FakeSubscription,
    body: unknown,
    response: ServerResponse,
  ) => {
    let event: string;
    if (method === 'DELETE') {
      subscription.status = 'cancelled';
      subscription.cancelled = true;
      subscription.endsAt = subscription.trialEndsAt ?? subscription.renewsAt;
      event = 'subscription_cancelled';
    } else {
      const attributes = (dig(body, 'data', 'attributes') as Json) ?? {};
      if ('pause' in attributes && attributes.pause) {
        subscription.status = 'paused';
        subscription.pause = { mode: String(dig(attributes, 'pause', 'mode')), resumes_at: null };
        event = 'subscription_paused';
      } else if ('pause' in attributes) {
        subscription.status = 'active';
        subscription.pause = null;
        event = 'subscription_unpaused';
      } else if (attributes.cancelled === false) {
        subscription.status = subscription.trialEndsAt ? 'on_trial' : 'active';
        subscription.cancelled = false;
        subscription.endsAt = null;
        event = 'subscription_resumed';
      } else {
        return error(response, 422, 'nothing to change');
      }
    }
    subscription.updatedAt = stamp();
    const resource = subscriptionResource(subscription);
    send(response, 200, { data: resource });
    // After answering, as Lemon Squeezy does: the specific event, then subscription_updated.
    setImmediate(() => {
      deliver(event, resource, subscription.checkout.custom);
      deliver('subscription_updated', resource, subscription.checkout.custom);
    });
  };

  const misbehave = (how: Misbehaviour, response: ServerResponse) => {
    if (how === 'hang') return;
    if (how === 'cut') return response.socket?.destroy();
    if (how === 'not-json') {
      response.writeHead(200, { 'content-type': JSON_API });
      return response.end('<html><body>502 Bad Gateway</body></html>');
    }
    return send(response, 200, { data: { id: null, attributes: { url: 'not a url', status: 7 } } });
  };

  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    let body: unknown;
    try {
      body = await readBody(request);
    } catch {
      return error(response, 400, 'body is not JSON');
    }
    requests.push({ method, path, headers: request.headers, body });
    const failure = failures.shift();
    if (typeof failure === 'number') return error(response, failure, 'scheduled failure');
    if (failure !== undefined) return misbehave(failure, response);
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return error(response, 401, 'Unauthenticated.');
    }
    if (!request.headers.accept?.includes(JSON_API)) return error(response, 406, 'Not Acceptable');
    if (body !== undefined && request.headers['content-type'] !== JSON_API) {
      return error(response, 415, 'Unsupported Media Type');
    }
    if (method === 'POST' && path === '/v1/checkouts') return createCheckout(body, response);
    const match = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const subscription = match?.[1] ? subscriptions.get(decodeURIComponent(match[1])) : undefined;
    if (match && !subscription) return error(response, 404, 'Not Found');
    if (subscription && method === 'GET')
      return send(response, 200, { data: subscriptionResource(subscription) });
    if (subscription && (method === 'PATCH' || method === 'DELETE')) {
      return changeSubscription(method, subscription, body, response);
    }
    return error(response, 404, 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    /** The API root, for LEMONSQUEEZY_API_URL. */
    url,
    requests,
    deliveries,
    checkouts,
    /** Where webhooks go: the app's POST /api/subscriptions/webhook/. */
    setWebhookUrl(target: string) {
      webhookUrl = target;
    },
    /** The next API answers fail with these statuses, in order. */
    failNext(...statuses: number[]) {
      failures = [...failures, ...statuses];
    },
    /** The next API answers go wrong in these ways, in order. */
    misbehaveNext(...ways: Misbehaviour[]) {
      failures = [...failures, ...ways];
    },
    /** The buyer pays a checkout: the subscription exists and its webhooks are delivered. */
    async pay(checkoutId: string): Promise<string> {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) throw new Error(`no checkout ${checkoutId}`);
      const now = stamp();
      const trial = checkout.variantId === options.trialVariantId;
      const trialEndsAt = trial ? new Date(now.getTime() + options.trialDays * 86_400_000) : null;
      const subscription: FakeSubscription = {
        id: String(nextSubscriptionId++),
        checkout,
        status: trial ? 'on_trial' : 'active',
        cancelled: false,
        pause: null,
        renewsAt: trialEndsAt ?? new Date(now.getTime() + 30 * 86_400_000),
        endsAt: null,
        trialEndsAt,
        createdAt: now,
        updatedAt: now,
      };
      subscriptions.set(subscription.id, subscription);
      await deliver('subscription_created', subscriptionResource(subscription), checkout.custom);
      await deliver(
        'subscription_payment_success',
        {
          type: 'subscription-invoices',
          id: String(nextSubscriptionId++),
          attributes: {
            subscription_id: Number(subscription.id),
            billing_reason: 'initial',
            status: 'paid',
            total: trial ? 99 : 999,
            currency: 'USD',
            created_at: lsDate(now),
            updated_at: lsDate(now),
          },
        },
        checkout.custom,
      );
      return subscription.id;
    },
    /** Resolves once every webhook sent so far has been answered. */
    async settled() {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(pending);
    },
    close: () => {
      // A hung answer keeps its connection open; don't wait for it.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLemonSqueezy = Awaited<ReturnType<typeof startFakeLemonSqueezy>>;
