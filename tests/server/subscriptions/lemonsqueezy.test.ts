import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../../../contracts/pricing';
import type { Subscription } from '../../../contracts/subscriptions';
import { refusedSubscriptions, subscriptions } from '../../../server/db/schema';
import { type FakeLemonSqueezy, startFakeLemonSqueezy } from '../../mocks/lemonsqueezy-server';
import { createTestApp, type TestApp } from '../test-app';
import { subscriptionsClient, WEBHOOK_SECRET } from './subscriptions-client';
import { SUBSCRIPTION_TEST_ENV } from './test-env';

const API_KEY = 'ls-test-key';
const STORE = '11';
const MONTHLY = '22';
const TRIAL = '33';

describe('PAYMENT_PROVIDER=lemonsqueezy against a local Lemon Squeezy', () => {
  let fake: FakeLemonSqueezy;
  let testApp: TestApp;
  let client: ReturnType<typeof subscriptionsClient>;
  let appUrl: string;

  beforeAll(async () => {
    fake = await startFakeLemonSqueezy({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      storeId: STORE,
      monthlyVariantId: MONTHLY,
      trialVariantId: TRIAL,
      trialDays: TRIAL_DAYS,
    });
    testApp = await createTestApp({
      ...SUBSCRIPTION_TEST_ENV,
      PAYMENT_PROVIDER: 'lemonsqueezy',
      LEMONSQUEEZY_API_URL: fake.url,
      LEMONSQUEEZY_API_KEY: API_KEY,
      LEMONSQUEEZY_STORE_ID: STORE,
      LEMONSQUEEZY_MONTHLY_VARIANT_ID: MONTHLY,
      LEMONSQUEEZY_TRIAL_VARIANT_ID: TRIAL,
    });
    appUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhookUrl(`${appUrl}/api/subscriptions/webhook/`);
    client = subscriptionsClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const lastRequest = () => fake.requests.at(-1);
  const checkoutIdOf = (checkoutUrl: string) =>
    new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';

  /** A user who bought the plan through the fake, with their subscription as listed. */
  const buyer = async (variant: string) => {
    const user = await client.newUser();
    const path = variant === TRIAL ? '/trial/checkout/' : '/checkout/';
    const checkout = await client.post(path, user.token, { variant_id: variant });
    expect(checkout.statusCode).toBe(200);
    await fake.pay(checkoutIdOf(checkout.json().checkout_url));
    await fake.settled();
    const mine = (await client.get('/my-subscriptions/', user.token)).json() as {
      data: Subscription[];
    };
    return { ...user, subscription: mine.data[0] as Subscription };
  };

  it('lists the configured Lemon Squeezy variants as products', async () => {
    const { token } = await client.newUser();
    const products = (await client.get('/products/', token)).json() as {
      plan: string;
      variant_id: string;
    }[];
    expect(products.map(({ plan, variant_id }) => [plan, variant_id])).toEqual([
      ['monthly', MONTHLY],
      ['trial', TRIAL],
    ]);
  });

  it('creates a JSON:API checkout carrying the user id, the store, the variant and the return address', async () => {
    const { token, id, email } = await client.newUser();
    const response = await client.post('/checkout/', token, { variant_id: Number(MONTHLY) });
    expect(response.statusCode).toBe(200);
    const { checkout_url } = response.json() as { checkout_url: string };
    expect(checkout_url.startsWith(`${fake.url}/checkout/custom/`)).toBe(true);

    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkouts' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/vnd.api+json');
    expect(request?.headers.accept).toBe('application/vnd.api+json');
    expect(request?.body).toEqual({
      data: {
        type: 'checkouts',
        attributes: {
          checkout_data: { email, name: 'Ana', custom: { user_id: id } },
          // The server's own address, not the Host header of the request.
          product_options: { redirect_url: `${appUrl}/profile?subscription_success=true` },
        },
        relationships: {
          store: { data: { type: 'stores', id: STORE } },
          variant: { data: { type: 'variants', id: MONTHLY } },
        },
      },
    });
  });

  it('creates the trial checkout with the trial variant', async () => {
    const { token } = await client.newUser();
    expect((await client.post('/trial/checkout/', token, { variant_id: TRIAL })).statusCode).toBe(
      200,
    );
    expect(lastRequest()?.body).toMatchObject({
      data: { relationships: { variant: { data: { type: 'variants', id: TRIAL } } } },
    });
  });

  it("accepts the fake's signed webhooks after payment and makes the buyer Pro", async () => {
    const user = await client.newUser();
    expect(await client.refreshedIsPro(user.token)).toBe(false);
    const checkout = await client.post('/trial/checkout/', user.token, { variant_id: TRIAL });
    const deliveredBefore = fake.deliveries.length;
    const subscriptionId = await fake.pay(checkoutIdOf(checkout.json().checkout_url));
    await fake.settled();

    expect(fake.deliveries.slice(deliveredBefore)).toEqual([
      { event: 'subscription_created', status: 200, body: JSON.stringify({ status: 'applied' }) },
      {
        event: 'subscription_payment_success',
        status: 200,
        body: JSON.stringify({ status: 'ignored' }),
      },
    ]);
    const [row] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(row).toMatchObject({
      provider: 'lemonsqueezy',
      userId: user.id,
      status: 'on_trial',
      isTrial: true,
    });
    expect(await client.refreshedIsPro(user.token)).toBe(true);
    expect((await client.get('/trial/check-eligibility/', user.token)).json().eligible).toBe(false);
  });

  it('keeps one trial when several trial checkouts are paid at once; the others are refused with 200', async () => {
    const user = await client.newUser();
    const checkoutIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const checkout = await client.post('/trial/checkout/', user.token, { variant_id: TRIAL });
      expect(checkout.statusCode).toBe(200);
      checkoutIds.push(checkoutIdOf(checkout.json().checkout_url));
    }
    const deliveredBefore = fake.deliveries.length;
    const paid = await Promise.all(checkoutIds.map((id) => fake.pay(id)));
    await fake.settled();

    const created = fake.deliveries
      .slice(deliveredBefore)
      .filter((delivery) => delivery.event === 'subscription_created');
    // 200 for all, so Lemon Squeezy stops retrying; the refusal is in the answer and the log.
    expect(created.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(created.map((delivery) => JSON.parse(delivery.body).status).sort()).toEqual([
      'applied',
      'refused',
      'refused',
    ]);
    const rows = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    const refused = await testApp.database.db
      .select()
      .from(refusedSubscriptions)
      .where(eq(refusedSubscriptions.userId, user.id));
    expect(refused.map((row) => row.providerSubscriptionId).sort()).toEqual(
      paid.filter((id) => id !== rows[0]?.providerSubscriptionId).sort(),
    );
    expect(refused.every((row) => row.reason === 'trial_used' && row.isTrial)).toBe(true);
  });

  it('cancels with DELETE and keeps Pro while cancelling; the follow-up webhooks agree', async () => {
    const { token, subscription } = await buyer(MONTHLY);
    const row = (
      await testApp.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id))
    )[0];
    const deliveredBefore = fake.deliveries.length;

    const response = await client.post(`/subscription/${subscription.id}/cancel/`, token);
    expect(response.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${row?.providerSubscriptionId}`,
    });
    // Shown at once, from the API's answer, before any webhook arrived.
    expect(response.json()).toMatchObject({
      data: { status: 'cancelling', is_pro: true },
      user_status: 'cancelling',
    });

    await fake.settled();
    // Sent together, they are recorded as they are answered: in either order.
    expect(
      fake.deliveries
        .slice(deliveredBefore)
        .map(({ event, status }) => [event, status])
        .sort(),
    ).toEqual([
      ['subscription_cancelled', 200],
      ['subscription_updated', 200],
    ]);
    expect((await client.get('/my-subscriptions/', token)).json()).toMatchObject({
      user_status: 'cancelling',
      is_pro: true,
    });
    expect(await client.refreshedIsPro(token)).toBe(true);
  });

  it('resumes a cancellation, pauses and unpauses with PATCH', async () => {
    const { token, subscription } = await buyer(MONTHLY);
    const path = (action: string) => `/subscription/${subscription.id}/${action}/`;
    await client.post(path('cancel'), token);

    const resumed = await client.post(path('resume'), token);
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      body: { data: { type: 'subscriptions', attributes: { cancelled: false } } },
    });
    expect(resumed.json()).toMatchObject({ data: { status: 'active' } });

    const paused = await client.post(path('pause'), token);
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      body: { data: { attributes: { pause: { mode: 'void' } } } },
    });
    expect(paused.json()).toMatchObject({ data: { status: 'paused' }, is_pro: false });

    const unpaused = await client.post(path('resume'), token);
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      body: { data: { attributes: { pause: null } } },
    });
    expect(unpaused.json()).toMatchObject({ data: { status: 'active' }, is_pro: true });
    await fake.settled();
    expect((await client.get('/my-subscriptions/', token)).json().data[0].status).toBe('active');
  });

  it('answers 502 with the SPEC message when Lemon Squeezy fails, changing nothing', async () => {
    const { token } = await client.newUser();
    fake.failNext(500);
    const checkout = await client.post('/checkout/', token, { variant_id: MONTHLY });
    expect(checkout.statusCode).toBe(502);
    expect(checkout.json()).toEqual({
      detail: 'Unable to create checkout. Please try again later.',
      code: 'checkout_failed',
    });
    fake.failNext(503);
    const trial = await client.post('/trial/checkout/', token, { variant_id: TRIAL });
    expect(trial.json()).toEqual({
      detail: 'Unable to create trial checkout. Please try again later.',
      code: 'checkout_failed',
    });

    const owner = await buyer(MONTHLY);
    fake.failNext(422);
    const cancel = await client.post(`/subscription/${owner.subscription.id}/cancel/`, owner.token);
    expect(cancel.statusCode).toBe(502);
    expect(cancel.json()).toEqual({
      detail: 'Failed to cancel subscription. Please try again.',
      code: 'provider_failed',
    });
    expect((await client.get('/my-subscriptions/', owner.token)).json().data[0].status).toBe(
      'active',
    );
  });

  it('refuses webhooks not signed with LEMONSQUEEZY_WEBHOOK_SECRET, and has no sandbox page', async () => {
    const forged = await client.webhook(
      { meta: { event_name: 'subscription_created' }, data: {} },
      { secret: 'guess' },
    );
    expect(forged.statusCode).toBe(401);
    const sandbox = await testApp.app.inject({ method: 'GET', url: '/sandbox/checkout/anything' });
    expect(sandbox.statusCode).toBe(404);
  });
});
