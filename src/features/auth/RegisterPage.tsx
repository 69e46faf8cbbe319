import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function RegisterPage() {
  return (
    <section>
      <h1>
        <Trans>Create your account</Trans>
      </h1>
      <p>
        <Trans>
          Already have an account? <Link to="/auth/login">Sign in</Link>
        </Trans>
      </p>
    </section>
  );
}
