import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Language } from '../../contracts/language';
import type { Session } from '../../contracts/session';
import {
  type ProfileChange,
  profilePersonalMachine,
} from '../../machines/profile-personal.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { profilePersonalModel } from './models/profile-personal.model';

const sessionWith = (user: Partial<Session['user']>): Session => ({
  token: 'fresh.token.value',
  user: {
    id: 'u1',
    oauth_only: false,
    name: 'Ana',
    email: 'ana@example.com',
    language: 'en',
    ...user,
  },
});
const text = (value: unknown) => (value as { message?: string } | null)?.message ?? null;

/** The machine with the server answering `answer` and every effect recorded. */
function personal(answer: (change: ProfileChange) => Promise<Session>) {
  const calls: ProfileChange[] = [];
  const stored: Session[] = [];
  const applied: Language[] = [];
  const machine = profilePersonalMachine.provide({
    actors: {
      updateProfile: fromPromise<Session, ProfileChange>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
    actions: {
      storeSession: (_, session) => stored.push(session),
      applyLanguage: (_, language) => applied.push(language),
    },
  });
  const actor = createActor(machine, { input: { name: 'Ana', language: 'en' } }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, calls, stored, applied, settled };
}

describe('profile personal machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(profilePersonalModel);
    console.info(formatCoverage('profile-personal', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('saves the trimmed name and stores the fresh session', async () => {
    const flow = personal(async () => sessionWith({ name: 'Ana María' }));
    flow.actor.send({ type: 'SAVE_NAME', name: '  Ana María ' });
    await flow.settled();
    expect(flow.calls).toEqual([{ name: 'Ana María' }]);
    expect(flow.stored.map((session) => session.user.name)).toEqual(['Ana María']);
    const { context } = flow.actor.getSnapshot();
    expect(context.name).toBe('Ana María');
    expect(text(context.notice)).toBe('Your name has been saved.');
  });

  it("says 'Failed to update name' when the server refuses, storing nothing", async () => {
    const flow = personal(async () => {
      throw Object.assign(new Error('HTTP 400'), { status: 400, data: { detail: 'no' } });
    });
    flow.actor.send({ type: 'SAVE_NAME', name: 'Ana María' });
    await flow.settled();
    expect(text(flow.actor.getSnapshot().context.nameError)).toBe('Failed to update name');
    expect(flow.stored).toEqual([]);
    expect(flow.actor.getSnapshot().context.name).toBe('Ana');
  });

  it('shows the catalogue message when the server refuses the name with its code', async () => {
    const flow = personal(async () => {
      throw Object.assign(new Error('HTTP 400'), {
        status: 400,
        data: { code: 'name_invisible_characters', detail: 'server wording' },
      });
    });
    flow.actor.send({ type: 'SAVE_NAME', name: 'Ana María' });
    await flow.settled();
    expect(text(flow.actor.getSnapshot().context.nameError)).toBe(
      'The name cannot contain invisible or text-direction characters.',
    );
  });

  it.each([
    ['   ', 'Enter your name.'],
    ['x'.repeat(101), 'The name is too long.'],
    ['Ana \u202Egnp.exe', 'The name cannot contain invisible or text-direction characters.'],
    ['Ad\u200Bmin', 'The name cannot contain invisible or text-direction characters.'],
  ])('refuses the name %j without a call: %s', (name, message) => {
    const flow = personal(async () => sessionWith({}));
    flow.actor.send({ type: 'SAVE_NAME', name });
    expect(flow.actor.getSnapshot().value).toBe('idle');
    expect(text(flow.actor.getSnapshot().context.nameError)).toBe(message);
    expect(flow.calls).toEqual([]);
  });

  it('applies a new language at once, then saves it and stores the session', async () => {
    let release: (session: Session) => void = () => {};
    const flow = personal(() => new Promise((resolve) => (release = resolve)));
    flow.actor.send({ type: 'CHANGE_LANGUAGE', language: 'es' });
    // Applied before the server has answered.
    expect(flow.applied).toEqual(['es']);
    expect(flow.actor.getSnapshot().value).toBe('savingLanguage');
    release(sessionWith({ language: 'es' }));
    await flow.settled();
    expect(flow.calls).toEqual([{ language: 'es' }]);
    expect(flow.stored.map((session) => session.user.language)).toEqual(['es']);
    expect(text(flow.actor.getSnapshot().context.notice)).toBe('Your language has been saved.');
  });

  it("puts the previous language back and says 'Failed to update language' on failure", async () => {
    const flow = personal(async () => {
      throw new TypeError('fetch failed');
    });
    flow.actor.send({ type: 'CHANGE_LANGUAGE', language: 'es' });
    await flow.settled();
    expect(flow.applied).toEqual(['es', 'en']);
    const { context } = flow.actor.getSnapshot();
    expect(context.language).toBe('en');
    expect(text(context.languageError)).toBe('Failed to update language');
    expect(flow.stored).toEqual([]);
  });

  it('does nothing when the chosen language is the current one', () => {
    const flow = personal(async () => sessionWith({}));
    flow.actor.send({ type: 'CHANGE_LANGUAGE', language: 'en' });
    expect(flow.calls).toEqual([]);
    expect(flow.applied).toEqual([]);
  });
});
