import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromPromise, setup } from 'xstate';
import type { Session } from '../contracts/session';

export const refreshIntervalMs = 5 * 60_000;

/** SPEC §4 "Guard": a protected screen is entered with a token, else the visitor leaves. */
const check = [
  { guard: 'hasToken', target: 'checking' },
  {
    target: 'unauthenticated',
    actions: { type: 'showError', params: () => msg`No authentication token found` },
  },
] as const;

/**
 * The app's one session (SPEC §4 "Session", "Guard", "Token refresh"), in two regions.
 *
 * `access`: whether the protected screens may be shown. The router's protected route sends
 * `CHECK` before it loads: without a token the visitor is `unauthenticated` with 'No
 * authentication token found'; a stored token is verified once (`checking`), and a refused
 * one is removed (`forgetToken`) with 'Invalid authentication token'. The route redirects to
 * /auth once the verdict is in; the toast is the machine's, so it shows whatever the screens
 * do meanwhile. Leaving the protected screens (`LEFT`) means the next entry verifies again; a
 * sign-in (`SIGNED_IN`) is the server's own word on its token, so it is let through without
 * a second call.
 *
 * `refresh`: once at start and every 5 minutes while a token exists, the session is renewed
 * (`storeSession`); a failure changes nothing and never signs out. After a sign-in the next
 * refresh is 5 minutes on, and a refresh of the previous session is dropped.
 *
 * Storage, HTTP and toasts are provided by the app (`hasToken` reads the stored token).
 * Views and the router read the tags `checking` and `authenticated`.
 */
export const sessionMachine = setup({
  types: {
    events: {} as
      | { type: 'CHECK' }
      | { type: 'LEFT' }
      | { type: 'SIGNED_IN' }
      | { type: 'SIGNED_OUT' },
    tags: {} as 'checking' | 'authenticated',
  },
  actors: {
    verifyToken: fromPromise<void, void>(async () => {
      throw new Error('verifyToken must be provided by the app');
    }),
    refresh: fromPromise<Session, void>(async () => {
      throw new Error('refresh must be provided by the app');
    }),
  },
  actions: {
    storeSession: (_, _session: Session) => {},
    forgetToken: () => {},
    showError: (_, _message: MessageDescriptor) => {},
  },
  guards: {
    hasToken: () => false,
  },
  delays: {
    refreshInterval: refreshIntervalMs,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  states: {
    // A sign-in or sign-out re-enters each region's state: a verification or refresh of the
    // previous token is dropped with the state that ran it.
    access: {
      initial: 'unchecked',
      on: { SIGNED_IN: '.authenticated', SIGNED_OUT: '.unchecked' },
      states: {
        unchecked: { on: { CHECK: check } },
        checking: {
          tags: ['checking'],
          invoke: {
            id: 'verifyToken',
            src: 'verifyToken',
            onDone: { target: 'authenticated' },
            onError: {
              target: 'unauthenticated',
              actions: [
                'forgetToken',
                { type: 'showError', params: () => msg`Invalid authentication token` },
              ],
            },
          },
        },
        authenticated: { tags: ['authenticated'], on: { LEFT: 'unchecked' } },
        unauthenticated: { on: { CHECK: check } },
      },
    },
    refresh: {
      initial: 'deciding',
      on: { SIGNED_IN: '.waiting', SIGNED_OUT: '.signedOut' },
      states: {
        deciding: {
          always: [{ guard: 'hasToken', target: 'refreshing' }, { target: 'signedOut' }],
        },
        signedOut: {},
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
        },
        waiting: { after: { refreshInterval: 'deciding' } },
      },
    },
  },
});
