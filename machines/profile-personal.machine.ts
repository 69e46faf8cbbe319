import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '../contracts/language';
import type { Session } from '../contracts/session';
import { readApiFailure } from './api-error';
import { nameProblem, nameProblemOfCode } from './validation';

/** What PATCH /auth/me/ takes: one change at a time from this screen. */
export type ProfileChange = { name: string } | { language: Language };

/** The server's limit on names (server/auth/auth.schemas.ts). */
export const maximumNameLength = 100;

type Notice = MessageDescriptor | null;

/**
 * Profile → Personal: the name and the language (SPEC §8 'Failed to update name', 'Failed to
 * update language'). A new language applies at once (`applyLanguage`: the interface and the
 * stored user) and is then saved; if saving fails the previous language comes back, so the
 * screen never shows a language the account does not have. Saved changes answer a fresh
 * session, handed to `storeSession`.
 */
export const profilePersonalMachine = setup({
  types: {
    /** `busy` while the name is saved. */
    tags: {} as 'busy',
    input: {} as { name: string; language: Language },
    context: {} as {
      name: string;
      language: Language;
      previousLanguage: Language;
      nameError: Notice;
      languageError: Notice;
      notice: Notice;
    },
    events: {} as
      | { type: 'SAVE_NAME'; name: string }
      | { type: 'CHANGE_LANGUAGE'; language: Language },
  },
  actors: {
    updateProfile: fromPromise<Session, ProfileChange>(async () => {
      throw new Error('updateProfile must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
    applyLanguage: (_, _language: Language) => {},
  },
  guards: {
    isBlankName: ({ event }) => event.type === 'SAVE_NAME' && !event.name.trim(),
    hasInvisibleName: ({ event }) => event.type === 'SAVE_NAME' && nameProblem(event.name) !== null,
    isLongName: ({ event }) =>
      event.type === 'SAVE_NAME' && event.name.trim().length > maximumNameLength,
    isNewLanguage: ({ context, event }) =>
      event.type === 'CHANGE_LANGUAGE' && event.language !== context.language,
  },
}).createMachine({
  id: 'profilePersonal',
  context: ({ input }) => ({
    name: input.name,
    language: input.language,
    previousLanguage: input.language,
    nameError: null,
    languageError: null,
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SAVE_NAME: [
          {
            guard: 'isBlankName',
            actions: assign({ nameError: () => msg`Enter your name.`, notice: null }),
          },
          {
            guard: 'hasInvisibleName',
            actions: assign({
              nameError: ({ event }) =>
                event.type === 'SAVE_NAME' ? nameProblem(event.name) : null,
              notice: null,
            }),
          },
          {
            guard: 'isLongName',
            actions: assign({ nameError: () => msg`The name is too long.`, notice: null }),
          },
          { target: 'savingName', actions: assign({ nameError: null, notice: null }) },
        ],
        CHANGE_LANGUAGE: {
          guard: 'isNewLanguage',
          target: 'savingLanguage',
          actions: [
            assign({
              previousLanguage: ({ context }) => context.language,
              language: ({ event }) => event.language,
              languageError: null,
              notice: null,
            }),
            { type: 'applyLanguage', params: ({ event }) => event.language },
          ],
        },
      },
    },
    savingName: {
      tags: ['busy'],
      invoke: {
        id: 'saveName',
        src: 'updateProfile',
        input: ({ event }) => ({ name: event.type === 'SAVE_NAME' ? event.name.trim() : '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            assign({
              name: ({ event }) => event.output.user.name,
              notice: () => msg`Your name has been saved.`,
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            nameError: ({ event }) =>
              nameProblemOfCode(readApiFailure(event.error).data.code) ??
              msg`Failed to update name`,
          }),
        },
      },
    },
    savingLanguage: {
      invoke: {
        id: 'saveLanguage',
        src: 'updateProfile',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            assign({ notice: () => msg`Your language has been saved.` }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              language: ({ context }) => context.previousLanguage,
              languageError: () => msg`Failed to update language`,
            }),
            { type: 'applyLanguage', params: ({ context }) => context.previousLanguage },
          ],
        },
      },
    },
  },
});
