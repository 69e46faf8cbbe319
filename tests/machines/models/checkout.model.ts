import assert from 'node:assert/strict';
import { type CheckoutOffer, checkoutMachine } from '../../../machines/checkout.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

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
    actorDone('loadOffer', eligibleOffer, 'the server offers the monthly plan and the free trial'),
    actorDone(
      'loadOffer',
      { ...eligibleOffer, eligible: false, reason: 'You have already used your trial' },
      'the server offers the monthly plan only: the trial was already used',
    ),
    actorDone(
      'loadOffer',
      { ...eligibleOffer, monthlyVariantId: null, trialVariantId: null },
      'the server has no products configured',
    ),
    actorFailed('loadOffer', httpError(500), 'loading the offer fails (500)'),
    { event: { type: 'SUBSCRIBE' }, means: 'the user presses "Subscribe"' },
    { event: { type: 'START_TRIAL' }, means: 'the user presses "Start free trial"' },
    actorDone(
      'createCheckout',
      { checkoutUrl: 'https://pay/1' },
      'the server returns the Lemon Squeezy checkout link',
    ),
    actorFailed(
      'createCheckout',
      httpError(502, { code: 'checkout_failed' }),
      'Lemon Squeezy fails to create the checkout (502 checkout_failed)',
    ),
    actorDone(
      'createTrialCheckout',
      { checkoutUrl: 'https://pay/2' },
      'the server returns the Lemon Squeezy trial checkout link',
    ),
    actorFailed(
      'createTrialCheckout',
      httpError(502, { code: 'checkout_failed' }),
      'Lemon Squeezy fails to create the trial checkout (502 checkout_failed)',
    ),
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
