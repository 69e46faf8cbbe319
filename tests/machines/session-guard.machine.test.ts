import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionGuardMachine } from '../../machines/session-guard.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';

const pendingForever = fromPromise<void, { token: string }>(() => new Promise(() => {}));

describe('session guard machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const machine = sessionGuardMachine.provide({ actors: { verifyToken: pendingForever } });
    const coverage = await walkEveryPath(machine, {
      inputs: [{ token: null }, { token: 'header.payload.signature' }],
      events: [
        { type: 'xstate.done.actor.verifyToken', output: undefined },
        { type: 'xstate.error.actor.verifyToken', error: new Error('401') },
      ] as never,
    });
    console.info(formatCoverage('session-guard', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('says no token was found when none is stored', () => {
    const actor = createActor(sessionGuardMachine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error?.message).toBe('No authentication token found');
  });

  it('lets a verified token through', async () => {
    const verified: string[] = [];
    const machine = sessionGuardMachine.provide({
      actors: {
        verifyToken: fromPromise(async ({ input }) => {
          verified.push(input.token);
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'a.b.c' } }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(verified).toEqual(['a.b.c']);
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
