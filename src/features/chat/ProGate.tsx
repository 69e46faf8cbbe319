import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TRIAL_DAYS, TRIAL_PRICE_USD } from '../../../contracts/pricing';
import { gate, gateActions, linkButton } from './chat.css';

/** SPEC §6: what a user who is not Pro sees instead of the chat. */
export function ProGate() {
  const { i18n } = useLingui();
  // As the pricing pages write prices ("$0.99" in the interface language's number style).
  const price = new Intl.NumberFormat(i18n.locale === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(TRIAL_PRICE_USD);
  return (
    <section className={gate} aria-labelledby="pro-gate-title">
      <h2 id="pro-gate-title" style={{ margin: 0 }}>
        <Trans>Chat analysis is available only for Pro users</Trans>
      </h2>
      <p style={{ margin: 0 }}>
        <Trans>
          Upgrade to Pro to ask the analyst about any match: predictions, likely scores, goals, form
          and head-to-head.
        </Trans>
      </p>
      <div className={gateActions}>
        <Link to="/pricing" className={linkButton}>
          <Trans>Upgrade to Pro</Trans>
        </Link>
        <Link to="/limited-offer" className={linkButton} data-variant="secondary">
          <Trans>
            Try {TRIAL_DAYS} days for {price}
          </Trans>
        </Link>
        <Link to="/pricing" className={linkButton} data-variant="secondary">
          <Trans>View plans</Trans>
        </Link>
      </div>
    </section>
  );
}
