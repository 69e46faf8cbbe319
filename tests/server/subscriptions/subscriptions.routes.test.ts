import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_MONTHLY_PRICE_USD, TRIAL_DAYS, TRIAL_PRICE_USD } from '../../../contracts/pricing';
import type { Subscription } from '../../../contracts/subscriptions';
import { subscriptions } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { subscriptionEvent, subscriptionsClient } from './subscriptions-client';
import { SUBSCRIPTION_TEST_ENV } from './test-env';

const DAY = 86_400_000;
const MONTHLY = { variant_id: 'sandbox-monthly' };
const TRIAL = { variant_id: 'sandbox-trial' };

describe('/api/subscriptions (sandbox provider)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof subscriptionsClient>;
  let subscriptionCounter = 0;

  beforeAll(async () => {
    testApp = await createTestApp(SUBSCRIPTION_TEST_ENV);
    client = subscriptionsClient(testApp.app);
  });
  afterAll(() => testApp.close());

  /** A user with one subscription in the given provider state. */
  const subscribed = async (
    status: string,
    extra: Partial<Parameters<typeof subscriptionEvent>[0]> = {},
  ) => {
    const user = await client.newUser();
    await client.webhook(
      subscriptionEvent({
        userId: user.id,
        id: `route-sub-${subscriptionCounter++}`,
        status,
        updatedAt: new Date(),
        ...extra,
      }),
    );
    const mine = (await client.get('/my-subscriptions/', user.token)).json() as {
      data: Subscription[];
    };
    return { ...user, subscription: mine.data[0] as Subscription };
  };

  it('refuses every endpoint but the webhook without a valid token', async () => {
    const calls = [
      client.get('/products/'),
      client.post('/checkout/', undefined, MONTHLY),
      client.get('/trial/check-eligibility/'),
      client.post('/trial/checkout/', undefined, TRIAL),
      client.get('/trial/status/'),
      client.get('/my-subscriptions/'),
      client.post('/subscription/00000000-0000-4000-8000-000000000000/cancel/'),
      client.get('/my-subscriptions/', 'not-a-token'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Invalid authentication token',
        code: 'invalid_token',
      });
    }
  });

  it('lists the monthly plan and the trial with the prices of contracts/pricing.ts', async () => {
    const { token } = await client.newUser();
    const response = await client.get('/products/', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        plan: 'monthly',
        name: 'GoalVision Pro',
        variant_id: 'sandbox-monthly',
        price: PRO_MONTHLY_PRICE_USD,
        currency: 'USD',
        interval: 'month',
        trial_days: null,
        renewal_price: PRO_MONTHLY_PRICE_USD,
      },
      {
        plan: 'trial',
        name: `GoalVision Pro, ${TRIAL_DAYS}-day trial`,
        variant_id: 'sandbox-trial',
        price: TRIAL_PRICE_USD,
        currency: 'USD',
        interval: 'month',
        trial_days: TRIAL_DAYS,
        renewal_price: PRO_MONTHLY_PRICE_USD,
      },
    ]);
  });

  it('creates a monthly checkout leading to the sandbox page of this server', async () => {
    const { token } = await client.newUser();
    const response = await client.post('/checkout/', token, {
      ...MONTHLY,
      redirect_url: 'http://127.0.0.1:3000/profile?subscription_success=true',
    });
    expect(response.statusCode).toBe(200);
    const { checkout_url } = response.json() as { checkout_url: string };
    // HOST and PORT of the test config: the server's own address.
    expect(checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox\/checkout\/[\w-]+\.[\w-]+$/);
  });

  it('refuses a checkout without a variant, with the wrong plan, or returning elsewhere', async () => {
    const { token } = await client.newUser();
    const missing = await client.post('/checkout/', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      detail: 'variant_id: is required',
      code: 'invalid_input',
      field_codes: { variant_id: 'required' },
    });
    const wrongPlan = await client.post('/checkout/', token, TRIAL);
    expect(wrongPlan.statusCode).toBe(422);
    expect(wrongPlan.json()).toMatchObject({
      detail: expect.stringMatching(/^variant_id is not the monthly plan/),
      code: 'wrong_variant',
    });
    const elsewhere = await client.post('/checkout/', token, {
      ...MONTHLY,
      redirect_url: 'https://evil.example/profile',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({
      detail: 'redirect_url must be an address of this app.',
      code: 'invalid_redirect_url',
    });
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"variant_id":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  const checkoutWithHost = async (host: string, payload: object = MONTHLY) => {
    const { token } = await client.newUser();
    return testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout/',
      headers: { authorization: `Bearer ${token}`, host },
      payload,
    });
  };

  it('never takes the checkout address from a forged Host header (PUBLIC_URL unset)', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'bad host', '127.0.0.1:3000@evil']) {
      const response = await checkoutWithHost(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.json().checkout_url, host).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox\//);
    }
    const steered = await checkoutWithHost('evil.example', {
      ...MONTHLY,
      redirect_url: 'http://evil.example/profile',
    });
    expect(steered.statusCode).toBe(422);
    expect(steered.json()).toEqual({
      detail: 'redirect_url must be an address of this app.',
      code: 'invalid_redirect_url',
    });
  });

  it("uses the server's own names from the Host header, so localhost works in development", async () => {
    const response = await checkoutWithHost('localhost:3000');
    expect(response.json().checkout_url).toMatch(/^http:\/\/localhost:3000\/sandbox\//);
  });

  it('refuses a second checkout to someone already subscribed or paused', async () => {
    const active = await subscribed('active');
    const again = await client.post('/checkout/', active.token, MONTHLY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You already have an active Pro subscription.',
      code: 'already_subscribed',
    });
    // Bad input is still a 400 first.
    expect((await client.post('/checkout/', active.token, {})).statusCode).toBe(400);
    const paused = await subscribed('paused');
    const pausedAgain = await client.post('/checkout/', paused.token, MONTHLY);
    expect(pausedAgain.statusCode).toBe(409);
    expect(pausedAgain.json()).toEqual({
      detail: 'Your subscription is paused. Resume it instead of buying another.',
      code: 'subscription_paused',
    });
    // A cancelling subscription may be replaced.
    const cancelling = await subscribed('cancelled', { endsAt: new Date(Date.now() + DAY) });
    expect((await client.post('/checkout/', cancelling.token, MONTHLY)).statusCode).toBe(200);
  });

  it('offers the trial to a new user, and never again once they had one', async () => {
    const fresh = await client.newUser();
    expect((await client.get('/trial/check-eligibility/', fresh.token)).json()).toEqual({
      eligible: true,
      reason: null,
    });
    const checkout = await client.post('/trial/checkout/', fresh.token, TRIAL);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().checkout_url).toContain('/sandbox/checkout/');

    const trialled = await subscribed('on_trial', {
      variantId: 'sandbox-trial',
      trialEndsAt: new Date(Date.now() + 7 * DAY),
    });
    const eligibility = (await client.get('/trial/check-eligibility/', trialled.token)).json();
    expect(eligibility.eligible).toBe(false);
    expect(eligibility.reason).toMatch(/already used your trial/);
    const refused = await client.post('/trial/checkout/', trialled.token, TRIAL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: eligibility.reason, code: 'not_eligible' });

    // Even after the trial was cancelled and ran out.
    const expired = await subscribed('expired', {
      variantId: 'sandbox-trial',
      endsAt: new Date(Date.now() - DAY),
    });
    expect((await client.get('/trial/check-eligibility/', expired.token)).json().eligible).toBe(
      false,
    );
  });

  it('does not offer the trial to someone who is Pro already', async () => {
    const pro = await subscribed('active');
    expect((await client.get('/trial/check-eligibility/', pro.token)).json()).toEqual({
      eligible: false,
      reason: 'You already have an active Pro subscription.',
    });
    expect((await client.post('/trial/checkout/', pro.token, TRIAL)).statusCode).toBe(403);
  });

  it('refuses a trial checkout with the monthly variant', async () => {
    const { token } = await client.newUser();
    const response = await client.post('/trial/checkout/', token, MONTHLY);
    expect(response.statusCode).toBe(422);
  });

  it('reports the trial status', async () => {
    const fresh = await client.newUser();
    expect((await client.get('/trial/status/', fresh.token)).json()).toEqual({
      has_trial: false,
      is_active: false,
      trial_ends_at: null,
    });
    const trialEndsAt = new Date(Date.now() + 7 * DAY);
    const trialling = await subscribed('on_trial', { variantId: 'sandbox-trial', trialEndsAt });
    expect((await client.get('/trial/status/', trialling.token)).json()).toEqual({
      has_trial: true,
      is_active: true,
      trial_ends_at: trialEndsAt.toISOString(),
    });
    const converted = await subscribed('active', {
      variantId: 'sandbox-trial',
      trialEndsAt: new Date(Date.now() - DAY),
    });
    expect((await client.get('/trial/status/', converted.token)).json()).toMatchObject({
      has_trial: true,
      is_active: false,
    });
  });

  it('lists the user subscriptions, newest first, with the user status', async () => {
    const fresh = await client.newUser();
    expect((await client.get('/my-subscriptions/', fresh.token)).json()).toEqual({
      data: [],
      user_status: 'free',
      is_pro: false,
    });
    const renewsAt = new Date(Date.now() + 30 * DAY);
    const { token, subscription } = await subscribed('active', { renewsAt });
    expect(subscription).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      plan: 'monthly',
      status: 'active',
      is_pro: true,
      renews_at: renewsAt.toISOString(),
      ends_at: null,
      trial_ends_at: null,
      created_at: expect.any(String),
      can_cancel: true,
      can_pause: true,
      can_resume: false,
    });
    expect((await client.get('/my-subscriptions/', token)).json()).toMatchObject({
      user_status: 'active',
      is_pro: true,
    });
  });

  it.each([
    ['on_trial', 'trial', true],
    ['past_due', 'past_due', true],
    ['paused', 'paused', false],
    ['unpaid', 'unpaid', false],
    ['expired', 'expired', false],
  ])('shows provider status %s as %s (Pro: %s)', async (status, shown, pro) => {
    const { token, subscription } = await subscribed(status);
    expect(subscription.status).toBe(shown);
    expect(subscription.is_pro).toBe(pro);
    expect(await client.refreshedIsPro(token)).toBe(pro);
  });

  it('cancels, resumes, pauses and resumes again through the provider', async () => {
    const { token, subscription } = await subscribed('active');
    const path = (action: string) => `/subscription/${subscription.id}/${action}/`;

    const cancelled = await client.post(path('cancel'), token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: {
        id: subscription.id,
        status: 'cancelling',
        is_pro: true,
        can_resume: true,
        can_cancel: false,
      },
      user_status: 'cancelling',
      is_pro: true,
    });
    expect(cancelled.json().data.ends_at).toBe(subscription.renews_at);
    expect(await client.refreshedIsPro(token)).toBe(true);

    const resumed = await client.post(path('resume'), token);
    expect(resumed.json()).toMatchObject({
      data: { status: 'active', ends_at: null },
      user_status: 'active',
    });

    const paused = await client.post(path('pause'), token);
    expect(paused.json()).toMatchObject({
      data: { status: 'paused', can_resume: true },
      is_pro: false,
    });
    expect(await client.refreshedIsPro(token)).toBe(false);

    const unpaused = await client.post(path('resume'), token);
    expect(unpaused.json()).toMatchObject({ data: { status: 'active' }, is_pro: true });
    expect(await client.refreshedIsPro(token)).toBe(true);
  });

  it('refuses actions the subscription state does not allow', async () => {
    const active = await subscribed('active');
    const resume = await client.post(
      `/subscription/${active.subscription.id}/resume/`,
      active.token,
    );
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({
      detail: expect.stringMatching(/can be resumed/),
      code: 'action_not_allowed',
    });
    const expired = await subscribed('expired');
    expect(
      (await client.post(`/subscription/${expired.subscription.id}/cancel/`, expired.token))
        .statusCode,
    ).toBe(409);
    const trial = await subscribed('on_trial');
    const pause = await client.post(`/subscription/${trial.subscription.id}/pause/`, trial.token);
    expect(pause.statusCode).toBe(409);
    expect(pause.json()).toEqual({
      detail: 'Only an active subscription can be paused.',
      code: 'action_not_allowed',
    });
  });

  it("answers 404 for another user's subscription, an unknown id or a malformed one, changing nothing", async () => {
    const owner = await subscribed('active');
    const stranger = await client.newUser();
    const before = await testApp.database.db.select().from(subscriptions);
    for (const id of [
      owner.subscription.id,
      '00000000-0000-4000-8000-000000000000',
      'abc',
      "1' or '1'='1",
    ]) {
      const response = await client.post(
        `/subscription/${encodeURIComponent(id)}/cancel/`,
        stranger.token,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Subscription not found.', code: 'not_found' });
    }
    expect(await testApp.database.db.select().from(subscriptions)).toEqual(before);
  });
});
