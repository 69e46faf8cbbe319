import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { firstText, readApiFailure } from './api-error';
import { nameProblem, nameProblemOfCode, passwordProblem } from './validation';

export interface Registration {
  name: string;
  email: string;
  password: string;
  language: string;
}

type Submit = { type: 'SUBMIT'; confirmPassword: string } & Registration;

/** The server's first e-mail error, whether in `errors.email` or a top-level `email` array;
 * a taken address (code `email_taken`) in the user's language. */
function emailError(data: Record<string, unknown>): MessageDescriptor | string | undefined {
  if (data.code === 'email_taken') return msg`Email is already in use`;
  const errors = (data.errors ?? {}) as Record<string, unknown>;
  const list = Array.isArray(errors.email)
    ? errors.email
    : Array.isArray(data.email)
      ? data.email
      : undefined;
  if (!list) return undefined;
  return typeof list[0] === 'string' && list[0] ? list[0] : 'Email is already in use';
}

/**
 * Registration (SPEC §4 "Register", §5, §8): validated here, so a mismatch sends nothing;
 * ends in `registered`, where the app goes to /auth/verify-code with the e-mail.
 */
export const registerMachine = setup({
  types: {
    context: {} as { email: string; error: MessageDescriptor | string | null },
    events: {} as Submit,
  },
  actors: {
    register: fromPromise<void, Registration>(async () => {
      throw new Error('register must be provided by the app');
    }),
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
          actions: assign({
            error: ({ event }) => {
              const { data } = readApiFailure(event.error);
              return (
                nameProblemOfCode(data.code) ??
                emailError(data) ??
                firstText(data, 'detail') ??
                msg`An error occurred while creating your account. Please try again.`
              );
            },
          }),
        },
      },
    },
    registered: { type: 'final' },
  },
});
