import { Trans } from '@lingui/react/macro';

export function PasswordResetVerifyPage() {
  return (
    <section>
      <h1>
        <Trans>Enter your code</Trans>
      </h1>
    </section>
  );
}
