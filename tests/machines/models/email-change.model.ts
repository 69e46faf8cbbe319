import assert from 'node:assert/strict';
import { emailChangeMachine } from '../../../machines/email-change.machine';
import { defineModel } from '../model-coverage';
import { httpError, never, session } from './fixtures';

const PASSWORD = 'long-enough-1';

export const emailChangeModel = defineModel({
  machine: emailChangeMachine.provide({
    actors: { requestEmailChange: never(), confirmEmailChange: never() },
  }),
  starts: [
    { means: 'a password user opens "Change e-mail"', input: { currentEmail: 'ana@example.com' } },
    {
      means: 'a Google-only user opens "Change e-mail"',
      input: { currentEmail: 'ana@example.com', oauthOnly: true },
    },
  ],
  events: [
    {
      event: { type: 'SUBMIT_EMAIL', email: ' ', password: PASSWORD },
      means: 'the user submits a blank new e-mail',
    },
    {
      event: { type: 'SUBMIT_EMAIL', email: 'ANA@example.com', password: PASSWORD },
      means: 'the user submits the current e-mail in other capitals',
    },
    {
      event: { type: 'SUBMIT_EMAIL', email: 'new@example.com' },
      means: 'the user submits a new e-mail without the password',
    },
    {
      event: { type: 'SUBMIT_EMAIL', email: 'new@example.com', password: PASSWORD },
      means: 'the user submits a new e-mail with the password',
    },
    {
      event: { type: 'SUBMIT_EMAIL', email: 'new@example.com', idToken: 'google.id.token' },
      means: 'the user submits a new e-mail, confirmed with Google',
    },
    {
      event: {
        type: 'xstate.done.actor.requestEmailChange',
        output: { email: 'ne****@example.com' },
      },
      means: 'the server sends a code to the new e-mail',
    },
    {
      event: { type: 'xstate.error.actor.requestEmailChange', error: httpError(500) },
      means: 'requesting the change fails (500)',
    },
    { event: { type: 'SUBMIT_CODE', code: '12a' }, means: 'the user submits a malformed code' },
    { event: { type: 'SUBMIT_CODE', code: '1234' }, means: 'the user submits the code 1234' },
    { event: { type: 'CANCEL' }, means: 'the user presses "Cancel"' },
    {
      event: { type: 'xstate.done.actor.confirmEmailChange', output: session },
      means: 'the server accepts the code and changes the e-mail',
    },
    {
      event: {
        type: 'xstate.error.actor.confirmEmailChange',
        error: httpError(400, { code: 'invalid_code' }),
      },
      means: 'the server refuses the code (400 invalid_code)',
    },
  ],
  onState: (snapshot) => {
    // The tab's view reads these tags.
    assert.equal(
      snapshot.hasTag('busy'),
      snapshot.matches('requesting') || snapshot.matches('confirming'),
    );
    assert.equal(
      snapshot.hasTag('code'),
      snapshot.matches('enteringCode') || snapshot.matches('confirming'),
    );
    const { context } = snapshot;
    if (snapshot.matches('requesting') || snapshot.matches('confirming')) {
      assert.equal(context.error, null);
    }
  },
});
