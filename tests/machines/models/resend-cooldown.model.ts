import assert from 'node:assert/strict';
import { fromCallback } from 'xstate';
import { CODE_RESEND_WAIT_SECONDS } from '../../../contracts/accounts';
import { resendCooldownMachine } from '../../../machines/resend-cooldown.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

export const resendCooldownModel = defineModel({
  machine: resendCooldownMachine.provide({
    actors: { resendCode: never(), ticker: fromCallback(() => () => {}) },
  }),
  starts: [
    { means: 'the code screen opens, no wait pending', input: { purpose: 'registration' } },
    {
      means: 'the code screen opens with 60 s left to wait',
      input: { purpose: 'registration', secondsLeft: 60 },
    },
  ],
  events: [
    { event: { type: 'RESEND' }, means: 'the user presses "Resend code"' },
    { event: { type: 'TICK' }, means: 'a second passes' },
    actorDone('resendCode', undefined, 'the server sends a new code'),
    actorFailed('resendCode', httpError(500), 'resending fails (500)'),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The countdown stays in 0…wait and runs exactly while cooling down.
    assert.ok(context.secondsLeft >= 0 && context.secondsLeft <= CODE_RESEND_WAIT_SECONDS);
    assert.equal(context.secondsLeft > 0, snapshot.matches('coolingDown'));
    // The button reads the tags: pressable only when ready, counting down while cooling down.
    assert.equal(snapshot.hasTag('ready'), snapshot.matches('ready'));
    assert.equal(snapshot.hasTag('coolingDown'), snapshot.matches('coolingDown'));
  },
});
