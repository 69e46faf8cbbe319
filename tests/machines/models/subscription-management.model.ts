import assert from 'node:assert/strict';
import type { MySubscriptions, Subscription } from '../../../contracts/subscriptions';
import { subscriptionManagementMachine } from '../../../machines/subscription-management.machine';
import { defineModel } from '../model-coverage';
import { never } from './fixtures';

/** One active monthly subscription, the same one cancelling, and the list the server sends. */
export const active: Subscription = {
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
export const cancelling: Subscription = {
  ...active,
  status: 'cancelling',
  renews_at: null,
  ends_at: '2026-12-23T00:00:00.000Z',
  can_cancel: false,
  can_pause: false,
  can_resume: true,
};
export const list: MySubscriptions = { data: [active], user_status: 'active', is_pro: true };

export const subscriptionManagementModel = defineModel({
  machine: subscriptionManagementMachine.provide({
    actors: { loadSubscriptions: never(), runAction: never() },
  }),
  starts: [{ means: 'the user opens "My subscriptions"' }],
  events: [
    {
      event: { type: 'xstate.done.actor.loadSubscriptions', output: list },
      means: 'the server lists one active monthly subscription',
    },
    {
      event: { type: 'xstate.error.actor.loadSubscriptions', error: new Error('500') },
      means: 'loading the subscriptions fails (500)',
    },
    { event: { type: 'RETRY' }, means: 'the user presses "Try again"' },
    {
      event: { type: 'REQUEST', action: 'cancel', subscriptionId: 'sub-1' },
      means: 'the user presses "Cancel subscription"',
    },
    {
      event: { type: 'REQUEST', action: 'resume', subscriptionId: 'sub-1' },
      means: 'the user presses "Resume subscription"',
    },
    { event: { type: 'CONFIRM' }, means: 'the user confirms in the dialog' },
    { event: { type: 'ABORT' }, means: 'the user closes the dialog without confirming' },
    {
      event: {
        type: 'xstate.done.actor.runAction',
        output: { data: cancelling, user_status: 'cancelling', is_pro: true },
      },
      means: 'the server cancels: the subscription ends at the period end',
    },
    {
      event: { type: 'xstate.error.actor.runAction', error: new Error('502') },
      means: 'the payment provider fails (502)',
    },
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The dialog and the call always know which action on which subscription.
    const pending = snapshot.matches('confirming') || snapshot.matches('acting');
    if (pending) assert.notEqual(context.pending, null);
    if (snapshot.matches('loadFailed')) assert.notEqual(context.error, null);
    if (snapshot.matches('loading')) assert.equal(context.error, null);
    // The view offers actions only when `ready` and waits while `busy`.
    assert.equal(snapshot.hasTag('ready'), snapshot.matches('ready'));
    assert.equal(snapshot.hasTag('busy'), snapshot.matches('acting'));
  },
});
