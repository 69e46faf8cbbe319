import { Trans } from '@lingui/react/macro';
import { muted } from './pricing.css';

/** Shown while a signed-in user's options (their plan, the offer) are looked up. */
export function CheckingOptions() {
  return (
    <p className={muted} aria-busy="true">
      <Trans>Checking your options…</Trans>
    </p>
  );
}
