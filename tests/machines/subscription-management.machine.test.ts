import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MySubscriptions, Subscription } from '../../contracts/subscriptions';
import {
  type SubscriptionAction,
  subscriptionManagementMachine,
} from '../../machines/subscription-management.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const text = (value: unknown) => (value as { message?: string } | null)?.message;

const active: Subscription = {
  id: 'sub-1',
  plan: 'monthly',
  status: 'active',
  is_pro: true,
  renews_at: '2026-12-23T00:00:00.000Z',
  ends_at: null,
  trial_ends_at: null,
  created_at: '2026-11-23T00:00:00.000Z',
  can_cancel: true,
  can_pause: true,
  can_resume: false,
};
const cancelling: Subscription = {
  ...active,
  status: 'cancelling',
  renews_at: null,
  ends_at: '2026-12-23T00:00:00.000Z',
  can_cancel: false,
  can_pause: false,
  can_resume: true,
};
const list: MySubscriptions = { data: [active], user_status: 'active', is_pro: true };

function managementActor(act: (action: SubscriptionAction) => Promise<Subscription>) {
  const machine = subscriptionManagementMachine.provide({
    actors: {
      loadSubscriptions: fromPromise(async () => list),
      runAction: fromPromise(async ({ input }) => {
        const data = await act(input.action);
        return { data, user_status: data.status, is_pro: data.is_pro };
      }),
    },
  });
  return createActor(machine).start();
}

describe('subscription management machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const machine = subscriptionManagementMachine.provide({
      actors: { loadSubscriptions: never(), runAction: never() },
    });
    const coverage = await walkEveryPath(machine, {
      events: [
        { type: 'xstate.done.actor.loadSubscriptions', output: list },
        { type: 'xstate.error.actor.loadSubscriptions', error: new Error('500') },
        { type: 'RETRY' },
        { type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' },
        { type: 'REQUEST', action: 'resume', subscriptionId: 'sub-1' },
        { type: 'CONFIRM' },
        { type: 'ABORT' },
        {
          type: 'xstate.done.actor.runAction',
          output: { data: cancelling, user_status: 'cancelling', is_pro: true },
        },
        { type: 'xstate.error.actor.runAction', error: new Error('502') },
      ] as never,
    });
    console.info(formatCoverage('subscription-management', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('cancels only after the user confirms, then shows the subscription as cancelling', async () => {
    const asked: SubscriptionAction[] = [];
    const actor = managementActor(async (action) => {
      asked.push(action);
      return cancelling;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'ABORT' });
    expect(asked).toEqual([]);

    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual(['cancel']);
    expect(actor.getSnapshot().context).toMatchObject({
      subscriptions: [{ id: 'sub-1', status: 'cancelling' }],
      userStatus: 'cancelling',
      completed: 'cancel',
    });
  });

  it('refuses an action the subscription does not allow now', async () => {
    const actor = managementActor(async () => cancelling);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REQUEST', action: 'resume', subscriptionId: 'sub-1' });
    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'no-such-id' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the list and says the cancellation failed', async () => {
    const actor = managementActor(async () => {
      throw new Error('provider down');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe(
      'Failed to cancel subscription. Please try again.',
    );
    expect(actor.getSnapshot().context.subscriptions).toEqual([active]);
  });

  it('says the details could not be loaded, and loads again on retry', async () => {
    let calls = 0;
    const machine = subscriptionManagementMachine.provide({
      actors: {
        loadSubscriptions: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('500');
          return list;
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(text(actor.getSnapshot().context.error)).toBe(
      'Unable to load subscription details. Please refresh the page or contact support.',
    );
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.subscriptions).toEqual([active]);
  });
});
