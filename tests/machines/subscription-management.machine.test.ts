import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Subscription, SubscriptionAction } from '../../contracts/subscriptions';
import { subscriptionManagementMachine } from '../../machines/subscription-management.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import {
  active,
  cancelling,
  list,
  subscriptionManagementModel,
} from './models/subscription-management.model';

const text = (value: unknown) => (value as { message?: string } | null)?.message;

function managementActor(
  act: (action: SubscriptionAction) => Promise<Subscription>,
  effects: string[] = [],
) {
  const machine = subscriptionManagementMachine.provide({
    actions: {
      showSuccess: (_, message) => effects.push(`toast: ${text(message)}`),
      subscriptionsChanged: () => effects.push('plan changed'),
    },
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
    const coverage = await walkEveryPath(subscriptionManagementModel);
    console.info(formatCoverage('subscription-management', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('cancels only after the user confirms, then shows the subscription as cancelling', async () => {
    const asked: SubscriptionAction[] = [];
    const effects: string[] = [];
    const actor = managementActor(async (action) => {
      asked.push(action);
      return cancelling;
    }, effects);
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
    });
    // Said once, and every screen showing the plan asks for it again.
    expect(effects).toEqual([
      'toast: Your subscription is cancelled. Pro stays until the end of the paid period.',
      'plan changed',
    ]);
  });

  it('refuses an action the subscription does not allow now', async () => {
    const actor = managementActor(async () => cancelling);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REQUEST', action: 'resume', subscriptionId: 'sub-1' });
    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'no-such-id' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the list and says the cancellation failed', async () => {
    const effects: string[] = [];
    const actor = managementActor(async () => {
      throw new Error('provider down');
    }, effects);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe(
      'Failed to cancel subscription. Please try again.',
    );
    expect(actor.getSnapshot().context.subscriptions).toEqual([active]);
    expect(effects).toEqual([]);
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
