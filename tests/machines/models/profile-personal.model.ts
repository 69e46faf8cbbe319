import assert from 'node:assert/strict';
import type { Session } from '../../../contracts/session';
import { profilePersonalMachine } from '../../../machines/profile-personal.machine';
import { defineModel } from '../model-coverage';
import { never, session } from './fixtures';

const sessionWith = (user: Partial<Session['user']>): Session => ({
  ...session,
  user: { ...session.user, ...user },
});

export const profilePersonalModel = defineModel({
  machine: profilePersonalMachine.provide({ actors: { updateProfile: never() } }),
  starts: [
    {
      means: 'Ana, in English, opens "Personal information"',
      input: { name: 'Ana', language: 'en' },
    },
  ],
  events: [
    { event: { type: 'SAVE_NAME', name: '  ' }, means: 'the user saves a blank name' },
    {
      event: { type: 'SAVE_NAME', name: 'x'.repeat(101) },
      means: 'the user saves a name of 101 characters',
    },
    {
      event: { type: 'SAVE_NAME', name: 'Ana\u202E' },
      means: 'the user saves a name with a control character',
    },
    {
      event: { type: 'SAVE_NAME', name: 'Ana María' },
      means: 'the user saves the name "Ana María"',
    },
    {
      event: { type: 'CHANGE_LANGUAGE', language: 'en' },
      means: 'the user picks English (the current language)',
    },
    { event: { type: 'CHANGE_LANGUAGE', language: 'es' }, means: 'the user picks Español' },
    {
      event: { type: 'xstate.done.actor.saveName', output: sessionWith({ name: 'Ana María' }) },
      means: 'the server saves the name',
    },
    {
      event: { type: 'xstate.error.actor.saveName', error: new Error('HTTP 500') },
      means: 'saving the name fails (500)',
    },
    {
      event: { type: 'xstate.done.actor.saveLanguage', output: sessionWith({ language: 'es' }) },
      means: 'the server saves the language',
    },
    {
      event: { type: 'xstate.error.actor.saveLanguage', error: new Error('HTTP 500') },
      means: 'saving the language fails (500)',
    },
  ],
  onState: (snapshot) => {
    // The tab's view reads these tags.
    assert.equal(snapshot.hasTag('busy'), snapshot.matches('savingName'));
    const { context } = snapshot;
    if (snapshot.matches('savingName')) assert.equal(context.nameError, null);
    // Only a real change of language is saved, and the one before is kept to roll back to.
    if (snapshot.matches('savingLanguage')) {
      assert.notEqual(context.language, context.previousLanguage);
    }
    if (!snapshot.matches('idle')) assert.equal(context.notice, null);
  },
});
