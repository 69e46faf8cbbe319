import { fromPromise } from 'xstate';
import type { Session } from '../../../contracts/session';
import { loginMachine } from '../../../machines/login.machine';
import { startSession } from '../../lib/session';
import { authApi } from './auth.api';

/** The login machine with the app's calls; the register page uses it for Google sign-up. */
export const appLoginMachine = loginMachine.provide({
  actors: {
    login: fromPromise(({ input }) => authApi.login(input)),
    loginWithGoogle: fromPromise<Session, { idToken: string }>(({ input }) =>
      authApi.loginWithGoogle(input.idToken, document.documentElement.lang || 'en'),
    ),
  },
  actions: { storeSession: (_, session) => void startSession(session) },
});
