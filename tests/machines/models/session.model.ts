import assert from 'node:assert/strict';
import { sessionMachine } from '../../../machines/session.machine';
import { defineModel } from '../model-coverage';
import { actorDone, actorFailed, httpError, never, session } from './fixtures';

// The stored token is outside the machine, so one walk runs with a token and one without.
const withToken = (stored: boolean) =>
  sessionMachine.provide({
    actors: { verifyToken: never(), refresh: never() },
    guards: { hasToken: () => stored },
  });

export const sessionModel = defineModel({
  machine: withToken(true),
  starts: [
    { means: 'the app starts with a stored session', machine: withToken(true) },
    { means: 'the app starts signed out', machine: withToken(false) },
  ],
  events: [
    { event: { type: 'CHECK' }, means: 'a protected screen is about to load' },
    { event: { type: 'LEFT' }, means: 'the user leaves the protected screens' },
    {
      event: { type: 'SIGNED_IN' },
      means: 'the user signs in: the server has just issued the token',
    },
    { event: { type: 'SIGNED_OUT' }, means: 'the user signs out' },
    actorDone('verifyToken', undefined, 'the server accepts the stored token'),
    actorFailed(
      'verifyToken',
      httpError(401, { code: 'invalid_token' }),
      'the server refuses the stored token: its session has ended (401 invalid_token)',
    ),
    actorDone('refresh', session, 'the server issues a fresh token'),
    actorFailed('refresh', new Error('offline'), 'refreshing fails (offline)'),
    {
      event: { type: 'xstate.after.refreshInterval.session.refresh.waiting' },
      means: 'the refresh interval passes',
    },
  ],
  onState: (snapshot) => {
    // The router waits while `checking` and lets the visitor in only when `authenticated`.
    assert.equal(snapshot.hasTag('checking'), snapshot.matches({ access: 'checking' }));
    assert.equal(snapshot.hasTag('authenticated'), snapshot.matches({ access: 'authenticated' }));
  },
});
