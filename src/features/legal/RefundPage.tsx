import { Trans } from '@lingui/react/macro';

export function RefundPage() {
  return (
    <main>
      <h1>
        <Trans>Refund Policy</Trans>
      </h1>
    </main>
  );
}
