import { Trans } from '@lingui/react/macro';

export function VerifyCodePage() {
  return (
    <section>
      <h1>
        <Trans>Check your e-mail</Trans>
      </h1>
    </section>
  );
}
