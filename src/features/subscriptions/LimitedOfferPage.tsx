import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  formatPrice,
  PRO_MONTHLY_PRICE_USD,
  TRIAL_DAYS,
  TRIAL_PRICE_USD,
} from '../../../contracts/pricing';
import { PublicHeader } from '../../ui/PublicHeader';
import { formatCountdown, OFFER_SECONDS } from './countdown';
import { OfferActions } from './OfferActions';
import { ProFeatures } from './ProFeatures';
import {
  banner,
  bannerTitle,
  card,
  countdown,
  linkRow,
  muted,
  page,
  perMonth,
  price,
  struck,
} from './pricing.css';

/** Counts down from 23:59:59 once a second to zero; every page load starts over (SPEC §3). */
function useCountdown(): number {
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(OFFER_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, OFFER_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return left;
}

/** /limited-offer (SPEC §3): the trial price against the struck monthly price. */
export function LimitedOfferPage() {
  const { i18n } = useLingui();
  const left = useCountdown();
  const ended = left === 0;
  const monthly = formatPrice(PRO_MONTHLY_PRICE_USD, i18n.locale);
  const trial = formatPrice(TRIAL_PRICE_USD, i18n.locale);
  const saving = Math.round((1 - TRIAL_PRICE_USD / PRO_MONTHLY_PRICE_USD) * 100);
  return (
    <main className={page}>
      <PublicHeader />
      <div className={banner}>
        <h1 className={bannerTitle}>
          <Trans>Limited offer</Trans>
        </h1>
        {ended ? (
          <span role="status">
            <Trans>This offer has ended for this visit.</Trans>
          </span>
        ) : (
          <span>
            <Trans>Ends in</Trans>{' '}
            <time className={countdown} role="timer" aria-live="off">
              {formatCountdown(left)}
            </time>
          </span>
        )}
      </div>
      <section className={card} aria-labelledby="offer">
        <h2 id="offer">
          <Trans>Try GoalVision Pro for {TRIAL_DAYS} days</Trans>
        </h2>
        <p className={price}>
          <s className={struck}>
            {monthly}
            <span className={perMonth}>
              <Trans>per month</Trans>
            </span>
          </s>
          {trial}
          <span className={perMonth}>
            <Trans>for {TRIAL_DAYS} days</Trans>
          </span>
        </p>
        <p>
          <strong>
            <Trans>Save {saving}% on your first week.</Trans>
          </strong>
        </p>
        <ProFeatures />
        <p className={muted}>
          <Trans>
            One trial per account. After {TRIAL_DAYS} days the subscription continues at {monthly}{' '}
            per month unless you cancel before; cancel anytime from your profile.
          </Trans>
        </p>
        {ended ? (
          // SPEC §9: the clock starts again on the next load, so the offer is not over for good.
          <p>
            <Trans>It starts again the next time you open this page.</Trans>
          </p>
        ) : (
          <OfferActions registerLabel={<Trans>Start your trial</Trans>} />
        )}
      </section>
      <p className={linkRow}>
        <Link to="/pricing">
          <Trans>See regular pricing</Trans>
        </Link>
      </p>
    </main>
  );
}
