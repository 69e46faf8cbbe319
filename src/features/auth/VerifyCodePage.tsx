import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { verifyCodeMachine } from '../../../machines/verify-code.machine';
import { withInspector } from '../../lib/inspector';
import { startSession } from '../../lib/session';
import { CodeField } from '../../ui/form/CodeField';
import { FormError } from '../../ui/form/FormError';
import { button, form } from '../../ui/form/form.css';
import { ResendCodeButton } from '../../ui/form/ResendCodeButton';
import { submitFields } from '../../ui/form/submit-fields';
import { TextField } from '../../ui/form/TextField';
import { authApi } from './auth.api';

const appVerifyCodeMachine = verifyCodeMachine.provide({
  actors: { verifyCode: fromPromise(({ input }) => authApi.verifyCode(input)) },
  actions: { storeSession: (_, session) => void startSession(session) },
});

export function VerifyCodePage() {
  const router = useRouter();
  // Read once: while this page navigates away, the next location (without it) arrives first.
  const [email] = useState(() => router.state.location.state.email);
  // Reached without an e-mail (a typed URL, a reload in another tab): start over.
  if (!email) return <Navigate to="/auth/register" replace />;
  return <VerifyCodeForm email={email} />;
}

function VerifyCodeForm({ email }: { email: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [machine] = useState(() =>
    appVerifyCodeMachine.provide({
      actions: { goToApp: () => router.history.replace('/chat') },
    }),
  );
  const [snapshot, send] = useMachine(machine, withInspector({ input: { email } }));

  return (
    <section>
      <h1>
        <Trans>Check your e-mail</Trans>
      </h1>
      <p>
        <Trans>We sent a 4-digit code to your e-mail address.</Trans>
      </p>
      <form
        className={form}
        onSubmit={submitFields((field) => send({ type: 'SUBMIT', code: field('code') }))}
      >
        <TextField label={t`E-mail`} name="email" type="email" value={email} readOnly />
        <CodeField />
        <FormError error={snapshot.context.error} />
        <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
          {t`Verify`}
        </button>
        <ResendCodeButton purpose="registration" resend={() => authApi.resendCode(email)} />
      </form>
    </section>
  );
}
