import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../contracts/session';
import { codeRefusalMessage, commonRefusal, readApiFailure } from './api-error';
import { codeProblem } from './validation';

/**
 * The registration code check (SPEC §2 "Verify code"): the e-mail comes from navigation
 * state; a right code stores the session and ends in `verified`, whose entry `goToApp`
 * (provided by the app) goes to /chat. Views read the tag `busy`.
 */
export const verifyCodeMachine = setup({
  types: {
    input: {} as { email: string },
    context: {} as { email: string; code: string; error: MessageDescriptor | null },
    events: {} as { type: 'SUBMIT'; code: string },
    tags: {} as 'busy',
  },
  actors: {
    verifyCode: fromPromise<Session, { email: string; code: string }>(async () => {
      throw new Error('verifyCode must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
    /** Navigation, provided by the app: to /chat, history replaced. */
    goToApp: () => {},
  },
  guards: {
    isMalformedCode: ({ event }) => codeProblem(event.code) !== null,
  },
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({ email: input.email.trim(), code: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'isMalformedCode',
            actions: assign({ error: ({ event }) => codeProblem(event.code) }),
          },
          {
            target: 'verifying',
            actions: assign({ code: ({ event }) => event.code.trim(), error: null }),
          },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: {
          target: 'verified',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({
            // SPEC §8 "Verify code": why the code failed, else 'Incorrect code…'.
            error: ({ event }) =>
              codeRefusalMessage(readApiFailure(event.error).code) ??
              commonRefusal(event.error) ??
              msg`Incorrect code. Please try again.`,
          }),
        },
      },
    },
    verified: { type: 'final', entry: 'goToApp' },
  },
});
