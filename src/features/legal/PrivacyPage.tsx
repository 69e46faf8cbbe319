import { Trans } from '@lingui/react/macro';

export function PrivacyPage() {
  return (
    <main>
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
    </main>
  );
}
