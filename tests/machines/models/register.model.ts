import assert from 'node:assert/strict';
import { registerMachine } from '../../../machines/register.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never } from './fixtures';

/** The registration form as the user sends it (the e-mail with spaces to trim). */
export const form = {
  type: 'SUBMIT',
  name: 'Ana',
  email: ' ana@example.com ',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  language: 'es',
} satisfies Parameters<typeof registerMachine.transition>[1];

export const registerModel = defineModel({
  machine: registerMachine.provide({ actors: { register: never() } }),
  starts: [{ means: 'the user opens "Create account"' }],
  events: [
    { event: form, means: 'the user fills in the form correctly and presses "Create account"' },
    { event: { ...form, name: ' ' }, means: 'the user submits a blank name' },
    {
      event: { ...form, name: 'Ana\u202E' },
      means: 'the user submits a name with a control character',
    },
    {
      event: { ...form, confirmPassword: 'other-password' },
      means: 'the user submits two different passwords',
    },
    {
      event: { ...form, password: 'short', confirmPassword: 'short' },
      means: 'the user submits a too short password',
    },
    actorDone('register', undefined, 'the server creates the account and e-mails a code'),
    actorFailed(
      'register',
      httpError(400, { code: 'email_taken' }),
      'the server refuses: the e-mail already has an account (400 email_taken)',
    ),
  ],
  onState: (snapshot) => {
    const { context } = snapshot;
    // The form shows the only error; what was sent is the trimmed address.
    if (!snapshot.matches('editing')) {
      assert.equal(context.error, null);
      assert.equal(context.email, 'ana@example.com');
    }
  },
});
