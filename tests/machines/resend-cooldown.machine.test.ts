import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { resendCooldownMachine } from '../../machines/resend-cooldown.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { resendCooldownModel } from './models/resend-cooldown.model';

const httpError = (status: number, data: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, data });
const silentTicker = fromCallback(() => () => {});

async function resendFailing(
  purpose: 'registration' | 'passwordReset' | 'emailChange',
  error: unknown,
  language: 'en' | 'es' = 'en',
) {
  const announced: string[] = [];
  const machine = resendCooldownMachine.provide({
    actors: {
      resendCode: fromPromise<void, void>(async () => {
        throw error;
      }),
    },
    actions: {
      announceFailure: (_, message) => announced.push(messageText(message, language) ?? ''),
    },
  });
  const actor = createActor(machine, { input: { purpose } }).start();
  actor.send({ type: 'RESEND' });
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return announced;
}

describe('resend cooldown machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(resendCooldownModel);
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

  it("says the reset resend's SPEC §8 fallback in Spanish, whatever the server wrote", async () => {
    expect(
      await resendFailing('passwordReset', httpError(503, { detail: 'Mail is down' }), 'es'),
    ).toEqual(['Error al reenviar el código.']);
  });

  // Rate limits say how long to wait, in the user's language, for every purpose.
  it.each(['registration', 'passwordReset', 'emailChange'] as const)(
    'says how long to wait when a %s resend comes too soon',
    async (purpose) => {
      const tooSoon = httpError(429, {
        code: 'resend_too_soon',
        retry_after: 37,
        detail: 'Please wait a minute before asking for another code.',
      });
      expect(await resendFailing(purpose, tooSoon, 'es')).toEqual([
        'Espera 37 s antes de pedir otro código.',
      ]);
    },
  );

  it.each([
    [
      httpError(400, { code: 'no_pending_signup', detail: 'There is no sign-up waiting.' }),
      'No hay ningún registro pendiente de código para este correo.',
    ],
    [
      httpError(503, { code: 'mail_failed' }),
      'No pudimos enviar el correo. Inténtalo de nuevo en unos instantes.',
    ],
    [
      httpError(500, { detail: 'Internal server error' }),
      'No se pudo reenviar el código. Inténtalo de nuevo.',
    ],
  ])('shows a failed registration resend %s in Spanish as %s', async (error, spanish) => {
    expect(await resendFailing('registration', error, 'es')).toEqual([spanish]);
  });
});
