import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { withAllMessages } from '../../i18n/i18n';
import { useDeferredActor } from '../../lib/deferred-actor';
import { FormError } from '../../ui/form/FormError';
import { button, form, muted } from '../../ui/form/form.css';
import { submitFields } from '../../ui/form/submit-fields';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { GoogleButton } from '../../ui/GoogleButton';

export function SignInPage() {
  const { t } = useLingui();
  const router = useRouter();
  const { redirect } = useSearch({ from: '/auth/' });
  // The machine (and xstate) is fetched when the visitor reaches for the form: the landing
  // shows without it.
  const [snapshot, send, preload] = useDeferredActor(() =>
    withAllMessages(() => import('./sign-in.machines')).then(({ appLoginMachine }) =>
      appLoginMachine.provide({
        actions: {
          // History replaced (SPEC §4): back does not return to the sign-in form.
          goToApp: () => router.history.replace(redirect ?? '/chat'),
          goToVerifyCode: (_, email) =>
            void router.navigate({ to: '/auth/verify-code', state: { email } }),
        },
      }),
    ),
  );
  const busy = snapshot?.hasTag('busy') ?? false;

  const onGoogleCredential = useCallback(
    (idToken: string) => send({ type: 'GOOGLE_CREDENTIAL', idToken }),
    [send],
  );
  const onGoogleFailure = useCallback(
    (message: string) => send({ type: 'GOOGLE_FAILED', message }),
    [send],
  );

  return (
    <section>
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <p className={muted}>
        <Trans>AI analysis and predictions for Europe's top five football leagues.</Trans>
      </p>
      <GoogleButton mode="signin" onCredential={onGoogleCredential} onFailure={onGoogleFailure} />
      <form
        className={form}
        onFocus={preload}
        onSubmit={submitFields((field) =>
          send({
            type: 'SUBMIT',
            email: field('email'),
            password: field('password'),
          }),
        )}
      >
        <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" required />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
        />
        <FormError error={snapshot?.context.error ?? null} />
        <button className={button} type="submit" disabled={busy}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
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
      <p className={muted}>
        <Trans>
          By signing in you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </Trans>
      </p>
    </section>
  );
}
