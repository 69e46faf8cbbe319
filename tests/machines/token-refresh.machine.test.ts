import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../contracts/session';
import { refreshIntervalMs, tokenRefreshMachine } from '../../machines/token-refresh.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { tokenRefreshModel } from './models/token-refresh.model';

const session: Session = {
  token: 'new.token.value',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'a@b.c', language: 'en' },
};

/** The machine with a refresh that answers `session` and counts its calls. */
function countedRefresher(hasToken: () => boolean) {
  const counter = { calls: 0 };
  const machine = tokenRefreshMachine.provide({
    actors: {
      refresh: fromPromise<Session, void>(async () => {
        counter.calls++;
        return session;
      }),
    },
    guards: { hasToken },
  });
  return { actor: createActor(machine), counter };
}

describe('token refresh machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(tokenRefreshModel);
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

  it('after a sign-in waits 5 minutes before refreshing: the sign-in brought a fresh token', async () => {
    vi.useFakeTimers();
    try {
      const { actor, counter } = countedRefresher(() => true);
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'SESSION_STARTED' });
      await vi.advanceTimersByTimeAsync(refreshIntervalMs - 1);
      expect(counter.calls).toBe(1); // the start's refresh only
      await vi.advanceTimersByTimeAsync(1);
      expect(counter.calls).toBe(2);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without a token until one appears', async () => {
    let token = false;
    const { actor, counter } = countedRefresher(() => token);
    actor.start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    token = true;
    actor.send({ type: 'TOKEN_CHANGED' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(counter.calls).toBe(1);
  });
});
