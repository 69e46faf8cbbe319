import assert from 'node:assert/strict';
import { passwordResetMachine } from '../../../machines/password-reset.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

const submitPassword = {
  type: 'SUBMIT_PASSWORD',
  password: 'new-password',
  confirmPassword: 'new-password',
};

export const passwordResetModel = defineModel({
  machine: passwordResetMachine.provide({
    actors: { verifyResetCode: never(), confirmReset: never() },
  }),
  starts: [
    {
      means: 'a reset code was sent to ana@example.com',
      input: { identifier: 'ana@example.com' },
    },
  ],
  events: [
    { event: { type: 'SUBMIT_CODE', code: 'x' }, means: 'the user submits a malformed code' },
    { event: { type: 'SUBMIT_CODE', code: '1234' }, means: 'the user submits the code 1234' },
    actorDone('verifyResetCode', { verified: true }, 'the server accepts the code'),
    actorDone('verifyResetCode', { verified: false }, 'the server says the code is wrong'),
    actorFailed(
      'verifyResetCode',
      httpError(500),
      'checking the code fails (a 500 from the gateway)',
    ),
    { event: submitPassword, means: 'the user enters a new password twice and submits' },
    {
      event: { ...submitPassword, confirmPassword: 'other-password' },
      means: 'the user submits two different passwords',
    },
    {
      event: { type: 'SUBMIT_PASSWORD', password: 'short', confirmPassword: 'short' },
      means: 'the user submits a too short password',
    },
    actorDone('confirmReset', undefined, 'the server sets the new password'),
    actorFailed(
      'confirmReset',
      httpError(400, { code: 'invalid_code' }),
      'the server refuses: a newer code was sent meanwhile (400 invalid_code)',
    ),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The view shows the new-password form and disables its buttons by these tags.
    assert.equal(
      snapshot.hasTag('password'),
      snapshot.matches('choosingPassword') || snapshot.matches('confirming'),
    );
    assert.equal(
      snapshot.hasTag('busy'),
      snapshot.matches('verifyingCode') || snapshot.matches('confirming'),
    );
    if (snapshot.matches('verifyingCode') || snapshot.matches('confirming')) {
      assert.equal(context.error, null);
    }
    // Past the code step, the code the server accepted is kept for the password call.
    if (!snapshot.matches('enteringCode')) assert.equal(context.code, '1234');
  },
});
