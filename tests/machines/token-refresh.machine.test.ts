import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../machines/session';
import { refreshIntervalMs, tokenRefreshMachine } from '../../machines/token-refresh.machine';
import { combineCoverage, formatCoverage, walkEveryPath } from './model-coverage';

const session: Session = {
  token: 'new.token.value',
  user: { name: 'Ana', email: 'a@b.c', language: 'en' },
};

describe('token refresh machine', () => {
  it('covers every state and transition with generated paths', async () => {
    // The stored token is outside the machine, so one walk runs signed in and one signed out.
    const walk = (signedIn: boolean) =>
      walkEveryPath(
        tokenRefreshMachine.provide({
          actors: { refresh: fromPromise<Session, void>(() => new Promise(() => {})) },
          guards: { hasToken: () => signedIn },
        }),
        {
          events: [
            { type: 'TOKEN_CHANGED' },
            { type: 'xstate.done.actor.refresh', output: session },
            { type: 'xstate.error.actor.refresh', error: new Error('offline') },
            { type: 'xstate.after.refreshInterval.tokenRefresh.waiting' },
          ] as never,
        },
      );
    const coverage = combineCoverage(await walk(true), await walk(false));
    console.info(formatCoverage('token-refresh', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('refreshes at start and every 5 minutes, and keeps going after a failure', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const stored: Session[] = [];
      const machine = tokenRefreshMachine.provide({
        actors: {
          refresh: fromPromise<Session, void>(async () => {
            calls++;
            if (calls === 2) throw new Error('offline');
            return session;
          }),
        },
        actions: { storeSession: (_, value) => stored.push(value) },
        guards: { hasToken: () => true },
      });
      const actor = createActor(machine).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(refreshIntervalMs);
      expect(calls).toBe(2);
      expect(actor.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(refreshIntervalMs);
      expect(calls).toBe(3);
      expect(stored).toEqual([session, session]);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without a token until one appears', async () => {
    let token = false;
    let calls = 0;
    const machine = tokenRefreshMachine.provide({
      actors: {
        refresh: fromPromise<Session, void>(async () => {
          calls++;
          return session;
        }),
      },
      guards: { hasToken: () => token },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    token = true;
    actor.send({ type: 'TOKEN_CHANGED' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(calls).toBe(1);
  });
});
