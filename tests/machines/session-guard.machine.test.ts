import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionGuardMachine } from '../../machines/session-guard.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { sessionGuardModel } from './models/session-guard.model';

describe('session guard machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(sessionGuardModel);
    console.info(formatCoverage('session-guard', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('says no token was found when none is stored', () => {
    const actor = createActor(sessionGuardMachine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error?.message).toBe('No authentication token found');
  });

  it.each([
    [false, ['a.b.c']],
    // The token a sign-in has just received passes without a second call.
    [true, []],
  ])('lets a verified token through (fresh from sign-in: %s)', async (fresh, calls) => {
    const verified: string[] = [];
    const machine = sessionGuardMachine.provide({
      actors: {
        verifyToken: fromPromise(async ({ input }) => {
          verified.push(input.token);
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'a.b.c', fresh } }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(verified).toEqual(calls);
  });

  it('forgets a refused token and says it is invalid', async () => {
    let forgotten = false;
    const machine = sessionGuardMachine.provide({
      actors: {
        verifyToken: fromPromise<void, { token: string }>(async () => {
          throw new Error('401');
        }),
      },
      actions: {
        forgetToken: () => {
          forgotten = true;
        },
      },
    });
    const actor = createActor(machine, { input: { token: 'a.b.c' } }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error?.message).toBe('Invalid authentication token');
    expect(forgotten).toBe(true);
  });
});
