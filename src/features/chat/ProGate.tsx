import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatPrice, TRIAL_DAYS, TRIAL_PRICE_USD } from '../../../contracts/pricing';
import { mySubscriptionsQuery } from '../../api/subscriptions.api';
import { CurrentPlan, standingSubscription } from '../../ui/subscription/CurrentPlan';
import { gate, gateActions, linkButton } from './chat.css';

/** SPEC §6: what a user who is not Pro sees instead of the chat; a user whose subscription
 * stands but gives no Pro now (paused, unpaid) is shown it and how to resume, not an upgrade. */
export function ProGate() {
  const { i18n } = useLingui();
  const mine = useQuery(mySubscriptionsQuery);
  const current = standingSubscription(mine.data);
  const price = formatPrice(TRIAL_PRICE_USD, i18n.locale);
  return (
    <section className={gate} aria-labelledby="pro-gate-title">
      <h2 id="pro-gate-title" style={{ margin: 0 }}>
        <Trans>Chat analysis is available only for Pro users</Trans>
      </h2>
      {current ? (
        <CurrentPlan subscription={current} />
      ) : (
        <>
          <p style={{ margin: 0 }}>
            <Trans>
              Upgrade to Pro to ask the analyst about any match: predictions, likely scores, goals,
              form and head-to-head.
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
        </>
      )}
    </section>
  );
}
