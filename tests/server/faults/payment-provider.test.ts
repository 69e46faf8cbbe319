import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../../../contracts/pricing';
import type { Subscription } from '../../../contracts/subscriptions';
import { paymentEvents, subscriptions } from '../../../server/db/schema';
import {
  type FakeLemonSqueezy,
  type Misbehaviour,
  startFakeLemonSqueezy,
} from '../../mocks/lemonsqueezy-server';
import { subscriptionsClient, WEBHOOK_SECRET } from '../subscriptions/subscriptions-client';
import { SUBSCRIPTION_TEST_ENV } from '../subscriptions/test-env';
import { createTestApp, type TestApp } from '../test-app';

// Lemon Squeezy timing out or answering garbage (its HTTP error statuses are covered in
// tests/server/subscriptions/lemonsqueezy.test.ts): the client gets the SPEC's 502 message
// within the configured timeout, nothing is stored, and the next call works again.

const API_KEY = 'ls-test-key';
const MONTHLY = '22';
const TRIAL = '33';
const TIMEOUT_MS = 300;
const WAYS: Misbehaviour[] = ['hang', 'not-json', 'wrong-shape', 'cut'];

describe('a payment provider that times out or answers garbage', () => {
  let fake: FakeLemonSqueezy;
  let testApp: TestApp;
  let client: ReturnType<typeof subscriptionsClient>;

  beforeAll(async () => {
    fake = await startFakeLemonSqueezy({
      apiKey: API_KEY,
      webhookSecret: WEBHOOK_SECRET,
      storeId: '11',
      monthlyVariantId: MONTHLY,
      trialVariantId: TRIAL,
      trialDays: TRIAL_DAYS,
    });
    testApp = await createTestApp({
      ...SUBSCRIPTION_TEST_ENV,
      PAYMENT_PROVIDER: 'lemonsqueezy',
      LEMONSQUEEZY_API_URL: fake.url,
      LEMONSQUEEZY_API_KEY: API_KEY,
      LEMONSQUEEZY_STORE_ID: '11',
      LEMONSQUEEZY_MONTHLY_VARIANT_ID: MONTHLY,
      LEMONSQUEEZY_TRIAL_VARIANT_ID: TRIAL,
      LEMONSQUEEZY_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhookUrl(`${address}/api/subscriptions/webhook/`);
    client = subscriptionsClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const stored = async () => {
    const { db } = testApp.database;
    const [subs] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptions);
    const [events] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
    return { subscriptions: subs?.n, events: events?.n };
  };
  const timed = async <T>(request: () => Promise<T>) => {
    const started = performance.now();
    const answer = await request();
    return { answer, ms: performance.now() - started };
  };

  it.each(WAYS)(
    'answers a checkout with 502 when the provider goes wrong (%s), storing nothing',
    async (way) => {
      const { token } = await client.newUser();
      const before = await stored();
      fake.misbehaveNext(way);
      const { answer, ms } = await timed(() =>
        client.post('/checkout/', token, { variant_id: MONTHLY }),
      );
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({
        detail: 'Unable to create checkout. Please try again later.',
        code: 'checkout_failed',
      });
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
      expect(await stored()).toEqual(before);

      const again = await client.post('/checkout/', token, { variant_id: MONTHLY });
      expect(again.statusCode).toBe(200);
    },
  );

  it('keeps a subscription as it was when cancelling meets a provider that hangs or garbles, then cancels', async () => {
    const buyer = await client.newUser();
    const checkout = await client.post('/checkout/', buyer.token, { variant_id: MONTHLY });
    await fake.pay(new URL(checkout.json().checkout_url).pathname.split('/').at(-1) ?? '');
    await fake.settled();
    const mine = async () =>
      ((await client.get('/my-subscriptions/', buyer.token)).json() as { data: Subscription[] })
        .data[0];
    const subscription = (await mine()) as Subscription;
    expect(subscription.status).toBe('active');
    const cancel = () => client.post(`/subscription/${subscription.id}/cancel/`, buyer.token);

    for (const way of WAYS) {
      fake.misbehaveNext(way);
      const { answer, ms } = await timed(cancel);
      expect(answer.statusCode, way).toBe(502);
      expect(answer.json()).toEqual({
        detail: 'Failed to cancel subscription. Please try again.',
        code: 'provider_failed',
      });
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
      expect((await mine())?.status).toBe('active');
    }

    expect((await cancel()).statusCode).toBe(200);
    await fake.settled();
    expect((await mine())?.status).toBe('cancelling');
  });
});
