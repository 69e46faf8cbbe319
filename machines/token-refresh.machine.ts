import { fromPromise, setup } from 'xstate';
import type { Session } from '../contracts/session';

export const refreshIntervalMs = 5 * 60_000;

/**
 * Keeps the session fresh (SPEC §4 "Token refresh"): once at start and every 5 minutes
 * while a token exists. Success replaces the stored session; failure changes nothing and
 * never signs the user out. A sign-in (`SESSION_STARTED`) brings a session the server has
 * just issued: the next refresh is 5 minutes on, not at once (one identity call per sign-in).
 */
export const tokenRefreshMachine = setup({
  types: {
    events: {} as { type: 'TOKEN_CHANGED' } | { type: 'SESSION_STARTED' },
  },
  actors: {
    refresh: fromPromise<Session, void>(async () => {
      throw new Error('refresh must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
  },
  guards: {
    hasToken: () => false,
  },
  delays: {
    refreshInterval: refreshIntervalMs,
  },
}).createMachine({
  id: 'tokenRefresh',
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasToken', target: 'refreshing' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: { TOKEN_CHANGED: 'deciding', SESSION_STARTED: 'waiting' },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: {
          target: 'waiting',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: { target: 'waiting' },
      },
      // A refresh of the previous session must not overwrite the one just started.
      on: { SESSION_STARTED: 'waiting' },
    },
    waiting: {
      after: { refreshInterval: 'deciding' },
      on: { TOKEN_CHANGED: 'deciding', SESSION_STARTED: { target: 'waiting', reenter: true } },
    },
  },
});
