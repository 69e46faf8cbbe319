import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { passwordResetRequestMachine } from '../../../machines/password-reset.machine';
import { withInspector } from '../../lib/inspector';
import { FormError } from '../../ui/form/FormError';
import { button, form } from '../../ui/form/form.css';
import { submitFields } from '../../ui/form/submit-fields';
import { TextField } from '../../ui/form/TextField';
import { authApi } from './auth.api';

const appRequestMachine = passwordResetRequestMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input }) => {
      await authApi.requestPasswordReset(input.identifier);
    }),
  },
});

export function PasswordResetPage() {
  const { t } = useLingui();
  const router = useRouter();
  const [machine] = useState(() =>
    appRequestMachine.provide({
      actions: {
        goToCode: (_, identifier) =>
          void router.navigate({ to: '/auth/password-reset/verify', state: { identifier } }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector());

  return (
    <section>
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      <p>
        <Trans>Enter your e-mail and we will send you a 4-digit code.</Trans>
      </p>
      <form
        className={form}
        onSubmit={submitFields((field) => send({ type: 'SUBMIT', identifier: field('email') }))}
      >
        <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" required />
        <FormError error={snapshot.context.error} />
        <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
          {t`Send code`}
        </button>
      </form>
      <p>
        <Link to="/auth">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </section>
  );
}
