import { Trans } from '@lingui/react/macro';

export function TermsPage() {
  return (
    <main>
      <h1>
        <Trans>Terms of Service</Trans>
      </h1>
    </main>
  );
}
