import assert from 'node:assert/strict';
import { verifyCodeMachine } from '../../../machines/verify-code.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never, session } from './fixtures';

export const verifyCodeModel = defineModel({
  machine: verifyCodeMachine.provide({ actors: { verifyCode: never() } }),
  starts: [
    { means: 'a code was e-mailed to ana@example.com', input: { email: 'ana@example.com' } },
  ],
  events: [
    { event: { type: 'SUBMIT', code: '12a4' }, means: 'the user submits a malformed code' },
    { event: { type: 'SUBMIT', code: ' 1234 ' }, means: 'the user submits the code 1234' },
    actorDone('verifyCode', session, 'the server accepts the code and signs the user in'),
    actorFailed(
      'verifyCode',
      httpError(400, { code: 'invalid_code' }),
      'the server refuses the code: it is not the one e-mailed (400 invalid_code)',
    ),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The view disables the button by the tag: busy exactly while the code is checked.
    assert.equal(snapshot.hasTag('busy'), snapshot.matches('verifying'));
    if (!snapshot.matches('editing')) {
      assert.equal(context.error, null);
      assert.match(context.code, /^\d+$/, 'only a well-formed, trimmed code is sent');
    }
  },
});
