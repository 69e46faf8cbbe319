import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { codeRefusalMessage, commonRefusal, readApiFailure } from './api-error';
import { codeProblem, passwordProblem } from './validation';

type ResetError = MessageDescriptor | null;

/**
 * /auth/password-reset (SPEC §4 "Password reset", first step): ends in `requested`, whose
 * entry `goToCode` (provided by the app) goes to /auth/password-reset/verify with the
 * identifier. Views read the tag `busy`.
 */
export const passwordResetRequestMachine = setup({
  types: {
    context: {} as { identifier: string; error: ResetError },
    events: {} as { type: 'SUBMIT'; identifier: string },
    tags: {} as 'busy',
  },
  actors: {
    requestReset: fromPromise<void, { identifier: string }>(async () => {
      throw new Error('requestReset must be provided by the app');
    }),
  },
  actions: {
    /** Navigation, provided by the app: to the code step, carrying the identifier. */
    goToCode: (_, _identifier: string) => {},
  },
  guards: {
    isEmpty: ({ event }) => !event.identifier.trim(),
  },
}).createMachine({
  id: 'passwordResetRequest',
  context: { identifier: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'isEmpty', actions: assign({ error: () => msg`Enter your e-mail address.` }) },
          {
            target: 'requesting',
            actions: assign({ identifier: ({ event }) => event.identifier.trim(), error: null }),
          },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ identifier: context.identifier }),
        onDone: { target: 'requested' },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => {
              const failure = readApiFailure(event.error);
              if (failure.status === 404 || failure.status === 400) {
                return msg`The provided user or email does not exist.`;
              }
              return commonRefusal(event.error) ?? msg`Something went wrong. Please try again.`;
            },
          }),
        },
      },
    },
    requested: {
      type: 'final',
      entry: { type: 'goToCode', params: ({ context }) => context.identifier },
    },
  },
});

/**
 * /auth/password-reset/verify: the code, then a new password; ends in `done`, whose entry
 * shows the success toast (`showSuccess`) and goes to /auth (`goToSignIn`), both provided
 * by the app. Views read the tags `password` (the new-password step) and `busy`.
 */
export const passwordResetMachine = setup({
  types: {
    input: {} as { identifier: string },
    context: {} as { identifier: string; code: string; error: ResetError },
    events: {} as
      | { type: 'SUBMIT_CODE'; code: string }
      | { type: 'SUBMIT_PASSWORD'; password: string; confirmPassword: string },
    tags: {} as 'busy' | 'password',
  },
  actors: {
    verifyResetCode: fromPromise<{ verified: boolean }, { identifier: string; code: string }>(
      async () => {
        throw new Error('verifyResetCode must be provided by the app');
      },
    ),
    confirmReset: fromPromise<void, { identifier: string; code: string; new_password: string }>(
      async () => {
        throw new Error('confirmReset must be provided by the app');
      },
    ),
  },
  actions: {
    showSuccess: (_, _message: MessageDescriptor) => {},
    /** Navigation, provided by the app: to the sign-in screen, history replaced. */
    goToSignIn: () => {},
  },
  guards: {
    isMalformedCode: ({ event }) =>
      event.type === 'SUBMIT_CODE' && codeProblem(event.code) !== null,
    isVerified: ({ event }) =>
      (event as { output?: { verified?: unknown } }).output?.verified === true,
    passwordsDiffer: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD' && event.password !== event.confirmPassword,
    passwordTooShort: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD' && passwordProblem(event.password) !== null,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ identifier: input.identifier, code: '', error: null }),
  initial: 'enteringCode',
  states: {
    enteringCode: {
      on: {
        SUBMIT_CODE: [
          {
            guard: 'isMalformedCode',
            actions: assign({ error: ({ event }) => codeProblem(event.code) }),
          },
          {
            target: 'verifyingCode',
            actions: assign({ code: ({ event }) => event.code.trim(), error: null }),
          },
        ],
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyResetCode',
        src: 'verifyResetCode',
        input: ({ context }) => ({ identifier: context.identifier, code: context.code }),
        onDone: [
          { guard: 'isVerified', target: 'choosingPassword' },
          {
            target: 'enteringCode',
            actions: assign({ error: () => msg`Invalid code. Please try again.` }),
          },
        ],
        onError: {
          target: 'enteringCode',
          actions: assign({
            error: ({ event }) => commonRefusal(event.error) ?? msg`Error verifying code.`,
          }),
        },
      },
    },
    choosingPassword: {
      tags: ['password'],
      on: {
        SUBMIT_PASSWORD: [
          {
            guard: 'passwordsDiffer',
            actions: assign({ error: () => msg`Passwords do not match.` }),
          },
          {
            guard: 'passwordTooShort',
            actions: assign({ error: () => msg`Password must be at least 8 characters` }),
          },
          { target: 'confirming', actions: assign({ error: null }) },
        ],
      },
    },
    confirming: {
      tags: ['busy', 'password'],
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ context, event }) => ({
          identifier: context.identifier,
          code: context.code,
          new_password: event.type === 'SUBMIT_PASSWORD' ? event.password : '',
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'choosingPassword',
          actions: assign({
            // SPEC §8 "Reset confirm": why the code or password was refused, else
            // 'Error resetting password.'.
            error: ({ event }) => {
              const { code } = readApiFailure(event.error);
              if (code === 'invalid_code') return msg`Invalid code. Please try again.`;
              return (
                codeRefusalMessage(code) ??
                commonRefusal(event.error) ??
                msg`Error resetting password.`
              );
            },
          }),
        },
      },
    },
    done: {
      type: 'final',
      entry: [
        {
          type: 'showSuccess',
          params: () => msg`Your password has been reset. You can sign in now.`,
        },
        'goToSignIn',
      ],
    },
  },
});
