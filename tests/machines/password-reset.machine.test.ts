import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordResetMachine,
  passwordResetRequestMachine,
} from '../../machines/password-reset.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { passwordResetModel } from './models/password-reset.model';
import { passwordResetRequestModel } from './models/password-reset-request.model';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const text = (value: MessageDescriptor | null, language: 'en' | 'es' = 'en') =>
  messageText(value, language);

describe('password reset request machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(passwordResetRequestModel);
    console.info(formatCoverage('password-reset-request', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('goes to the code step with the trimmed identifier once the code is sent', async () => {
    const goneTo: string[] = [];
    const machine = passwordResetRequestMachine.provide({
      actors: { requestReset: fromPromise<void, { identifier: string }>(async () => {}) },
      actions: { goToCode: (_, identifier) => goneTo.push(identifier) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT', identifier: ' ana@example.com ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(goneTo).toEqual(['ana@example.com']);
  });

  // SPEC §8 "Reset request"; the server's English detail is never shown.
  it.each([
    [
      httpError(404, { code: 'user_not_found' }),
      'The provided user or email does not exist.',
      'El usuario o correo electrónico indicado no existe.',
    ],
    [
      httpError(400),
      'The provided user or email does not exist.',
      'El usuario o correo electrónico indicado no existe.',
    ],
    [
      httpError(429, { code: 'resend_too_soon', detail: 'Slow down.', retry_after: 42 }),
      'Please wait 42 s before asking for another code.',
      'Espera 42 s antes de pedir otro código.',
    ],
    [
      httpError(429, { code: 'too_many_attempts', retry_after: 600 }),
      'Too many attempts. Please try again in 10 min.',
      'Demasiados intentos. Inténtalo de nuevo dentro de 10 min.',
    ],
    [
      httpError(503, { code: 'mail_failed', detail: 'SMTP down' }),
      'We could not send the e-mail. Please try again in a moment.',
      'No pudimos enviar el correo. Inténtalo de nuevo en unos instantes.',
    ],
    [
      httpError(500, { detail: 'Internal server error', code: 'internal_error' }),
      'Something went wrong. Please try again.',
      'Algo salió mal. Inténtalo de nuevo.',
    ],
    [
      new TypeError('fetch failed'),
      'Something went wrong. Please try again.',
      'Algo salió mal. Inténtalo de nuevo.',
    ],
  ])('shows %s as %s', async (error, expected, spanish) => {
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
    expect(text(actor.getSnapshot().context.error, 'es')).toBe(spanish);
  });
});

describe('password reset machine', () => {
  const submitPassword = {
    type: 'SUBMIT_PASSWORD',
    password: 'new-password',
    confirmPassword: 'new-password',
  };

  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(passwordResetModel);
    console.info(formatCoverage('password-reset', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('verifies the code, confirms the new password with it, then toasts and goes to sign-in', async () => {
    const confirmed: unknown[] = [];
    const effects: string[] = [];
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
      actions: {
        showSuccess: (_, message) => effects.push(`toast: ${text(message)}`),
        goToSignIn: () => effects.push('to /auth'),
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
    expect(effects).toEqual([
      'toast: Your password has been reset. You can sign in now.',
      'to /auth',
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

  // SPEC §8 "Reset confirm" and "Reset verify": why, by the refusal's code, else the
  // catalogue's fallback; never the server's English detail.
  it.each([
    [
      'confirm',
      httpError(400, { code: 'invalid_code', detail: 'Incorrect code. Please try again.' }),
      'Invalid code. Please try again.',
    ],
    [
      'confirm',
      httpError(400, { code: 'code_expired', detail: 'expired' }),
      'This code has expired. Request a new one.',
    ],
    [
      'confirm',
      httpError(400, { code: 'invalid_input', field_codes: { new_password: 'too_long' } }),
      'The password is too long.',
    ],
    ['confirm', httpError(500, { detail: 'Boom' }), 'Error resetting password.'],
    [
      'verify',
      httpError(429, { code: 'too_many_attempts', retry_after: 30 }),
      'Too many attempts. Please try again in 30 s.',
    ],
    ['verify', httpError(500, { detail: 'Boom' }), 'Error verifying code.'],
  ] as const)('on a failed %s shows %s as %s', async (step, error, expected) => {
    const fail = async () => {
      throw error;
    };
    const machine = passwordResetMachine.provide({
      actors: {
        verifyResetCode: fromPromise<{ verified: boolean }, { identifier: string; code: string }>(
          step === 'verify' ? fail : async () => ({ verified: true }),
        ),
        confirmReset: fromPromise<void, { identifier: string; code: string; new_password: string }>(
          fail,
        ),
      },
    });
    const actor = createActor(machine, { input: { identifier: 'ana@example.com' } }).start();
    actor.send({ type: 'SUBMIT_CODE', code: '1234' });
    if (step === 'confirm') {
      await waitFor(actor, (snapshot) => snapshot.matches('choosingPassword'));
      actor.send({ ...submitPassword, type: 'SUBMIT_PASSWORD' });
    }
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe(expected);
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
