import { tokenRefreshMachine } from '../../../machines/token-refresh.machine';
import { defineModel } from '../model-coverage';
import { never, session } from './fixtures';

// The stored token is outside the machine, so one walk runs signed in and one signed out.
const withToken = (signedIn: boolean) =>
  tokenRefreshMachine.provide({
    actors: { refresh: never() },
    guards: { hasToken: () => signedIn },
  });

export const tokenRefreshModel = defineModel({
  machine: withToken(true),
  starts: [
    { means: 'the app starts with a stored session', machine: withToken(true) },
    { means: 'the app starts signed out', machine: withToken(false) },
  ],
  events: [
    { event: { type: 'TOKEN_CHANGED' }, means: 'the user signs in or out (the token changes)' },
    {
      event: { type: 'SESSION_STARTED' },
      means: 'the user signs in: the server has just issued the token',
    },
    {
      event: { type: 'xstate.done.actor.refresh', output: session },
      means: 'the server issues a fresh token',
    },
    {
      event: { type: 'xstate.error.actor.refresh', error: new Error('offline') },
      means: 'refreshing fails (offline)',
    },
    {
      event: { type: 'xstate.after.refreshInterval.tokenRefresh.waiting' },
      means: 'the refresh interval passes',
    },
  ],
});
