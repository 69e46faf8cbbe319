import assert from 'node:assert/strict';
import { profileSecurityMachine } from '../../../machines/profile-security.machine';
import { defineModel } from '../model-coverage';
import { httpError, never } from './fixtures';

const valid = {
  type: 'SUBMIT',
  currentPassword: 'old-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

export const profileSecurityModel = defineModel({
  machine: profileSecurityMachine.provide({ actors: { changePassword: never() } }),
  starts: [{ means: 'the user opens "Change password"' }],
  events: [
    { event: valid, means: 'the user fills in the form correctly and presses "Change password"' },
    {
      event: { ...valid, currentPassword: '' },
      means: 'the user submits without the current password',
    },
    {
      event: { ...valid, newPassword: 'short', confirmPassword: 'short' },
      means: 'the user submits a too short new password',
    },
    {
      event: { ...valid, newPassword: 'old-password', confirmPassword: 'old-password' },
      means: 'the user submits the current password as the new one',
    },
    {
      event: { ...valid, confirmPassword: '' },
      means: 'the user submits without confirming the new password',
    },
    {
      event: { ...valid, confirmPassword: 'new-passwort' },
      means: 'the user submits a confirmation that differs',
    },
    {
      event: { type: 'xstate.done.actor.changePassword', output: undefined },
      means: 'the server changes the password',
    },
    {
      event: {
        type: 'xstate.error.actor.changePassword',
        error: httpError(400, { code: 'wrong_password' }),
      },
      means: 'the server refuses: the current password is wrong (400 wrong_password)',
    },
  ],
  onState: (snapshot) => {
    // The tab's view reads these tags.
    assert.equal(snapshot.hasTag('busy'), snapshot.matches('changing'));
    const { context } = snapshot;
    if (snapshot.matches('changing'))
      assert.deepEqual([context.error, context.notice], [null, null]);
  },
});
