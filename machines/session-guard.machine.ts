import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The guard in front of every protected screen (SPEC §4 "Guard"): checking, then
 * authenticated or unauthenticated. Storage and HTTP are provided by the app:
 * `verifyToken` rejects when the server refuses the token, `forgetToken` removes it.
 */
export const sessionGuardMachine = setup({
  types: {
    input: {} as { token: string | null },
    context: {} as { token: string | null; error: MessageDescriptor | null },
  },
  actors: {
    verifyToken: fromPromise<void, { token: string }>(async () => {
      throw new Error('verifyToken must be provided by the app');
    }),
  },
  actions: {
    forgetToken: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
  },
}).createMachine({
  id: 'sessionGuard',
  context: ({ input }) => ({ token: input.token, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasToken', target: 'verifying' },
        {
          target: 'unauthenticated',
          actions: assign({ error: () => msg`No authentication token found` }),
        },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'authenticated' },
        onError: {
          target: 'unauthenticated',
          actions: [
            'forgetToken',
            assign({ token: null, error: () => msg`Invalid authentication token` }),
          ],
        },
      },
    },
    authenticated: { type: 'final' },
    unauthenticated: { type: 'final' },
  },
});
