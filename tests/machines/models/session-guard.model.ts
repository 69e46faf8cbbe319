import assert from 'node:assert/strict';
import { sessionGuardMachine } from '../../../machines/session-guard.machine';
import { defineModel } from '../model-coverage';
import { never } from './fixtures';

export const sessionGuardModel = defineModel({
  machine: sessionGuardMachine.provide({ actors: { verifyToken: never() } }),
  starts: [
    { means: 'a signed-out visitor opens a protected page', input: { token: null } },
    {
      means: 'a user with a stored session opens a protected page',
      input: { token: 'header.payload.signature' },
    },
    {
      means: 'a user who has just signed in opens a protected page',
      input: { token: 'header.payload.signature', fresh: true },
    },
  ],
  events: [
    {
      event: { type: 'xstate.done.actor.verifyToken', output: undefined },
      means: 'the server accepts the session token',
    },
    {
      event: { type: 'xstate.error.actor.verifyToken', error: new Error('401') },
      means: 'the server refuses the session token (401)',
    },
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The error is set exactly when the user is turned away; only a let-through is tagged.
    assert.equal(context.error !== null, snapshot.matches('unauthenticated'));
    assert.equal(snapshot.hasTag('authenticated'), snapshot.matches('authenticated'));
    if (snapshot.matches('authenticated')) assert.notEqual(context.token, null);
  },
});
