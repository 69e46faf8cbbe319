import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../contracts/session';
import { commonRefusal, readApiFailure } from './api-error';

/** A catalogue message; a string only for the Google button's own (translated) failure. */
export type LoginError = MessageDescriptor | string;

const loginFailed = msg`An error occurred while logging in. Please try again.`;

/** A failed Google sign-in in the user's words (SPEC §8 "Google sign-in failure"). */
function googleFailure(error: unknown): MessageDescriptor {
  switch (readApiFailure(error).code) {
    case 'google_failed':
      return msg`Google sign-in failed. Please try again.`;
    case 'google_unavailable':
      return msg`Google sign-in is not available right now.`;
    default:
      return commonRefusal(error) ?? loginFailed;
  }
}

/**
 * Sign-in by e-mail and password or by Google (SPEC §4 "Login", §8 "Login").
 * Ends in `signedIn` (the app stores the session and goes to /chat) or `unverified`
 * (the app goes to /auth/verify-code with the e-mail).
 */
export const loginMachine = setup({
  types: {
    context: {} as { email: string; error: LoginError | null },
    events: {} as
      | { type: 'SUBMIT'; email: string; password: string }
      | { type: 'GOOGLE_CREDENTIAL'; idToken: string }
      | { type: 'GOOGLE_FAILED'; message: string },
    tags: {} as 'busy',
  },
  actors: {
    login: fromPromise<Session, { email: string; password: string }>(async () => {
      throw new Error('login must be provided by the app');
    }),
    loginWithGoogle: fromPromise<Session, { idToken: string }>(async () => {
      throw new Error('loginWithGoogle must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
    /** Navigation, provided by the app: to /chat (history replaced), or to the code check. */
    goToApp: () => {},
    goToVerifyCode: (_, _email: string) => {},
  },
  guards: {
    isOauthOnly: ({ event }) => {
      const failure = readApiFailure((event as { error?: unknown }).error);
      return failure.status === 403 && failure.code === 'oauth_only';
    },
    isUnverified: ({ event }) =>
      readApiFailure((event as { error?: unknown }).error).status === 403,
    isBadCredentials: ({ event }) => {
      const { status } = readApiFailure((event as { error?: unknown }).error);
      return status === 401 || status === 404;
    },
  },
}).createMachine({
  id: 'login',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: 'signingIn',
          actions: assign({ email: ({ event }) => event.email.trim(), error: null }),
        },
        GOOGLE_CREDENTIAL: { target: 'signingInWithGoogle', actions: assign({ error: null }) },
        GOOGLE_FAILED: { actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => ({
          email: context.email,
          password: event.type === 'SUBMIT' ? event.password : '',
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: 'isOauthOnly',
            target: 'editing',
            actions: assign({
              error: () =>
                msg`This account was created with Google. Please use 'Sign in with Google' to access your account.`,
            }),
          },
          {
            guard: 'isBadCredentials',
            target: 'editing',
            actions: assign({ error: () => msg`Invalid email or password` }),
          },
          { guard: 'isUnverified', target: 'unverified' },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => commonRefusal(event.error) ?? loginFailed,
            }),
          },
        ],
      },
    },
    signingInWithGoogle: {
      tags: ['busy'],
      invoke: {
        id: 'loginWithGoogle',
        src: 'loginWithGoogle',
        input: ({ event }) => ({
          idToken: event.type === 'GOOGLE_CREDENTIAL' ? event.idToken : '',
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => googleFailure(event.error) }),
        },
      },
    },
    signedIn: { type: 'final', entry: 'goToApp' },
    unverified: {
      type: 'final',
      entry: { type: 'goToVerifyCode', params: ({ context }) => context.email },
    },
  },
});
