import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { type Language, languageOf } from '../../../contracts/language';
import { registerMachine } from '../../../machines/register.machine';
import { chooseLanguage } from '../../i18n/language';
import { withInspector } from '../../lib/inspector';
import { langStore } from '../../lib/storage';
import { selectStyle } from '../../ui/controls.css';
import { FormError } from '../../ui/form/FormError';
import { button, field, form, label } from '../../ui/form/form.css';
import { submitFields } from '../../ui/form/submit-fields';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { GoogleButton } from '../../ui/GoogleButton';
import { authApi } from './auth.api';
import { appLoginMachine } from './sign-in.machines';

const appRegisterMachine = registerMachine.provide({
  actors: { register: fromPromise(({ input }) => authApi.register(input)) },
});

export function RegisterPage() {
  const { t } = useLingui();
  const router = useRouter();
  const [machines] = useState(() => ({
    register: appRegisterMachine.provide({
      actions: {
        goToVerifyCode: (_, email) =>
          void router.navigate({ to: '/auth/verify-code', state: { email } }),
      },
    }),
    // Google sign-up is a Google sign-in that creates the account on the way.
    google: appLoginMachine.provide({
      actions: { goToApp: () => router.history.replace('/chat') },
    }),
  }));
  const [snapshot, send] = useMachine(machines.register, withInspector());
  const [google, sendGoogle] = useMachine(machines.google, withInspector());
  // SPEC §2: preselected from the stored language, else the browser's, else English.
  const [language, setLanguage] = useState<Language>(() =>
    chooseLanguage({ storedLang: langStore.get(), browserLanguages: navigator.languages ?? [] }),
  );

  const onGoogleCredential = useCallback(
    (idToken: string) => sendGoogle({ type: 'GOOGLE_CREDENTIAL', idToken }),
    [sendGoogle],
  );
  const onGoogleFailure = useCallback(
    (message: string) => sendGoogle({ type: 'GOOGLE_FAILED', message }),
    [sendGoogle],
  );
  const busy = snapshot.hasTag('busy') || google.hasTag('busy');

  return (
    <section>
      <h1>
        <Trans>Create your account</Trans>
      </h1>
      <GoogleButton mode="signup" onCredential={onGoogleCredential} onFailure={onGoogleFailure} />
      <FormError error={google.context.error} />
      <form
        className={form}
        onSubmit={submitFields((field) =>
          send({
            type: 'SUBMIT',
            name: field('name'),
            email: field('email'),
            password: field('password'),
            confirmPassword: field('confirmPassword'),
            language,
          }),
        )}
      >
        <TextField label={t`Name`} name="name" autoComplete="name" required maxLength={100} />
        <TextField label={t`E-mail`} name="email" type="email" autoComplete="email" required />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <PasswordField
          label={t`Confirm password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <div className={field}>
          <label className={label} htmlFor="register-language">
            <Trans>Preferred language</Trans>
          </label>
          <select
            id="register-language"
            className={selectStyle}
            value={language}
            onChange={(event) => setLanguage(languageOf(event.target.value))}
          >
            <option value="es">{t({ id: 'language.spanish', message: 'Spanish' })}</option>
            <option value="en">{t({ id: 'language.english', message: 'English' })}</option>
          </select>
        </div>
        <FormError error={snapshot.context.error} />
        <button className={button} type="submit" disabled={busy}>
          {busy ? t`Creating your account…` : t`Create account`}
        </button>
      </form>
      <p>
        <Trans>
          Already have an account? <Link to="/auth/login">Sign in</Link>
        </Trans>
      </p>
    </section>
  );
}
