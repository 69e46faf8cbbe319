import { Trans } from '@lingui/react/macro';

export function PricingPage() {
  return (
    <main>
      <h1>
        <Trans>Pricing</Trans>
      </h1>
    </main>
  );
}
