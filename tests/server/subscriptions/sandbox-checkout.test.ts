import { existsSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../../../contracts/pricing';
import { appSecrets, paymentEvents, subscriptions } from '../../../server/db/schema';
import { issueCheckoutToken } from '../../../server/subscriptions/sandbox-checkout-token';
import { subscriptionEvent, WEBHOOK_SECRET } from './subscriptions-client';
import { SUBSCRIPTION_TEST_ENV, sandboxTestApp } from './test-env';

const DAY = 86_400_000;

describe('sandbox checkout', () => {
  const env = sandboxTestApp();

  const checkoutPath = (token: string, plan: 'monthly' | 'trial') => env.checkout.open(token, plan);
  const pay = (path: string) => env.checkout.pay(path);

  const page = (path: string) =>
    env.testApp.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
  const subscriptionsOf = (userId: string) =>
    env.testApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it('shows a labelled sandbox page with the product, its price, Pay and Cancel, in English', async () => {
    const { token, email } = await env.client.newUser();
    const response = await page(await checkoutPath(token, 'monthly'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('SANDBOX: no real payment is made');
    expect(html).toContain('GoalVision Pro, monthly');
    expect(html).toContain('$9.99 per month');
    expect(html).toContain(email);
    expect(html).toMatch(/<form method="post" action="\/sandbox\/checkout\/[\w.-]+">/);
    expect(html).toContain('<button type="submit">Pay $9.99</button>');
    expect(html).toContain('<a class="button" href="/pricing">Cancel</a>');
  });

  it('works under the app CSP: no scripts, same-origin form, inline styles only', async () => {
    const { token } = await env.client.newUser();
    const response = await page(await checkoutPath(token, 'monthly'));
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    // The one link is the app's own icon, so the browser does not ask for a missing /favicon.ico.
    expect(response.body).not.toMatch(
      /<script|<link(?! rel="icon" href="\/favicon\.svg")|\ssrc=|\son\w+=/i,
    );
    expect(response.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(existsSync(new URL('../../../public/favicon.svg', import.meta.url))).toBe(true);
  });

  it("speaks the user's language: Spanish for a Spanish account, with the trial price", async () => {
    const { token } = await env.client.newUser('comprador', 'es');
    const html = (await page(await checkoutPath(token, 'trial'))).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('SANDBOX: no se realiza ningún pago real');
    expect(html).toContain(`GoalVision Pro, prueba de ${TRIAL_DAYS} días`);
    // The same price wording as the pricing pages (contracts/pricing.ts formatPrice).
    expect(html).toMatch(/Pagar 0,99\s\$/);
    expect(html).toContain('Cancelar');
  });

  it('makes a monthly buyer Pro: signed events through the webhook, then back to the profile', async () => {
    const { token, id } = await env.client.newUser();
    expect(await env.client.refreshedIsPro(token)).toBe(false);
    const response = await pay(await checkoutPath(token, 'monthly'));
    expect(response.statusCode).toBe(303);
    // The server's own address (HOST and PORT of the test config), not inject's Host.
    expect(response.headers.location).toBe(
      'http://127.0.0.1:3000/profile?subscription_success=true',
    );

    expect(await env.client.refreshedIsPro(token)).toBe(true);
    const [row] = await subscriptionsOf(id);
    expect(row).toMatchObject({
      provider: 'sandbox',
      status: 'active',
      isTrial: false,
      trialEndsAt: null,
    });
    const month = (row?.renewsAt?.getTime() ?? 0) - Date.now();
    expect(month).toBeGreaterThan(27 * DAY);
    expect(month).toBeLessThan(32 * DAY);
    const events = await env.testApp.database.db
      .select({ name: paymentEvents.eventName })
      .from(paymentEvents)
      .where(
        inArray(paymentEvents.eventName, ['subscription_created', 'subscription_payment_success']),
      );
    expect(events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['subscription_created', 'subscription_payment_success']),
    );
  });

  it('starts a trial that ends TRIAL_DAYS later, and uses up the trial', async () => {
    const { token, id } = await env.client.newUser();
    const before = Date.now();
    await pay(await checkoutPath(token, 'trial'));
    const [row] = await subscriptionsOf(id);
    expect(row).toMatchObject({ status: 'on_trial', isTrial: true });
    const trialEnd = row?.trialEndsAt?.getTime() ?? 0;
    expect(trialEnd).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY);
    expect(await env.client.refreshedIsPro(token)).toBe(true);
    expect((await env.client.get('/my-subscriptions/', token)).json()).toMatchObject({
      user_status: 'trial',
      data: [{ status: 'trial', plan: 'trial', trial_ends_at: row?.trialEndsAt?.toISOString() }],
    });
    expect((await env.client.get('/trial/check-eligibility/', token)).json().eligible).toBe(false);
  });

  it('takes one payment per checkout, however often Pay is pressed', async () => {
    const { token, id } = await env.client.newUser();
    const path = await checkoutPath(token, 'monthly');
    const answers = await Promise.all([pay(path), pay(path)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect((await pay(path)).statusCode).toBe(303);
    expect(await subscriptionsOf(id)).toHaveLength(1);
  });

  it('refuses to pay a second trial opened before the first was paid', async () => {
    const { token, id } = await env.client.newUser();
    const first = await checkoutPath(token, 'trial');
    const second = await checkoutPath(token, 'trial');
    await pay(first);
    const response = await pay(second);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('The trial is available once per account');
    expect(await subscriptionsOf(id)).toHaveLength(1);
  });

  it('answers a forged, altered or expired checkout link with a page and writes nothing', async () => {
    const { token, id } = await env.client.newUser();
    const path = await checkoutPath(token, 'monthly');
    const altered = `${path.slice(0, -2)}xx`;
    const forged = `/sandbox/checkout/${issueCheckoutToken('some-other-secret', { userId: id, plan: 'monthly', redirectUrl: 'http://localhost/profile' })}`;
    const expired = `/sandbox/checkout/${issueCheckoutToken(
      WEBHOOK_SECRET,
      { userId: id, plan: 'monthly', redirectUrl: 'http://localhost/profile' },
      Date.now() - 2 * 60 * 60_000,
    )}`;
    for (const [link, status] of [
      [altered, 404],
      [forged, 404],
      ['/sandbox/checkout/garbage', 404],
      [expired, 410],
    ] as const) {
      const shown = await page(link);
      expect(shown.statusCode).toBe(status);
      expect(shown.headers['content-type']).toContain('text/html');
      expect(shown.body).toContain('href="/pricing"');
      expect((await pay(link)).statusCode).toBe(status);
    }
    expect((await page(expired)).body).toContain('This checkout link has expired');
    expect(await subscriptionsOf(id)).toHaveLength(0);
  });
});

describe('sandbox without LEMONSQUEEZY_WEBHOOK_SECRET', () => {
  const { LEMONSQUEEZY_WEBHOOK_SECRET: _unset, ...withoutSecret } = SUBSCRIPTION_TEST_ENV;
  const env = sandboxTestApp(withoutSecret);

  it('generates a signing secret once, keeps it in the database, and signs with it', async () => {
    const [stored] = await env.testApp.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'payments_webhook'));
    expect(stored?.value.length).toBeGreaterThanOrEqual(32);
    const secret = stored?.value ?? '';

    const user = await env.client.newUser();
    const event = subscriptionEvent({ userId: user.id, id: 'generated-1', updatedAt: new Date() });
    expect((await env.client.webhook(event)).statusCode).toBe(401);
    expect((await env.client.webhook(event, { secret })).json()).toEqual({ status: 'applied' });

    const buyer = await env.client.newUser();
    const created = await env.client.post('/checkout/', buyer.token, {
      variant_id: 'sandbox-monthly',
    });
    const path = new URL(created.json().checkout_url).pathname;
    const paid = await env.testApp.app.inject({ method: 'POST', url: path });
    expect(paid.statusCode).toBe(303);
    expect(await env.client.refreshedIsPro(buyer.token)).toBe(true);
    const [count] = await env.testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'payments_webhook'));
    expect(count?.n).toBe(1);
  });
});
