import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { profileSecurityMachine } from '../../../machines/profile-security.machine';
import { withInspector } from '../../lib/inspector';
import { sessionUser } from '../../lib/session';
import { FormError } from '../../ui/form/FormError';
import { FormNotice } from '../../ui/form/FormNotice';
import { button, form } from '../../ui/form/form.css';
import { submitFields } from '../../ui/form/submit-fields';
import { PasswordField } from '../../ui/form/TextField';
import { profileApi } from './profile.api';
import { card, cardHeading, muted } from './profile.css';

const appSecurityMachine = profileSecurityMachine.provide({
  actors: {
    changePassword: fromPromise(async ({ input }) => {
      await profileApi.changePassword(input);
    }),
  },
});

/** Profile → Security: the password, or why a Google account has none (SPEC §6). */
export function SecurityTab() {
  const [oauthOnly] = useState(() => sessionUser()?.oauth_only === true);
  return (
    <section className={card} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading" className={cardHeading}>
        <Trans>Password</Trans>
      </h2>
      {oauthOnly ? (
        <p className={muted}>
          <Trans>
            Your account uses Google sign-in, so it has no password to change here. You sign in with
            the "Sign in with Google" button; your Google account keeps your password.
          </Trans>
        </p>
      ) : (
        <PasswordChangeForm />
      )}
    </section>
  );
}

function PasswordChangeForm() {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [machine] = useState(() =>
    appSecurityMachine.provide({ actions: { clearForm: () => formRef.current?.reset() } }),
  );
  const [snapshot, send] = useMachine(machine, withInspector());

  return (
    <form
      ref={formRef}
      className={form}
      onSubmit={submitFields((value) =>
        send({
          type: 'SUBMIT',
          currentPassword: value('currentPassword'),
          newPassword: value('newPassword'),
          confirmPassword: value('confirmPassword'),
        }),
      )}
    >
      <PasswordField
        label={t`Current password`}
        name="currentPassword"
        autoComplete="current-password"
        required
      />
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={t`Confirm new password`}
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
      <FormError error={snapshot.context.error} />
      <FormNotice notice={snapshot.context.notice} />
      <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
        {t`Change password`}
      </button>
    </form>
  );
}
