import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../contracts/session';
import { verifyCodeMachine } from '../../machines/verify-code.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { verifyCodeModel } from './models/verify-code.model';

const session: Session = {
  token: 'a.b.c',
  user: { id: 'u1', oauth_only: false, name: 'Ana', email: 'ana@example.com', language: 'en' },
};
const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });

describe('verify code machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(verifyCodeModel);
    console.info(formatCoverage('verify-code', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it.each(['123', '12345', 'abcd', ''])('refuses the code %j without sending it', (code) => {
    const actor = createActor(verifyCodeMachine, { input: { email: 'ana@example.com' } }).start();
    actor.send({ type: 'SUBMIT', code });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toMatchObject({
      message: 'Enter the 4-digit code from the e-mail.',
    });
  });

  it('sends the trimmed e-mail and code, stores the session, then goes to the app', async () => {
    const calls: Array<{ email: string; code: string }> = [];
    const stored: Session[] = [];
    const effects: string[] = [];
    const machine = verifyCodeMachine.provide({
      actors: {
        verifyCode: fromPromise<Session, { email: string; code: string }>(async ({ input }) => {
          calls.push(input);
          return session;
        }),
      },
      actions: {
        storeSession: (_, value) => {
          stored.push(value);
          effects.push('store');
        },
        goToApp: () => effects.push('to /chat'),
      },
    });
    const actor = createActor(machine, { input: { email: ' ana@example.com ' } }).start();
    actor.send({ type: 'SUBMIT', code: ' 0420 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([{ email: 'ana@example.com', code: '0420' }]);
    expect(stored).toEqual([session]);
    // The session is stored before the app navigates: /chat's guard finds it.
    expect(effects).toEqual(['store', 'to /chat']);
  });

  // SPEC §8 "Verify code", by the refusal's code; never the server's English detail.
  it.each([
    [
      400,
      { code: 'invalid_code', detail: 'Incorrect code. Please try again.' },
      'Código incorrecto. Inténtalo de nuevo.',
    ],
    [
      400,
      { code: 'code_expired', detail: 'This code has expired.' },
      'Este código ha caducado. Solicita uno nuevo.',
    ],
    [
      429,
      { code: 'too_many_attempts', retry_after: 840, detail: 'Too many attempts.' },
      'Demasiados intentos. Inténtalo de nuevo dentro de 14 min.',
    ],
    [400, { detail: 'Something else.' }, 'Código incorrecto. Inténtalo de nuevo.'],
    [400, {}, 'Código incorrecto. Inténtalo de nuevo.'],
  ])('shows the refusal %i %j as %s', async (status, data, expected) => {
    const machine = verifyCodeMachine.provide({
      actors: {
        verifyCode: fromPromise<Session, { email: string; code: string }>(async () => {
          throw httpError(status, data);
        }),
      },
    });
    const actor = createActor(machine, { input: { email: 'ana@example.com' } }).start();
    actor.send({ type: 'SUBMIT', code: '1234' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null,
    );
    expect(messageText(actor.getSnapshot().context.error, 'es')).toBe(expected);
  });
});
