import type { MessageDescriptor } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../contracts/session';
import { refreshIntervalMs, sessionMachine } from '../../machines/session.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { sessionModel } from './models/session.model';

const session: Session = {
  token: 'new.token.value',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'a@b.c', language: 'en' },
};

/**
 * The session with a token store of its own and every effect recorded: verify answers as
 * `verify` says, refresh as `refresh` says.
 */
function startSession({
  token = 'a.b.c' as string | null,
  verify = async () => {},
  refresh = async (): Promise<Session> => session,
} = {}) {
  const store = { token };
  const effects: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        verifyToken: fromPromise<void, void>(async () => {
          effects.push('verify');
          await verify();
        }),
        refresh: fromPromise<Session, void>(async () => {
          effects.push('refresh');
          return refresh();
        }),
      },
      actions: {
        storeSession: (_, value) => {
          store.token = value.token;
          effects.push('store');
        },
        forgetToken: () => {
          store.token = null;
          effects.push('forget');
        },
        showError: (_, message: MessageDescriptor) => effects.push(`toast: ${message.message}`),
      },
      guards: { hasToken: () => store.token !== null },
    }),
  ).start();
  /** What the router's `beforeLoad` asks: may a protected screen load? */
  const mayEnter = async () => {
    actor.send({ type: 'CHECK' });
    const verdict = await waitFor(actor, (snapshot) => !snapshot.hasTag('checking'));
    return verdict.hasTag('authenticated');
  };
  return { actor, store, effects, mayEnter };
}

describe('session machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(sessionModel);
    console.info(formatCoverage('session', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  describe('guard (SPEC §4)', () => {
    it('turns a visitor without a token away and says why, at every attempt', async () => {
      const { effects, mayEnter } = startSession({ token: null });
      expect(await mayEnter()).toBe(false);
      expect(await mayEnter()).toBe(false);
      expect(effects).toEqual([
        'toast: No authentication token found',
        'toast: No authentication token found',
      ]);
    });

    it('verifies a stored token once while the protected screens stay open', async () => {
      const { actor, effects, mayEnter } = startSession();
      expect(await mayEnter()).toBe(true);
      expect(await mayEnter()).toBe(true);
      expect(effects.filter((effect) => effect === 'verify')).toHaveLength(1);
      // Left and entered again: verified again.
      actor.send({ type: 'LEFT' });
      expect(await mayEnter()).toBe(true);
      expect(effects.filter((effect) => effect === 'verify')).toHaveLength(2);
    });

    it('removes a token the server refuses and says it is invalid', async () => {
      const { store, effects, mayEnter } = startSession({
        verify: async () => {
          throw new Error('401');
        },
        refresh: async () => {
          throw new Error('401');
        },
      });
      expect(await mayEnter()).toBe(false);
      expect(store.token).toBeNull();
      expect(effects).toContain('forget');
      expect(effects).toContain('toast: Invalid authentication token');
      // Without the token, the next attempt is turned away as a visitor's.
      expect(await mayEnter()).toBe(false);
      expect(effects.at(-1)).toBe('toast: No authentication token found');
    });

    it('says the token is invalid even when no screen waits for the answer any more', async () => {
      let refuse: (error: Error) => void = () => {};
      const { actor, effects } = startSession({
        verify: () => new Promise((_, reject) => (refuse = reject)),
      });
      actor.send({ type: 'CHECK' });
      // The visitor goes elsewhere while the call is in flight.
      actor.send({ type: 'LEFT' });
      refuse(new Error('401'));
      await waitFor(actor, (snapshot) => snapshot.matches({ access: 'unauthenticated' }));
      expect(effects).toContain('toast: Invalid authentication token');
    });

    it("lets a fresh sign-in's token through without a second call", async () => {
      const { actor, effects, mayEnter } = startSession({ token: null });
      actor.send({ type: 'SIGNED_IN' });
      expect(await mayEnter()).toBe(true);
      expect(effects).not.toContain('verify');
    });

    it('drops the verification of the previous token when someone signs in meanwhile', async () => {
      let refuse: (error: Error) => void = () => {};
      const { actor, store, effects, mayEnter } = startSession({
        verify: () => new Promise((_, reject) => (refuse = reject)),
      });
      const verdict = mayEnter();
      store.token = 'signed.in.token';
      actor.send({ type: 'SIGNED_IN' });
      refuse(new Error('401'));
      expect(await verdict).toBe(true);
      expect(store.token).toBe('signed.in.token');
      expect(effects).not.toContain('forget');
    });

    it('checks again after a sign-out', async () => {
      const { actor, store, mayEnter } = startSession();
      expect(await mayEnter()).toBe(true);
      store.token = null;
      actor.send({ type: 'SIGNED_OUT' });
      expect(await mayEnter()).toBe(false);
    });
  });

  describe('token refresh (SPEC §4)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const refreshes = (effects: string[]) => effects.filter((effect) => effect === 'refresh');

    it('refreshes at start and every 5 minutes, and keeps going after a failure', async () => {
      let calls = 0;
      const { actor, store, effects } = startSession({
        refresh: async () => {
          calls++;
          if (calls === 2) throw new Error('offline');
          return session;
        },
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      expect(store.token).toBe(session.token);
      await vi.advanceTimersByTimeAsync(refreshIntervalMs);
      expect(calls).toBe(2);
      // A failed refresh signs nobody out.
      expect(store.token).toBe(session.token);
      expect(effects).not.toContain('forget');
      await vi.advanceTimersByTimeAsync(refreshIntervalMs);
      expect(calls).toBe(3);
      expect(effects.filter((effect) => effect === 'store')).toHaveLength(2);
      actor.stop();
    });

    it('after a sign-in waits 5 minutes before refreshing: the sign-in brought a fresh token', async () => {
      const { actor, effects } = startSession();
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(refreshIntervalMs - 1000);
      actor.send({ type: 'SIGNED_IN' });
      await vi.advanceTimersByTimeAsync(refreshIntervalMs - 1);
      expect(refreshes(effects)).toHaveLength(1); // the start's refresh only
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshes(effects)).toHaveLength(2);
      actor.stop();
    });

    it('does nothing without a token until someone signs in', async () => {
      const { actor, store, effects } = startSession({ token: null });
      await vi.advanceTimersByTimeAsync(2 * refreshIntervalMs);
      expect(refreshes(effects)).toEqual([]);
      store.token = session.token;
      actor.send({ type: 'SIGNED_IN' });
      await vi.advanceTimersByTimeAsync(refreshIntervalMs);
      expect(refreshes(effects)).toHaveLength(1);
      actor.send({ type: 'SIGNED_OUT' });
      await vi.advanceTimersByTimeAsync(2 * refreshIntervalMs);
      expect(refreshes(effects)).toHaveLength(1);
      actor.stop();
    });
  });
});
