import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, assign, fromPromise, setup } from 'xstate';
import { commonRefusal, readApiFailure } from './api-error';

/** What the pricing screens need to know before offering anything. */
export interface CheckoutOffer {
  /** The one-time trial is offered only when the server says so. */
  eligible: boolean;
  reason: string | null;
  /** Lemon Squeezy (or sandbox) variants; null when the products could not be loaded. */
  monthlyVariantId: string | null;
  trialVariantId: string | null;
}

export interface CheckoutRequest {
  variantId: string;
}

const cannotStart = msg`Unable to start checkout. Please refresh the page and try again.`;

/** SPEC §8 "Checkout": the reason the server names, in the user's words, else `fallback`
 * (which is also what the provider's own failure, `checkout_failed`, reads as). */
function checkoutFailure(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  switch (readApiFailure(error).code) {
    case 'subscription_paused':
      return msg`Your subscription is paused. Resume it instead of buying another.`;
    case 'already_subscribed':
      return msg`You already have an active Pro subscription.`;
    case 'not_eligible':
      return msg`The trial is not available for this account.`;
    // The page's variant is stale (SPEC §5's message for a missing variant).
    case 'wrong_variant':
    case 'invalid_input':
      return cannotStart;
    default:
      return commonRefusal(error) ?? fallback;
  }
}

/**
 * Trial eligibility and checkout (SPEC §4 "Trial offer", §8 "Checkout"): the offer loads
 * (eligibility and products), eligible users may start the $0.99 trial, anyone may subscribe
 * monthly; a created checkout ends in `redirecting`, where the app sends the browser to
 * `checkoutUrl` (the provider returns it to /profile?subscription_success=true).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as {
      offer: CheckoutOffer;
      checkoutUrl: string | null;
    },
    events: {} as { type: 'SUBSCRIBE' } | { type: 'START_TRIAL' },
    /** `checking` the offer; `startingMonthly` / `startingTrial` a checkout; `busy` any call. */
    tags: {} as 'checking' | 'busy' | 'startingMonthly' | 'startingTrial',
  },
  actors: {
    loadOffer: fromPromise<CheckoutOffer>(async () => {
      throw new Error('loadOffer must be provided by the app');
    }),
    createCheckout: fromPromise<{ checkoutUrl: string }, CheckoutRequest>(async () => {
      throw new Error('createCheckout must be provided by the app');
    }),
    createTrialCheckout: fromPromise<{ checkoutUrl: string }, CheckoutRequest>(async () => {
      throw new Error('createTrialCheckout must be provided by the app');
    }),
  },
  actions: {
    goToCheckout: () => {
      throw new Error('goToCheckout must be provided by the app');
    },
    /** SPEC §8: checkout failures are error toasts; the app shows them. */
    showError: (_, _message: MessageDescriptor) => {
      throw new Error('showError must be provided by the app');
    },
  },
  guards: {
    hasNoMonthlyVariant: ({ context }) => context.offer.monthlyVariantId === null,
    isEligible: ({ context }) => context.offer.eligible,
    hasNoTrialVariant: ({ context }) => context.offer.trialVariantId === null,
  },
}).createMachine({
  id: 'checkout',
  context: {
    offer: { eligible: false, reason: null, monthlyVariantId: null, trialVariantId: null },
    checkoutUrl: null,
  },
  initial: 'loadingOffer',
  states: {
    loadingOffer: {
      tags: ['checking', 'busy'],
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        onDone: { target: 'choosing', actions: assign({ offer: ({ event }) => event.output }) },
        // The app's loader already turns failed calls into "not eligible" and empty
        // products; this is for a loader that throws anyway.
        onError: {
          target: 'choosing',
          actions: assign({
            offer: () => ({
              eligible: false,
              reason: 'Error checking eligibility',
              monthlyVariantId: null,
              trialVariantId: null,
            }),
          }),
        },
      },
    },
    choosing: {
      on: {
        SUBSCRIBE: [
          { guard: 'hasNoMonthlyVariant', actions: { type: 'showError', params: cannotStart } },
          { target: 'creatingCheckout' },
        ],
        // Starting a trial does nothing unless the server said eligible (SPEC §4).
        START_TRIAL: [
          {
            guard: and(['isEligible', 'hasNoTrialVariant']),
            actions: { type: 'showError', params: cannotStart },
          },
          { guard: 'isEligible', target: 'creatingTrialCheckout' },
        ],
      },
    },
    creatingCheckout: {
      tags: ['busy', 'startingMonthly'],
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        input: ({ context }) => ({ variantId: context.offer.monthlyVariantId ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: assign({ checkoutUrl: ({ event }) => event.output.checkoutUrl }),
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'showError',
            params: ({ event }) =>
              checkoutFailure(event.error, msg`Unable to create checkout. Please try again later.`),
          },
        },
      },
    },
    creatingTrialCheckout: {
      tags: ['busy', 'startingTrial'],
      invoke: {
        id: 'createTrialCheckout',
        src: 'createTrialCheckout',
        input: ({ context }) => ({ variantId: context.offer.trialVariantId ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: assign({ checkoutUrl: ({ event }) => event.output.checkoutUrl }),
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'showError',
            params: ({ event }) =>
              checkoutFailure(
                event.error,
                msg`Unable to create trial checkout. Please try again later.`,
              ),
          },
        },
      },
    },
    redirecting: { type: 'final', tags: ['busy'], entry: 'goToCheckout' },
  },
});
