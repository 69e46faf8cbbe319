import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The guard in front of every protected screen (SPEC §4 "Guard"): checking, then
 * authenticated or unauthenticated. Storage, HTTP and navigation are provided by the app:
 * `verifyToken` rejects when the server refuses the token, `forgetToken` removes it,
 * `leave` shows why (SPEC §8) and goes to /auth with the origin. Views read the tag
 * `authenticated`.
 */
export const sessionGuardMachine = setup({
  types: {
    /** `fresh`: the server issued this token to this page's sign-in a moment ago. */
    input: {} as { token: string | null; fresh?: boolean },
    context: {} as { token: string | null; fresh: boolean; error: MessageDescriptor | null },
    tags: {} as 'authenticated',
  },
  actors: {
    verifyToken: fromPromise<void, { token: string }>(async () => {
      throw new Error('verifyToken must be provided by the app');
    }),
  },
  actions: {
    forgetToken: () => {},
    leave: (_, _why: MessageDescriptor | null) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    hasFreshToken: ({ context }) => context.fresh && context.token !== null && context.token !== '',
  },
}).createMachine({
  id: 'sessionGuard',
  context: ({ input }) => ({ token: input.token, fresh: input.fresh === true, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        // The sign-in's own answer verified it: no second round trip (SPEC §4 still holds:
        // every later entry to a protected screen verifies the stored token).
        { guard: 'hasFreshToken', target: 'authenticated' },
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
    authenticated: { type: 'final', tags: ['authenticated'] },
    unauthenticated: {
      type: 'final',
      entry: { type: 'leave', params: ({ context }) => context.error },
    },
  },
});
