import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { lemonSqueezyFails, trialUsed, verifiedAccount } from '../../flows/accounts';
import type { FlowScreens } from '../../flows/replay';
import { button } from '../../flows/screen';
import { renderApp } from '../../views/render-app';
import { signIn } from '../../views/signed-in';
import { checkoutModel } from './checkout.model';

const subscribe = 'Subscribe for $9.99 per month';
const trial = 'Start your 7-day trial for $0.99';

/** Pricing (/pricing) for a signed-in user with no plan: the trial and monthly checkout. */
export const checkoutScreens: FlowScreens<typeof checkoutModel.machine> = {
  model: checkoutModel,
  calls: {
    loadOffer: ['/subscriptions/trial/check-eligibility/', '/subscriptions/products/'],
    createCheckout: '/subscriptions/checkout/',
    createTrialCheckout: '/subscriptions/trial/checkout/',
  },
  // A new account, or one whose trial is long over when the offer is to leave it out.
  async open(_start, world, path) {
    const offer = path.steps[0]?.event.output as { eligible?: boolean } | undefined;
    const session = await verifiedAccount();
    if (offer?.eligible === false) await trialUsed(session.email);
    world.email = session.email;
    signIn(session);
    // The browser leaving for Lemon Squeezy's checkout page.
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    world.router = (await renderApp('/pricing')).router;
  },
  act: {
    SUBSCRIBE: async (_event, _world, answer) => {
      if (answer?.error) await lemonSqueezyFails(500);
      fireEvent.click(screen.getByRole('button', { name: subscribe }));
    },
    START_TRIAL: async (_event, _world, answer) => {
      if (answer?.error) await lemonSqueezyFails(500);
      fireEvent.click(screen.getByRole('button', { name: trial }));
    },
  },
  shows: {
    loadingOffer: () => button('Checking your options…', false),
    // The trial is offered exactly when the server says the user may take it.
    choosing: ({ context }) => {
      button(subscribe, true);
      expect(screen.queryByRole('button', { name: trial }) !== null).toBe(context.offer.eligible);
      expect(window.location.assign).not.toHaveBeenCalled();
    },
    creatingCheckout: () => button('Starting checkout…', false),
    creatingTrialCheckout: () => button('Starting checkout…', false),
    // To Lemon Squeezy's checkout page.
    redirecting: () =>
      expect(window.location.assign).toHaveBeenCalledWith(
        expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/custom\//),
      ),
  },
  unreplayable: (path) => {
    const offer = path.steps[0]?.event;
    if (offer?.type === 'xstate.error.actor.loadOffer')
      return "the offer's loader never fails: a failed call reads as no trial or no products";
    if ((offer?.output as { monthlyVariantId?: unknown } | undefined)?.monthlyVariantId === null)
      return 'the flows’ server has Lemon Squeezy products configured';
    return null;
  },
};
