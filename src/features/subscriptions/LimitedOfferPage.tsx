import { Trans } from '@lingui/react/macro';

export function LimitedOfferPage() {
  return (
    <main>
      <h1>
        <Trans>Limited offer</Trans>
      </h1>
    </main>
  );
}
