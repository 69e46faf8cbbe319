import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { withAllMessages } from '../../i18n/i18n';
import { useSignedIn } from '../../lib/session';
import { button } from '../../ui/form/form.css';
import { CheckingOptions } from './CheckingOptions';
import { buttonLink, muted } from './pricing.css';

// Checkout (with xstate) and the current plan are a chunk of their own, fetched for
// signed-in users only, with the whole catalogue: a visitor's /pricing waits for fewer and
// smaller downloads.
const SignedInOffer = lazy(() =>
  withAllMessages(() => import('./SignedInOffer')).then((chunk) => ({
    default: chunk.SignedInOffer,
  })),
);

/** The offer pages' actions (SPEC §3): checkout for signed-in users (their own plan instead,
 * when they have one); for visitors a button
 * to /auth/register (its words differ per page) and a sign-in link. */
export function OfferActions({ registerLabel }: { registerLabel: ReactNode }) {
  if (useSignedIn()) {
    return (
      <Suspense fallback={<CheckingOptions />}>
        <SignedInOffer />
      </Suspense>
    );
  }
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
