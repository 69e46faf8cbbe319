import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusedSubscriptions, subscriptions } from '../../../server/db/schema';
import { subscriptionEvent } from './subscriptions-client';
import { sandboxTestApp } from './test-env';

// One trial per user, ever, and one running subscription at a time, held by the database
// when several payments for the same user arrive at once (each test pays in parallel).
const PARALLEL = 5;

describe('one trial and one running subscription per user, under parallel payments', () => {
  const env = sandboxTestApp();

  const subscriptionsOf = (userId: string) =>
    env.testApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const refusedOf = (userId: string) =>
    env.testApp.database.db
      .select()
      .from(refusedSubscriptions)
      .where(eq(refusedSubscriptions.userId, userId));

  /** Opens `count` sandbox checkouts of one plan for the user, all before any is paid. */
  const sandboxCheckouts = async (token: string, plan: 'monthly' | 'trial', count: number) => {
    const paths: string[] = [];
    for (let i = 0; i < count; i++) paths.push(await env.checkout.open(token, plan));
    return paths;
  };
  const pay = (path: string) => env.checkout.pay(path);

  it('sandbox: of several trial checkouts paid at once, one becomes the trial', async () => {
    const { token, id } = await env.client.newUser();
    const paths = await sandboxCheckouts(token, 'trial', PARALLEL);
    const answers = await Promise.all(paths.map(pay));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([303, ...Array(PARALLEL - 1).fill(409)]);
    const refusedPage = answers.find((answer) => answer.statusCode === 409);
    expect(refusedPage?.body).toContain('The trial is available once per account');
    const rows = await subscriptionsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isTrial: true, status: 'on_trial' });
    // The refused ones are either kept aside or stopped before the webhook by eligibility.
    for (const refused of await refusedOf(id)) expect(refused.reason).toBe('trial_used');
  });

  it('sandbox: of several monthly checkouts paid at once, one becomes the subscription', async () => {
    const { token, id } = await env.client.newUser();
    const paths = await sandboxCheckouts(token, 'monthly', PARALLEL);
    const answers = await Promise.all(paths.map(pay));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      303,
      ...Array(PARALLEL - 1).fill(409),
    ]);
    expect(answers.find((answer) => answer.statusCode === 409)?.body).toContain(
      'This account already has Pro, so this payment was not taken.',
    );
    expect(await subscriptionsOf(id)).toHaveLength(1);
    const refused = await refusedOf(id);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(new Set(refused.map((row) => row.reason))).toEqual(new Set(['already_subscribed']));
  });

  it('webhook: parallel trials for one user are answered 200, one applied and the rest refused', async () => {
    const { token, id } = await env.client.newUser();
    const updatedAt = new Date();
    const ids = Array.from({ length: PARALLEL }, (_, i) => `ls-trial-${id}-${i}`);
    const answers = await Promise.all(
      ids.map((subscriptionId) =>
        env.client.webhook(
          subscriptionEvent({
            event: 'subscription_created',
            userId: id,
            id: subscriptionId,
            status: 'on_trial',
            variantId: 'sandbox-trial',
            updatedAt,
            trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.map((answer) => answer.json().status).sort()).toEqual([
      'applied',
      ...Array(PARALLEL - 1).fill('refused'),
    ]);
    const [kept] = await subscriptionsOf(id);
    expect(await subscriptionsOf(id)).toHaveLength(1);
    const refused = await refusedOf(id);
    expect(refused.map((row) => row.reason)).toEqual(Array(PARALLEL - 1).fill('trial_used'));

    // A later event of a refused subscription stays refused and gives nothing, even once the
    // kept trial has ended.
    await env.client.webhook(
      subscriptionEvent({
        userId: id,
        id: kept?.providerSubscriptionId,
        status: 'expired',
        variantId: 'sandbox-trial',
        updatedAt: new Date(updatedAt.getTime() + 1000),
      }),
    );
    const laterEvent = await env.client.webhook(
      subscriptionEvent({
        userId: id,
        id: refused[0]?.providerSubscriptionId,
        status: 'active',
        updatedAt: new Date(updatedAt.getTime() + 2000),
      }),
    );
    expect(laterEvent.statusCode).toBe(200);
    expect(laterEvent.json().status).toBe('refused');
    expect(await env.client.refreshedIsPro(token)).toBe(false);
    const [after] = await env.testApp.database.db
      .select()
      .from(refusedSubscriptions)
      .where(
        eq(refusedSubscriptions.providerSubscriptionId, refused[0]?.providerSubscriptionId ?? ''),
      );
    expect(after?.status).toBe('active');
  });

  it('webhook: a second monthly subscription while one runs is refused; after it ends, a new one is taken', async () => {
    const { id } = await env.client.newUser();
    const updatedAt = new Date();
    const created = (subscriptionId: string, at: Date) =>
      env.client.webhook(
        subscriptionEvent({
          event: 'subscription_created',
          userId: id,
          id: subscriptionId,
          updatedAt: at,
        }),
      );
    const answers = await Promise.all([
      created(`ls-a-${id}`, updatedAt),
      created(`ls-b-${id}`, updatedAt),
    ]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['applied', 'refused']);
    const [kept] = await subscriptionsOf(id);
    await env.client.webhook(
      subscriptionEvent({
        userId: id,
        id: kept?.providerSubscriptionId,
        status: 'expired',
        updatedAt: new Date(updatedAt.getTime() + 1000),
      }),
    );
    expect((await created(`ls-c-${id}`, new Date(updatedAt.getTime() + 2000))).json().status).toBe(
      'applied',
    );
    expect(await subscriptionsOf(id)).toHaveLength(2);
  });

  it('the database itself refuses a second trial row for a user', async () => {
    const { id } = await env.client.newUser();
    const row = {
      userId: id,
      provider: 'sandbox' as const,
      status: 'expired' as const,
      isTrial: true,
      providerUpdatedAt: new Date(),
    };
    await env.testApp.database.db
      .insert(subscriptions)
      .values({ ...row, providerSubscriptionId: 'x1' });
    await expect(
      env.testApp.database.db
        .insert(subscriptions)
        .values({ ...row, providerSubscriptionId: 'x2' }),
    ).rejects.toThrow();
    expect(await subscriptionsOf(id)).toHaveLength(1);
  });
});
