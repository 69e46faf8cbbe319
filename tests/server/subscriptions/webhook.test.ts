import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, subscriptions } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { subscriptionEvent, subscriptionsClient } from './subscriptions-client';
import { SUBSCRIPTION_TEST_ENV } from './test-env';

const DAY = 86_400_000;

describe('POST /api/subscriptions/webhook/', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof subscriptionsClient>;
  let eventCounter = 0;
  const newSubscriptionId = () => `sub-${eventCounter++}`;

  beforeAll(async () => {
    testApp = await createTestApp(SUBSCRIPTION_TEST_ENV);
    client = subscriptionsClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const counts = async () => {
    const [events] = await db().select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
    const [subs] = await db().select({ n: sql<number>`count(*)::int` }).from(subscriptions);
    return { events: events?.n, subscriptions: subs?.n };
  };
  const rowOf = async (providerSubscriptionId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    )[0];

  it('refuses a wrong, missing or malformed signature and writes nothing', async () => {
    const { id: userId } = await client.newUser();
    const body = subscriptionEvent({ userId, id: newSubscriptionId(), updatedAt: new Date() });
    const before = await counts();

    const wrongSecret = await client.webhook(body, { secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({
      detail: 'Invalid webhook signature.',
      code: 'invalid_signature',
    });
    expect((await client.webhook(body, { signature: '' })).statusCode).toBe(401);
    expect((await client.webhook(body, { signature: 'zz'.repeat(32) })).statusCode).toBe(401);
    // Signed over other bytes than those sent (a re-serialised body).
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(tampered.statusCode).toBe(401);

    expect(await counts()).toEqual(before);
    expect(await client.refreshedIsPro((await client.newUser()).token)).toBe(false);
  });

  it('checks the signature over the raw bytes, not re-serialised JSON', async () => {
    const { id: userId } = await client.newUser();
    const id = newSubscriptionId();
    // Spacing that JSON.stringify would not reproduce.
    const raw = JSON.stringify(subscriptionEvent({ userId, id, updatedAt: new Date() }), null, 2);
    const response = await client.webhook(raw);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'applied' });
    expect((await rowOf(id))?.status).toBe('active');
  });

  it('answers 400 for a signed body that is not a subscription event, writing nothing', async () => {
    const before = await counts();
    const notJson = await client.webhook('{"meta":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      detail: 'The webhook body is not valid JSON.',
      code: 'invalid_input',
    });
    const { id: userId } = await client.newUser();
    const badStatus = subscriptionEvent({ userId, status: 'dancing', updatedAt: new Date() });
    const response = await client.webhook(badStatus);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^data\.attributes\.status: /);
    expect((await client.webhook({ meta: {} })).statusCode).toBe(400);
    // Dates a JavaScript Date takes but a database column does not (year 0, year 10000+).
    for (const when of ['0000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z']) {
      const event = subscriptionEvent({ userId, updatedAt: new Date() });
      event.data.attributes.updated_at = when;
      const answer = await client.webhook(event);
      expect(answer.statusCode, when).toBe(400);
      expect(answer.json().detail).toBe('data.attributes.updated_at: must be an ISO 8601 date');
    }
    expect(await counts()).toEqual(before);
  });

  it('applies the same delivery once, even when replaying it would change the row', async () => {
    const { id: userId } = await client.newUser();
    const id = newSubscriptionId();
    const updatedAt = new Date();
    const body = subscriptionEvent({ userId, id, status: 'active', updatedAt });
    expect((await client.webhook(body)).json()).toEqual({ status: 'applied' });
    // Something older is stored meanwhile; a second application would overwrite it.
    await db()
      .update(subscriptions)
      .set({ status: 'expired', providerUpdatedAt: new Date(updatedAt.getTime() - DAY) })
      .where(eq(subscriptions.providerSubscriptionId, id));

    const again = await client.webhook(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect((await rowOf(id))?.status).toBe('expired');
    const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.bodyHash, bodyHash));
    expect(recorded).toHaveLength(1);
  });

  it('keeps the newer state when an older event arrives after it', async () => {
    const { id: userId } = await client.newUser();
    const id = newSubscriptionId();
    const created = new Date(Date.now() - 60_000);
    const cancelledAt = new Date();
    const endsAt = new Date(Date.now() + 20 * DAY);
    const cancelled = subscriptionEvent({
      event: 'subscription_cancelled',
      userId,
      id,
      status: 'cancelled',
      endsAt,
      updatedAt: cancelledAt,
    });
    const createdEvent = subscriptionEvent({
      event: 'subscription_created',
      userId,
      id,
      status: 'active',
      updatedAt: created,
    });
    expect((await client.webhook(cancelled)).json()).toEqual({ status: 'applied' });
    expect((await client.webhook(createdEvent)).json()).toEqual({ status: 'stale' });
    const row = await rowOf(id);
    expect(row?.status).toBe('cancelled');
    expect(row?.endsAt?.toISOString()).toBe(endsAt.toISOString());
    expect(row?.providerUpdatedAt.toISOString()).toBe(cancelledAt.toISOString());
  });

  it('flips is_pro in the token on the next refresh, both ways', async () => {
    const { id: userId, token } = await client.newUser();
    const id = newSubscriptionId();
    expect(await client.refreshedIsPro(token)).toBe(false);
    await client.webhook(
      subscriptionEvent({
        event: 'subscription_created',
        userId,
        id,
        updatedAt: new Date(Date.now() - 1000),
      }),
    );
    expect(await client.refreshedIsPro(token)).toBe(true);
    await client.webhook(
      subscriptionEvent({
        event: 'subscription_expired',
        userId,
        id,
        status: 'expired',
        endsAt: new Date(),
        updatedAt: new Date(),
      }),
    );
    expect(await client.refreshedIsPro(token)).toBe(false);
  });

  it('keeps Pro while cancelling and says so, until ends_at', async () => {
    const { id: userId, token } = await client.newUser();
    const id = newSubscriptionId();
    const endsAt = new Date(Date.now() + 10 * DAY);
    await client.webhook(subscriptionEvent({ userId, id, updatedAt: new Date(Date.now() - 1000) }));
    await client.webhook(
      subscriptionEvent({
        event: 'subscription_cancelled',
        userId,
        id,
        status: 'cancelled',
        endsAt,
        updatedAt: new Date(),
      }),
    );

    expect(await client.refreshedIsPro(token)).toBe(true);
    const mine = (await client.get('/my-subscriptions/', token)).json();
    expect(mine.user_status).toBe('cancelling');
    expect(mine.is_pro).toBe(true);
    expect(mine.data[0]).toMatchObject({
      status: 'cancelling',
      ends_at: endsAt.toISOString(),
      renews_at: null,
      is_pro: true,
    });

    // The period is over (Lemon Squeezy's expiry event may come later, or never reach us).
    await db()
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.providerSubscriptionId, id));
    expect(await client.refreshedIsPro(token)).toBe(false);
    const after = (await client.get('/my-subscriptions/', token)).json();
    expect(after).toMatchObject({ user_status: 'cancelled', is_pro: false });
  });

  it('keeps the owner of a known subscription whatever a later event claims', async () => {
    const owner = await client.newUser();
    const other = await client.newUser();
    const id = newSubscriptionId();
    await client.webhook(
      subscriptionEvent({ userId: owner.id, id, updatedAt: new Date(Date.now() - 1000) }),
    );
    await client.webhook(
      subscriptionEvent({ userId: other.id, id, status: 'past_due', updatedAt: new Date() }),
    );
    const row = await rowOf(id);
    expect(row?.userId).toBe(owner.id);
    expect(row?.status).toBe('past_due');
  });

  it('records events without subscription state, or for nobody known, and changes nothing', async () => {
    const before = await counts();
    const invoice = {
      meta: { event_name: 'subscription_payment_success', custom_data: { user_id: 'x' } },
      data: {
        type: 'subscription-invoices',
        id: 77,
        attributes: { subscription_id: 1, status: 'paid' },
      },
    };
    expect((await client.webhook(invoice)).json()).toEqual({ status: 'ignored' });
    const nobody = subscriptionEvent({
      userId: 'not-a-uuid',
      id: newSubscriptionId(),
      updatedAt: new Date(),
    });
    expect((await client.webhook(nobody)).json()).toEqual({ status: 'ignored' });
    const unknown = subscriptionEvent({
      userId: '00000000-0000-4000-8000-000000000000',
      id: newSubscriptionId(),
      updatedAt: new Date(),
    });
    expect((await client.webhook(unknown)).json()).toEqual({ status: 'ignored' });
    const after = await counts();
    expect(after.subscriptions).toBe(before.subscriptions);
    expect(after.events).toBe((before.events ?? 0) + 3);
  });

  it('marks a subscription of the trial plan as the user trial, for good', async () => {
    const { id: userId, token } = await client.newUser();
    const id = newSubscriptionId();
    await client.webhook(
      subscriptionEvent({
        userId,
        id,
        status: 'on_trial',
        variantId: 'sandbox-trial',
        trialEndsAt: new Date(Date.now() + 7 * DAY),
        updatedAt: new Date(Date.now() - 1000),
      }),
    );
    // After the trial it renews as an ordinary monthly payment.
    await client.webhook(
      subscriptionEvent({
        userId,
        id,
        status: 'active',
        variantId: 'sandbox-monthly',
        updatedAt: new Date(),
      }),
    );
    expect((await rowOf(id))?.isTrial).toBe(true);
    expect((await client.get('/trial/check-eligibility/', token)).json().eligible).toBe(false);
  });
});
