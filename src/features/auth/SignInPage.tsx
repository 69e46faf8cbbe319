import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

// The sign-in form, Google button and marketing sections arrive with the accounts issue.
export function SignInPage() {
  return (
    <section>
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <p>
        <Trans>AI analysis and predictions for Europe's top five football leagues.</Trans>
      </p>
      <p>
        <Link to="/auth/password-reset">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          No account yet? <Link to="/auth/register">Create one</Link>
        </Trans>
      </p>
    </section>
  );
}
