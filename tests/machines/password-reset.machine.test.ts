import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordResetMachine,
  passwordResetRequestMachine,
} from '../../machines/password-reset.machine';
import { formatCoverage, walkEveryPath } from './model-coverage';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const text = (value: unknown) =>
  typeof value === 'string' ? value : (value as { message?: string } | null)?.message;

describe('password reset request machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const machine = passwordResetRequestMachine.provide({ actors: { requestReset: never() } });
    const coverage = await walkEveryPath(machine, {
      events: [
        { type: 'SUBMIT', identifier: ' ' },
        { type: 'SUBMIT', identifier: 'ana@example.com' },
        { type: 'xstate.done.actor.requestReset', output: undefined },
        { type: 'xstate.error.actor.requestReset', error: httpError(404) },
      ] as never,
    });
    console.info(formatCoverage('password-reset-request', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it.each([
    [httpError(404), 'The provided user or email does not exist.'],
    [httpError(400), 'The provided user or email does not exist.'],
    [httpError(429, { detail: 'Slow down.' }), 'Slow down.'],
    [new TypeError('fetch failed'), 'Something went wrong. Please try again.'],
  ])('shows %s as %s', async (error, expected) => {
    const machine = passwordResetRequestMachine.provide({
      actors: {
        requestReset: fromPromise<void, { identifier: string }>(async () => {
          throw error;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT', identifier: 'ana@example.com' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null,
    );
    expect(text(actor.getSnapshot().context.error)).toBe(expected);
  });
});

describe('password reset machine', () => {
  const submitPassword = {
    type: 'SUBMIT_PASSWORD',
    password: 'new-password',
    confirmPassword: 'new-password',
  };

  it('covers every state and transition with generated paths', async () => {
    const machine = passwordResetMachine.provide({
      actors: { verifyResetCode: never(), confirmReset: never() },
    });
    const coverage = await walkEveryPath(machine, {
      inputs: [{ identifier: 'ana@example.com' }],
      events: [
        { type: 'SUBMIT_CODE', code: 'x' },
        { type: 'SUBMIT_CODE', code: '1234' },
        { type: 'xstate.done.actor.verifyResetCode', output: { verified: true } },
        { type: 'xstate.done.actor.verifyResetCode', output: { verified: false } },
        { type: 'xstate.error.actor.verifyResetCode', error: httpError(500) },
        submitPassword,
        { ...submitPassword, confirmPassword: 'other-password' },
        { type: 'SUBMIT_PASSWORD', password: 'short', confirmPassword: 'short' },
        { type: 'xstate.done.actor.confirmReset', output: undefined },
        { type: 'xstate.error.actor.confirmReset', error: httpError(400) },
      ] as never,
    });
    console.info(formatCoverage('password-reset', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('verifies the code, then confirms the new password with it', async () => {
    const confirmed: unknown[] = [];
    const machine = passwordResetMachine.provide({
      actors: {
        verifyResetCode: fromPromise<{ verified: boolean }, { identifier: string; code: string }>(
          async () => ({ verified: true }),
        ),
        confirmReset: fromPromise<void, { identifier: string; code: string; new_password: string }>(
          async ({ input }) => {
            confirmed.push(input);
          },
        ),
      },
    });
    const actor = createActor(machine, { input: { identifier: 'ana@example.com' } }).start();
    actor.send({ type: 'SUBMIT_CODE', code: ' 4321 ' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingPassword'));
    actor.send({
      type: 'SUBMIT_PASSWORD',
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(confirmed).toEqual([
      { identifier: 'ana@example.com', code: '4321', new_password: 'new-password' },
    ]);
  });

  it('says the code is invalid when the server answers verified false', async () => {
    const machine = passwordResetMachine.provide({
      actors: {
        verifyResetCode: fromPromise<{ verified: boolean }, { identifier: string; code: string }>(
          async () => ({ verified: false }),
        ),
      },
    });
    const actor = createActor(machine, { input: { identifier: 'ana@example.com' } }).start();
    actor.send({ type: 'SUBMIT_CODE', code: '1234' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('enteringCode') && snapshot.context.error !== null,
    );
    expect(text(actor.getSnapshot().context.error)).toBe('Invalid code. Please try again.');
  });

  it('refuses mismatched passwords without a call', () => {
    const actor = createActor(passwordResetMachine, { input: { identifier: 'a@b.c' } });
    actor.start();
    const snapshot = passwordResetMachine.resolveState({
      value: 'choosingPassword',
      context: { identifier: 'a@b.c', code: '1234', error: null },
    });
    const restored = createActor(passwordResetMachine, {
      snapshot,
      input: { identifier: 'a@b.c' },
    }).start();
    restored.send({
      type: 'SUBMIT_PASSWORD',
      password: 'new-password',
      confirmPassword: 'new-passwort',
    });
    expect(restored.getSnapshot().value).toBe('choosingPassword');
    expect(text(restored.getSnapshot().context.error)).toBe('Passwords do not match.');
  });
});
