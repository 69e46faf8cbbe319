import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { resendCooldownMachine } from '../../machines/resend-cooldown.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const silentTicker = fromCallback(() => () => {});

function messageOf(value: unknown) {
  return typeof value === 'string' ? value : (value as { message?: string }).message;
}

async function resendFailing(purpose: 'registration' | 'passwordReset', error: unknown) {
  const announced: string[] = [];
  const machine = resendCooldownMachine.provide({
    actors: {
      resendCode: fromPromise<void, void>(async () => {
        throw error;
      }),
    },
    actions: { announceFailure: (_, message) => announced.push(messageOf(message) ?? '') },
  });
  const actor = createActor(machine, { input: { purpose } }).start();
  actor.send({ type: 'RESEND' });
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return announced;
}

describe('resend cooldown machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const machine = resendCooldownMachine.provide({
      actors: {
        resendCode: fromPromise<void, void>(() => new Promise(() => {})),
        ticker: silentTicker,
      },
    });
    const coverage = await walkEveryPath(machine, {
      inputs: [{ purpose: 'registration' }, { purpose: 'registration', secondsLeft: 60 }],
      events: [
        { type: 'RESEND' },
        { type: 'TICK' },
        { type: 'xstate.done.actor.resendCode', output: undefined },
        { type: 'xstate.error.actor.resendCode', error: httpError(500) },
      ] as never,
    });
    console.info(formatCoverage('resend-cooldown', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('counts down 60 seconds after a successful send, then allows another', async () => {
    let sent = 0;
    const machine = resendCooldownMachine.provide({
      actors: { resendCode: fromPromise<void, void>(async () => {}), ticker: silentTicker },
      actions: { announceSent: () => sent++ },
    });
    const actor = createActor(machine, { input: { purpose: 'registration' } }).start();
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('coolingDown'));
    expect(sent).toBe(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    for (let second = 59; second >= 1; second--) {
      actor.send({ type: 'TICK' });
      expect(actor.getSnapshot().context.secondsLeft).toBe(second);
    }
    actor.send({ type: 'TICK' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('starts counting down at once on a screen shown right after a code was sent', () => {
    const machine = resendCooldownMachine.provide({ actors: { ticker: silentTicker } });
    const actor = createActor(machine, {
      input: { purpose: 'registration', secondsLeft: 60 },
    }).start();
    expect(actor.getSnapshot().value).toBe('coolingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('coolingDown');
  });

  it.each([404, 400])(
    'says an unknown user for a password-reset resend answered %i',
    async (status) => {
      expect(await resendFailing('passwordReset', httpError(status))).toEqual([
        'The provided user or email does not exist.',
      ]);
    },
  );

  it('falls back to the reset resend error', async () => {
    expect(await resendFailing('passwordReset', httpError(500))).toEqual([
      'Error resending the code.',
    ]);
  });

  it("shows the server's detail for a registration resend", async () => {
    expect(
      await resendFailing('registration', httpError(429, { detail: 'Wait a minute.' })),
    ).toEqual(['Wait a minute.']);
  });
});
