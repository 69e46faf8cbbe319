import { Trans } from '@lingui/react/macro';

export function PasswordResetPage() {
  return (
    <section>
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
    </section>
  );
}
