import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatPrice, PRO_MONTHLY_PRICE_USD } from '../../../contracts/pricing';
import { supportEmail } from '../../lib/brand';
import { PublicHeader } from '../../ui/PublicHeader';
import { OfferActions } from './OfferActions';
import { ProFeatures } from './ProFeatures';
import { card, muted, page, perMonth, price } from './pricing.css';

/** /pricing (SPEC §3): the monthly price and features; checkout for signed-in users. */
export function PricingPage() {
  const { i18n } = useLingui();
  return (
    <main className={page}>
      <PublicHeader />
      <h1>
        <Trans>Pricing</Trans>
      </h1>
      <section className={card} aria-labelledby="pro-plan">
        <h2 id="pro-plan">
          <Trans>Pro monthly</Trans>
        </h2>
        <p className={price}>
          {formatPrice(PRO_MONTHLY_PRICE_USD, i18n.locale)}
          <span className={perMonth}>
            <Trans>per month</Trans>
          </span>
        </p>
        <p>
          <Trans>Full access to every analysis feature.</Trans>
        </p>
        <ProFeatures />
        <OfferActions registerLabel={<Trans>Create your account</Trans>} />
      </section>
      <section className={card} aria-labelledby="questions">
        <h2 id="questions">
          <Trans>Questions?</Trans>
        </h2>
        <p>
          <Trans>
            Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will help
            you choose.
          </Trans>
        </p>
      </section>
      <p className={muted}>
        <Trans>
          By subscribing you agree to our <Link to="/terms-of-service">Terms of Service</Link>.
        </Trans>
      </p>
    </main>
  );
}
