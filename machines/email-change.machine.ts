import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../contracts/session';
import { codeRefusalMessage, commonRefusal, readApiFailure } from './api-error';
import { codeProblem } from './validation';

type Notice = MessageDescriptor | null;

/** POST /auth/email-change/request/ answers the new address masked (SPEC §5). */
export interface EmailChangeRequested {
  email: string;
}

/** That the signed-in person is the owner: the current password, or for a Google-only
 * account a fresh Google sign-in's id_token. Sent with every request, resends included. */
export type EmailChangeProof = { current_password: string } | { id_token: string };

export type EmailChangeRequest = { new_email: string } & EmailChangeProof;

/** The request of the code step, for the first send and the resends alike. */
export const emailChangeRequest = (context: {
  newEmail: string;
  proof: EmailChangeProof | null;
}): EmailChangeRequest => ({
  new_email: context.newEmail,
  ...(context.proof ?? { current_password: '' }),
});

const sameAddress = (left: string, right: string) =>
  left.trim().toLowerCase() === right.trim().toLowerCase();

const googleAgain = msg`Sign in with Google again to confirm it is you.`;

/** SPEC §8 'Failed to request email change', with the refusals the server names. */
function requestProblem(error: unknown): MessageDescriptor {
  const { data } = readApiFailure(error);
  if (data.code === 'same_email') return msg`Please enter a different email`;
  if (data.code === 'email_taken') return msg`Email is already in use`;
  if (data.code === 'wrong_password') return msg`The current password is incorrect.`;
  if (data.code === 'google_reauth_failed') return googleAgain;
  return commonRefusal(error) ?? msg`Failed to request email change`;
}

/** SPEC §8 'Invalid verification code', or why the code can no longer work. */
function confirmProblem(error: unknown): MessageDescriptor {
  const { code } = readApiFailure(error);
  if (code === 'email_taken') return msg`Email is already in use`;
  return codeRefusalMessage(code) ?? commonRefusal(error) ?? msg`Invalid verification code`;
}

/**
 * Profile → Personal → e-mail (SPEC §5 "Profile personal"): a different address and the
 * owner's proof (the current password; a Google-only account signs in with Google again),
 * a 4-digit code mailed to the address, then the switch. The confirmed change answers a
 * fresh session, handed to `storeSession`; the machine then shows the new address as the
 * current one.
 */
export const emailChangeMachine = setup({
  types: {
    /** `code`: the code step is shown; `busy` while a call is made. */
    tags: {} as 'busy' | 'code',
    input: {} as { currentEmail: string; oauthOnly?: boolean },
    context: {} as {
      currentEmail: string;
      oauthOnly: boolean;
      newEmail: string;
      proof: EmailChangeProof | null;
      error: Notice;
      notice: Notice;
    },
    events: {} as
      | { type: 'SUBMIT_EMAIL'; email: string; password?: string; idToken?: string }
      | { type: 'SUBMIT_CODE'; code: string }
      | { type: 'CANCEL' },
  },
  actors: {
    requestEmailChange: fromPromise<EmailChangeRequested, EmailChangeRequest>(async () => {
      throw new Error('requestEmailChange must be provided by the app');
    }),
    confirmEmailChange: fromPromise<Session, { code: string }>(async () => {
      throw new Error('confirmEmailChange must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
  },
  guards: {
    isBlankEmail: ({ event }) => event.type === 'SUBMIT_EMAIL' && !event.email.trim(),
    isCurrentEmail: ({ context, event }) =>
      event.type === 'SUBMIT_EMAIL' && sameAddress(event.email, context.currentEmail),
    isPasswordMissing: ({ context, event }) =>
      event.type === 'SUBMIT_EMAIL' && !context.oauthOnly && !event.password,
    isGoogleSignInMissing: ({ context, event }) =>
      event.type === 'SUBMIT_EMAIL' && context.oauthOnly && !event.idToken,
    isMalformedCode: ({ event }) =>
      event.type === 'SUBMIT_CODE' && codeProblem(event.code) !== null,
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({
    currentEmail: input.currentEmail,
    oauthOnly: input.oauthOnly === true,
    newEmail: '',
    proof: null,
    error: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT_EMAIL: [
          {
            guard: 'isBlankEmail',
            actions: assign({ error: () => msg`Enter your e-mail address.`, notice: null }),
          },
          {
            guard: 'isCurrentEmail',
            actions: assign({ error: () => msg`Please enter a different email`, notice: null }),
          },
          {
            guard: 'isPasswordMissing',
            actions: assign({ error: () => msg`Enter your current password.`, notice: null }),
          },
          {
            guard: 'isGoogleSignInMissing',
            actions: assign({ error: () => googleAgain, notice: null }),
          },
          {
            target: 'requesting',
            actions: assign({
              newEmail: ({ event }) => event.email.trim(),
              proof: ({ context, event }) =>
                context.oauthOnly
                  ? { id_token: event.idToken ?? '' }
                  : { current_password: event.password ?? '' },
              error: null,
              notice: null,
            }),
          },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestEmailChange',
        src: 'requestEmailChange',
        input: ({ context }) => emailChangeRequest(context),
        // The code step names the address just typed in full (the answer masks it), so the
        // user can tell where the code went.
        onDone: { target: 'enteringCode' },
        onError: {
          target: 'editing',
          actions: assign({ proof: null, error: ({ event }) => requestProblem(event.error) }),
        },
      },
    },
    enteringCode: {
      tags: ['code'],
      on: {
        SUBMIT_CODE: [
          {
            guard: 'isMalformedCode',
            actions: assign({ error: ({ event }) => codeProblem(event.code) }),
          },
          { target: 'confirming', actions: assign({ error: null }) },
        ],
        CANCEL: { target: 'editing', actions: assign({ proof: null, error: null }) },
      },
    },
    confirming: {
      tags: ['busy', 'code'],
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ event }) => ({ code: event.type === 'SUBMIT_CODE' ? event.code.trim() : '' }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            assign({
              currentEmail: ({ event }) => event.output.user.email,
              newEmail: '',
              proof: null,
              notice: () => msg`Your e-mail address has been changed.`,
            }),
          ],
        },
        onError: {
          target: 'enteringCode',
          actions: assign({ error: ({ event }) => confirmProblem(event.error) }),
        },
      },
    },
  },
});
