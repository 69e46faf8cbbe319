import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  formatPrice,
  PRO_MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_PRICE_USD,
} from '../../../contracts/pricing';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { readQuery } from '../../api/query-client';
import { checkoutOfferQuery, subscriptionsApi } from '../../api/subscriptions.api';
import { withInspector } from '../../lib/inspector';
import { button, secondaryButton } from '../../ui/form/form.css';
import { toastActions } from '../../ui/toast';
import { actions, trialNote } from './pricing.css';

const appCheckoutMachine = checkoutMachine.provide({
  actors: {
    createCheckout: fromPromise(async ({ input }) => ({
      checkoutUrl: (await subscriptionsApi.createCheckout(input.variantId, false)).checkout_url,
    })),
    createTrialCheckout: fromPromise(async ({ input }) => ({
      checkoutUrl: (await subscriptionsApi.createCheckout(input.variantId, true)).checkout_url,
    })),
  },
  actions: {
    goToCheckout: ({ context }) => {
      if (context.checkoutUrl) window.location.assign(context.checkoutUrl);
    },
    showError: toastActions.showError,
  },
});

/**
 * The signed-in buyer's buttons (SPEC §4 "Trial offer"): the $0.99 trial above a secondary
 * monthly button for eligible users, the monthly button alone for the others.
 */
export function CheckoutActions() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    appCheckoutMachine.provide({
      actors: { loadOffer: fromPromise(() => readQuery(queryClient, checkoutOfferQuery)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector());
  const { offer } = snapshot.context;
  const checking = snapshot.hasTag('checking');
  const busy = snapshot.hasTag('busy');
  const monthly = formatPrice(PRO_MONTHLY_PRICE_USD, i18n.locale);
  const trial = formatPrice(TRIAL_PRICE_USD, i18n.locale);

  return (
    <div className={actions} aria-busy={busy}>
      {offer.eligible && (
        <>
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => send({ type: 'START_TRIAL' })}
          >
            {snapshot.hasTag('startingTrial') ? (
              <Trans>Starting checkout…</Trans>
            ) : (
              <Trans>
                Start your {TRIAL_DAYS}-day trial for {trial}
              </Trans>
            )}
          </button>
          <p className={trialNote}>
            <Trans>One time only. Then {monthly} per month; cancel anytime.</Trans>
          </p>
        </>
      )}
      <button
        type="button"
        className={offer.eligible ? secondaryButton : button}
        disabled={busy}
        onClick={() => send({ type: 'SUBSCRIBE' })}
      >
        {checking ? (
          <Trans>Checking your options…</Trans>
        ) : snapshot.hasTag('startingMonthly') ? (
          <Trans>Starting checkout…</Trans>
        ) : (
          <Trans>Subscribe for {monthly} per month</Trans>
        )}
      </button>
    </div>
  );
}
