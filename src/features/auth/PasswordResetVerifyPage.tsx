import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset.machine';
import { withInspector } from '../../lib/inspector';
import { CodeField } from '../../ui/form/CodeField';
import { FormError } from '../../ui/form/FormError';
import { button, form } from '../../ui/form/form.css';
import { ResendCodeButton } from '../../ui/form/ResendCodeButton';
import { submitFields } from '../../ui/form/submit-fields';
import { PasswordField } from '../../ui/form/TextField';
import { toastActions } from '../../ui/toast';
import { authApi } from './auth.api';

const appResetMachine = passwordResetMachine.provide({
  actors: {
    verifyResetCode: fromPromise(({ input }) => authApi.verifyPasswordReset(input)),
    confirmReset: fromPromise(async ({ input }) => {
      await authApi.confirmPasswordReset(input);
    }),
  },
  actions: { showSuccess: toastActions.showSuccess },
});

export function PasswordResetVerifyPage() {
  const router = useRouter();
  // Read once: while this page navigates away, the next location (without it) arrives first.
  const [identifier] = useState(() => router.state.location.state.identifier);
  // SPEC §2: without an identifier from the previous step, back to the request form.
  if (!identifier) return <Navigate to="/auth/password-reset" replace />;
  return <PasswordResetForm identifier={identifier} />;
}

function PasswordResetForm({ identifier }: { identifier: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [machine] = useState(() =>
    appResetMachine.provide({
      actions: { goToSignIn: () => void router.navigate({ to: '/auth', replace: true }) },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector({ input: { identifier } }));
  const busy = snapshot.hasTag('busy');

  if (snapshot.hasTag('password')) {
    return (
      <section>
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        <form
          className={form}
          onSubmit={submitFields((field) =>
            send({
              type: 'SUBMIT_PASSWORD',
              password: field('password'),
              confirmPassword: field('confirmPassword'),
            }),
          )}
        >
          <PasswordField
            label={t`New password`}
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
          />
          <PasswordField
            label={t`Confirm new password`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            minLength={8}
          />
          <FormError error={snapshot.context.error} />
          <button className={button} type="submit" disabled={busy}>
            {t`Save new password`}
          </button>
        </form>
      </section>
    );
  }

  return (
    <section>
      <h1>
        <Trans>Enter your code</Trans>
      </h1>
      <p>
        <Trans>We sent a 4-digit code to {identifier}.</Trans>
      </p>
      <form
        className={form}
        onSubmit={submitFields((field) => send({ type: 'SUBMIT_CODE', code: field('code') }))}
      >
        <CodeField />
        <FormError error={snapshot.context.error} />
        <button className={button} type="submit" disabled={busy}>
          {t`Verify`}
        </button>
        <ResendCodeButton
          purpose="passwordReset"
          resend={() => authApi.requestPasswordReset(identifier)}
        />
      </form>
    </section>
  );
}
