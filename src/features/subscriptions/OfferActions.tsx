import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { tokenStore } from '../../lib/storage';
import { button } from '../../ui/form/form.css';
import { CheckoutActions } from './CheckoutActions';
import { buttonLink, muted } from './pricing.css';

/** The offer pages' actions (SPEC §3): checkout for signed-in users; for visitors a button
 * to /auth/register (its words differ per page) and a sign-in link. */
export function OfferActions({ registerLabel }: { registerLabel: ReactNode }) {
  if (tokenStore.get()) return <CheckoutActions />;
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
