import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mySubscriptionsQuery } from '../../api/subscriptions.api';
import { useSignedIn } from '../../lib/session';
import { button } from '../../ui/form/form.css';
import { CurrentPlan, standingSubscription } from '../../ui/subscription/CurrentPlan';
import { CheckoutActions } from './CheckoutActions';
import { buttonLink, muted } from './pricing.css';

/** The offer pages' actions (SPEC §3): checkout for signed-in users (their own plan instead,
 * when they have one); for visitors a button
 * to /auth/register (its words differ per page) and a sign-in link. */
export function OfferActions({ registerLabel }: { registerLabel: ReactNode }) {
  if (useSignedIn()) return <SignedInOffer />;
  return (
    <>
      <Link to="/auth/register" className={`${button} ${buttonLink}`}>
        {registerLabel}
      </Link>
      <p className={muted}>
        <Trans>
          Already have an account? <Link to="/auth">Sign in</Link>
        </Trans>
      </p>
    </>
  );
}

function SignedInOffer() {
  const mine = useQuery(mySubscriptionsQuery);
  if (mine.isPending) {
    return (
      <p className={muted} aria-busy="true">
        <Trans>Checking your options…</Trans>
      </p>
    );
  }
  // A failed check offers checkout: the server still refuses a second subscription.
  const current = standingSubscription(mine.data);
  return current ? <CurrentPlan subscription={current} /> : <CheckoutActions />;
}
