import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { commonRefusal, readApiFailure } from './api-error';
import { passwordProblem } from './validation';

type Notice = MessageDescriptor | null;

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

const samePassword = msg`The new password must be different from the current one.`;

function changeProblem(error: unknown): MessageDescriptor {
  const { data } = readApiFailure(error);
  if (data.code === 'wrong_password') return msg`The current password is incorrect.`;
  if (data.code === 'same_password') return samePassword;
  if (data.code === 'oauth_only') {
    return msg`This account uses Google sign-in, so it has no password to change.`;
  }
  return commonRefusal(error) ?? msg`Failed to change password. Please try again.`;
}

/**
 * Profile → Security (SPEC §5 "Profile security"): the current password is required, the
 * new one needs 8 characters, must differ from the current one, and its confirmation must
 * match; nothing is sent otherwise.
 * On success `clearForm` lets the app empty the fields and a notice says it is done.
 */
export const profileSecurityMachine = setup({
  types: {
    /** `busy` while the password is changed. */
    tags: {} as 'busy',
    context: {} as { error: Notice; notice: Notice },
    events: {} as {
      type: 'SUBMIT';
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    },
  },
  actors: {
    changePassword: fromPromise<void, PasswordChange>(async () => {
      throw new Error('changePassword must be provided by the app');
    }),
  },
  actions: {
    clearForm: () => {},
  },
  guards: {
    isCurrentMissing: ({ event }) => !event.currentPassword,
    isNewTooShort: ({ event }) => passwordProblem(event.newPassword) !== null,
    isSameAsCurrent: ({ event }) => event.newPassword === event.currentPassword,
    isConfirmationMissing: ({ event }) => !event.confirmPassword,
    isMismatch: ({ event }) => event.newPassword !== event.confirmPassword,
  },
}).createMachine({
  id: 'profileSecurity',
  context: { error: null, notice: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'isCurrentMissing',
            actions: assign({ error: () => msg`Enter your current password.`, notice: null }),
          },
          {
            guard: 'isNewTooShort',
            actions: assign({
              error: ({ event }) => passwordProblem(event.newPassword),
              notice: null,
            }),
          },
          {
            guard: 'isSameAsCurrent',
            actions: assign({ error: () => samePassword, notice: null }),
          },
          {
            guard: 'isConfirmationMissing',
            actions: assign({ error: () => msg`Confirm your new password.`, notice: null }),
          },
          {
            guard: 'isMismatch',
            actions: assign({ error: () => msg`Passwords do not match`, notice: null }),
          },
          { target: 'changing', actions: assign({ error: null, notice: null }) },
        ],
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => ({
          current_password: event.currentPassword,
          new_password: event.newPassword,
        }),
        onDone: {
          target: 'editing',
          actions: ['clearForm', assign({ notice: () => msg`Your password has been changed.` })],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => changeProblem(event.error) }),
        },
      },
    },
  },
});
