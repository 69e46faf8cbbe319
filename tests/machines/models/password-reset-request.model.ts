import assert from 'node:assert/strict';
import { passwordResetRequestMachine } from '../../../machines/password-reset.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

export const passwordResetRequestModel = defineModel({
  machine: passwordResetRequestMachine.provide({ actors: { requestReset: never() } }),
  starts: [{ means: 'the user opens "Forgot password"' }],
  events: [
    { event: { type: 'SUBMIT', identifier: ' ' }, means: 'the user submits a blank e-mail' },
    {
      event: { type: 'SUBMIT', identifier: 'ana@example.com' },
      means: 'the user submits ana@example.com',
    },
    actorDone('requestReset', undefined, 'the server sends a reset code'),
    actorFailed(
      'requestReset',
      httpError(404, { code: 'user_not_found' }),
      'the server knows no account with that e-mail (404 user_not_found)',
    ),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    assert.equal(snapshot.hasTag('busy'), snapshot.matches('requesting'));
    if (!snapshot.matches('editing')) {
      assert.equal(context.error, null);
      assert.equal(context.identifier, 'ana@example.com');
    }
  },
});
