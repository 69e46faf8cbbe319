import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { commonRefusal, fieldMessage, readApiFailure } from './api-error';
import { nameProblem, nameProblemOfCode, passwordProblem } from './validation';

export interface Registration {
  name: string;
  email: string;
  password: string;
  language: string;
}

type Submit = { type: 'SUBMIT'; confirmPassword: string } & Registration;

/** SPEC §8 "Register": the e-mail's error (a taken address; a field the server refused),
 * else the refusals every flow shares, else the catalogue's fallback; never the server's
 * English text. */
function registerFailure(error: unknown): MessageDescriptor {
  const { data, code } = readApiFailure(error);
  const emailTaken = msg`Email is already in use`;
  if (code === 'email_taken') return emailTaken;
  const named = nameProblemOfCode(code) ?? fieldMessage(data);
  if (named) return named;
  // An e-mail error the SPA cannot word otherwise reads as SPEC §8's fallback for it.
  const errors = (data.errors ?? {}) as Record<string, unknown>;
  if (Array.isArray(errors.email) || Array.isArray(data.email)) return emailTaken;
  return (
    commonRefusal(error) ?? msg`An error occurred while creating your account. Please try again.`
  );
}

/**
 * Registration (SPEC §4 "Register", §5, §8): validated here, so a mismatch sends nothing;
 * ends in `registered`, where the app goes to /auth/verify-code with the e-mail.
 */
export const registerMachine = setup({
  types: {
    context: {} as { email: string; error: MessageDescriptor | null },
    events: {} as Submit,
    tags: {} as 'busy',
  },
  actors: {
    register: fromPromise<void, Registration>(async () => {
      throw new Error('register must be provided by the app');
    }),
  },
  actions: {
    /** Navigation, provided by the app: to the code check, carrying the e-mail. */
    goToVerifyCode: (_, _email: string) => {},
  },
  guards: {
    hasMissingField: ({ event }) =>
      !event.name.trim() || !event.email.trim() || !event.password || !event.confirmPassword,
    hasInvisibleName: ({ event }) => nameProblem(event.name) !== null,
    passwordsDiffer: ({ event }) => event.password !== event.confirmPassword,
    passwordTooShort: ({ event }) => passwordProblem(event.password) !== null,
  },
}).createMachine({
  id: 'register',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'hasMissingField',
            actions: assign({ error: () => msg`Please fill in every field.` }),
          },
          {
            guard: 'hasInvisibleName',
            actions: assign({ error: ({ event }) => nameProblem(event.name) }),
          },
          {
            guard: 'passwordsDiffer',
            actions: assign({ error: () => msg`Passwords do not match` }),
          },
          {
            guard: 'passwordTooShort',
            actions: assign({ error: () => msg`Password must be at least 8 characters` }),
          },
          {
            target: 'submitting',
            actions: assign({ email: ({ event }) => event.email.trim(), error: null }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          const { name, email, password, language } = event as Submit;
          return { name: name.trim(), email: email.trim(), password, language };
        },
        onDone: { target: 'registered' },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => registerFailure(event.error) }),
        },
      },
    },
    registered: {
      type: 'final',
      entry: { type: 'goToVerifyCode', params: ({ context }) => context.email },
    },
  },
});
