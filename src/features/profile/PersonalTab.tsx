import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { isLanguage, type Language } from '../../../contracts/language';
import { maskEmail } from '../../../contracts/masked-email';
import type { SessionUser } from '../../../contracts/session';
import { emailChangeMachine, emailChangeRequest } from '../../../machines/email-change.machine';
import {
  maximumNameLength,
  profilePersonalMachine,
} from '../../../machines/profile-personal.machine';
import { switchLanguage } from '../../i18n/i18n';
import { withInspector } from '../../lib/inspector';
import { renewSession, sessionUser, setSessionLanguage } from '../../lib/session';
import { CodeField } from '../../ui/form/CodeField';
import { FormError } from '../../ui/form/FormError';
import { FormNotice } from '../../ui/form/FormNotice';
import { button, form, input, label, secondaryButton } from '../../ui/form/form.css';
import { ResendCodeButton } from '../../ui/form/ResendCodeButton';
import { submitFields } from '../../ui/form/submit-fields';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { GoogleButton } from '../../ui/GoogleButton';
import { profileApi } from './profile.api';
import { actions, card, cardHeading, cardPart, cardText, muted } from './profile.css';

const appPersonalMachine = profilePersonalMachine.provide({
  actors: { updateProfile: fromPromise(({ input }) => profileApi.update(input)) },
  actions: {
    storeSession: (_, session) => renewSession(session),
    // The interface and the stored user change at once (the stored user's language is the
    // one a reload starts in); the saved session replaces the user once the server agrees.
    applyLanguage: (_, language) => {
      setSessionLanguage(language);
      void switchLanguage(language);
    },
  },
});

const appEmailChangeMachine = emailChangeMachine.provide({
  actors: {
    requestEmailChange: fromPromise(({ input }) => profileApi.requestEmailChange(input)),
    confirmEmailChange: fromPromise(({ input }) => profileApi.confirmEmailChange(input.code)),
  },
  actions: { storeSession: (_, session) => renewSession(session) },
});

/** Profile → Personal: name, language and e-mail address. */
export function PersonalTab() {
  // Read on every visit of the tab: an earlier visit may have changed the stored user.
  const [user] = useState<SessionUser>(
    () => sessionUser() ?? { id: '', name: '', email: '', language: 'en', oauth_only: false },
  );
  return (
    <>
      <NameAndLanguage user={user} />
      <EmailChange currentEmail={user.email} oauthOnly={user.oauth_only === true} />
    </>
  );
}

function NameAndLanguage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const languageId = useId();
  const [snapshot, send] = useMachine(
    appPersonalMachine,
    withInspector({
      input: { name: user.name, language: isLanguage(user.language) ? user.language : 'en' },
    }),
  );
  const { nameError, languageError, notice, language } = snapshot.context;
  // Spanish first, then English, as in the language selector of the auth shell.
  const languages: Array<{ value: Language; label: string }> = [
    { value: 'es', label: t({ id: 'language.spanish', message: 'Spanish' }) },
    { value: 'en', label: t({ id: 'language.english', message: 'English' }) },
  ];

  return (
    <section className={card} aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className={cardHeading}>
        <Trans>Your details</Trans>
      </h2>
      <form
        className={form}
        onSubmit={submitFields((value) => send({ type: 'SAVE_NAME', name: value('name') }))}
      >
        <TextField
          label={t`Name`}
          name="name"
          defaultValue={user.name}
          autoComplete="name"
          maxLength={maximumNameLength}
          required
        />
        <FormError error={nameError} />
        <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
          {t`Save name`}
        </button>
      </form>
      <div className={cardPart}>
        <label className={label} htmlFor={languageId}>
          <Trans>Language</Trans>
        </label>
        {/* Not disabled while saving: a disabled select would drop the keyboard focus. */}
        <select
          id={languageId}
          className={input}
          value={language}
          aria-describedby={`${languageId}-hint`}
          onChange={(event) => {
            if (isLanguage(event.target.value)) {
              send({ type: 'CHANGE_LANGUAGE', language: event.target.value });
            }
          }}
        >
          {languages.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className={muted}>
          <Trans>The app and our e-mails to you use this language.</Trans>
        </p>
      </div>
      <FormError error={languageError} />
      <FormNotice notice={notice} />
    </section>
  );
}

function EmailChange({ currentEmail, oauthOnly }: { currentEmail: string; oauthOnly: boolean }) {
  const { t } = useLingui();
  const codeForm = useRef<HTMLFormElement>(null);
  const addressForm = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useMachine(
    appEmailChangeMachine,
    withInspector({ input: { currentEmail, oauthOnly } }),
  );
  const { context } = snapshot;
  const codeStep = snapshot.hasTag('code');
  const masked = maskEmail(context.currentEmail);
  const newAddress = context.newEmail;

  // A Google-only account has no password: Google's button proves it is the owner and
  // sends the address typed above it.
  const onGoogleCredential = useCallback(
    (idToken: string) => {
      const typed = addressForm.current?.elements.namedItem('newEmail');
      const email = typed instanceof HTMLInputElement ? typed.value : '';
      send({ type: 'SUBMIT_EMAIL', email, idToken });
    },
    [send],
  );
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);

  // Keyboard and screen-reader users land where the next thing to type is.
  useEffect(() => {
    if (codeStep) codeForm.current?.querySelector('input')?.focus();
  }, [codeStep]);

  return (
    <section className={card} aria-labelledby="profile-email-heading">
      <h2 id="profile-email-heading" className={cardHeading}>
        <Trans>E-mail address</Trans>
      </h2>
      <p className={muted}>
        <Trans>
          Current e-mail: <strong>{masked}</strong>
        </Trans>
      </p>
      {codeStep ? (
        <form
          ref={codeForm}
          className={form}
          onSubmit={submitFields((value) => send({ type: 'SUBMIT_CODE', code: value('code') }))}
        >
          <p className={cardText}>
            <Trans>
              We sent a 4-digit code to <strong>{newAddress}</strong>. Enter it to confirm your new
              e-mail address.
            </Trans>
          </p>
          <CodeField />
          <FormError error={context.error} />
          <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
            {t`Confirm new e-mail`}
          </button>
          <div className={actions}>
            <ResendCodeButton
              purpose="emailChange"
              resend={() => profileApi.requestEmailChange(emailChangeRequest(context))}
            />
            <button
              className={secondaryButton}
              type="button"
              onClick={() => send({ type: 'CANCEL' })}
            >
              {t`Cancel`}
            </button>
          </div>
        </form>
      ) : (
        <form
          ref={addressForm}
          className={form}
          onSubmit={submitFields((value) =>
            send({ type: 'SUBMIT_EMAIL', email: value('newEmail'), password: value('password') }),
          )}
        >
          <TextField
            label={t`New e-mail`}
            name="newEmail"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
          />
          {oauthOnly ? (
            <>
              <p className={cardText}>
                <Trans>To confirm it is you, sign in with Google again.</Trans>
              </p>
              <GoogleButton
                mode="confirm"
                onCredential={onGoogleCredential}
                onFailure={setGoogleFailure}
              />
              {googleFailure && <p className={muted}>{googleFailure}</p>}
            </>
          ) : (
            <PasswordField
              label={t`Current password`}
              name="password"
              autoComplete="current-password"
              maxLength={200}
              required
            />
          )}
          <FormError error={context.error} />
          {!oauthOnly && (
            <button className={button} type="submit" disabled={snapshot.hasTag('busy')}>
              {t`Send code`}
            </button>
          )}
        </form>
      )}
      <FormNotice notice={context.notice} />
    </section>
  );
}
