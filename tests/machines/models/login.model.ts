import assert from 'node:assert/strict';
import { loginMachine } from '../../../machines/login.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never, session } from './fixtures';

export const loginModel = defineModel({
  machine: loginMachine.provide({ actors: { login: never(), loginWithGoogle: never() } }),
  starts: [{ means: 'the user opens the sign-in page' }],
  events: [
    {
      event: { type: 'SUBMIT', email: 'ana@example.com', password: 'secret-pass' },
      means: 'the user enters an e-mail and password and presses "Sign in"',
    },
    {
      event: { type: 'GOOGLE_CREDENTIAL', idToken: 'google.id.token' },
      means: 'the user picks a Google account in the Google sign-in popup',
    },
    {
      event: { type: 'GOOGLE_FAILED', message: 'Google sign-in could not be loaded.' },
      means: "Google's sign-in script cannot be loaded (e.g. a blocker)",
    },
    actorDone('login', session, 'the server accepts the e-mail and password'),
    actorFailed(
      'login',
      httpError(403, { code: 'oauth_only' }),
      'the server refuses: the account was created with Google (403 oauth_only)',
    ),
    actorFailed(
      'login',
      httpError(401, { code: 'invalid_credentials' }),
      'the server refuses: wrong password (401 invalid_credentials)',
    ),
    actorFailed(
      'login',
      httpError(403, { code: 'unverified' }),
      'the server refuses: the account is not verified yet (403 unverified)',
    ),
    actorFailed('login', httpError(500), 'the server cannot be reached (a 500 from the gateway)'),
    actorDone('loginWithGoogle', session, 'the server accepts the Google account'),
    actorFailed(
      'loginWithGoogle',
      httpError(401, { code: 'google_failed' }),
      'the server refuses the Google token (401 google_failed)',
    ),
  ],
  onState: (snapshot) => {
    // An error shows only on the form, and a sign-in in flight has none.
    if (!snapshot.matches('editing')) assert.equal(snapshot.context.error, null);
  },
});
