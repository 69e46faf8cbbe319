import assert from 'node:assert/strict';
import { type CheckoutOffer, checkoutMachine } from '../../../machines/checkout.machine';
import { defineModel } from '../model-coverage';
import { httpError, never } from './fixtures';

const eligibleOffer: CheckoutOffer = {
  eligible: true,
  reason: null,
  monthlyVariantId: 'monthly',
  trialVariantId: 'trial',
};

export const checkoutModel = defineModel({
  machine: checkoutMachine.provide({
    actors: { loadOffer: never(), createCheckout: never(), createTrialCheckout: never() },
    actions: { goToCheckout: () => {}, showError: () => {} },
  }),
  starts: [{ means: 'the user opens the subscription page' }],
  events: [
    {
      event: { type: 'xstate.done.actor.loadOffer', output: eligibleOffer },
      means: 'the server offers the monthly plan and the free trial',
    },
    {
      event: {
        type: 'xstate.done.actor.loadOffer',
        output: { ...eligibleOffer, eligible: false, reason: 'You have already used your trial' },
      },
      means: 'the server offers the monthly plan only: the trial was already used',
    },
    {
      event: {
        type: 'xstate.done.actor.loadOffer',
        output: { ...eligibleOffer, monthlyVariantId: null, trialVariantId: null },
      },
      means: 'the server has no products configured',
    },
    {
      event: { type: 'xstate.error.actor.loadOffer', error: httpError(500) },
      means: 'loading the offer fails (500)',
    },
    { event: { type: 'SUBSCRIBE' }, means: 'the user presses "Subscribe"' },
    { event: { type: 'START_TRIAL' }, means: 'the user presses "Start free trial"' },
    {
      event: { type: 'xstate.done.actor.createCheckout', output: { checkoutUrl: 'https://pay/1' } },
      means: 'the server returns the Lemon Squeezy checkout link',
    },
    {
      event: {
        type: 'xstate.error.actor.createCheckout',
        error: httpError(502, { code: 'checkout_failed' }),
      },
      means: 'Lemon Squeezy fails to create the checkout (502 checkout_failed)',
    },
    {
      event: {
        type: 'xstate.done.actor.createTrialCheckout',
        output: { checkoutUrl: 'https://pay/2' },
      },
      means: 'the server returns the Lemon Squeezy trial checkout link',
    },
    {
      event: {
        type: 'xstate.error.actor.createTrialCheckout',
        error: httpError(502, { code: 'checkout_failed' }),
      },
      means: 'Lemon Squeezy fails to create the trial checkout (502 checkout_failed)',
    },
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // A trial checkout is only started for an eligible offer; only a checkout link redirects.
    if (snapshot.matches('creatingTrialCheckout')) assert.equal(context.offer.eligible, true);
    assert.equal(context.checkoutUrl !== null, snapshot.matches('redirecting'));
    // The buttons' labels read the tags.
    assert.equal(snapshot.hasTag('startingMonthly'), snapshot.matches('creatingCheckout'));
    assert.equal(snapshot.hasTag('startingTrial'), snapshot.matches('creatingTrialCheckout'));
  },
});
