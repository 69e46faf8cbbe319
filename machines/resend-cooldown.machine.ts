import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { CODE_RESEND_WAIT_SECONDS } from '../contracts/accounts';
import { commonRefusal, readApiFailure, waitMessage } from './api-error';

/** Which code is resent: the password reset has its own catalogue messages (SPEC §8). */
export type ResendPurpose = 'registration' | 'passwordReset' | 'emailChange';

/** A failed resend in the user's words; a limit always says how long to wait. */
function resendFailure(purpose: ResendPurpose, error: unknown): MessageDescriptor {
  const { status, code } = readApiFailure(error);
  if (purpose === 'passwordReset') {
    // SPEC §8 "Reset resend": an unknown user, else its own fallback ('Error al reenviar
    // el código.' in Spanish).
    if (status === 404 || status === 400) return msg`The provided user or email does not exist.`;
    return waitMessage(error) ?? msg`Error resending the code.`;
  }
  // An e-mail change resends its request: the address may have been taken since.
  if (code === 'email_taken') return msg`Email is already in use`;
  if (code === 'no_pending_signup') {
    return msg`There is no sign-up waiting for a code at this address.`;
  }
  return commonRefusal(error) ?? msg`Could not send the code again. Please try again.`;
}

/**
 * "Send the code again" (SPEC §4 "Resend code"): after a successful send the button is
 * disabled for 60 seconds with a countdown. `ticker` sends TICK every second; failures are
 * toasted by the app through `announceFailure`, success through `announceSent`.
 * `secondsLeft` in the input starts the countdown at once, for a screen shown right after a
 * code went out (sign-up, an unverified sign-in, a reset or e-mail change request).
 */
export const resendCooldownMachine = setup({
  types: {
    input: {} as { purpose: ResendPurpose; secondsLeft?: number },
    context: {} as { purpose: ResendPurpose; secondsLeft: number },
    events: {} as { type: 'RESEND' } | { type: 'TICK' },
    /** `ready`: the button may be pressed; `coolingDown`: it shows the seconds left. */
    tags: {} as 'ready' | 'coolingDown',
  },
  actors: {
    resendCode: fromPromise<void, void>(async () => {
      throw new Error('resendCode must be provided by the app');
    }),
    ticker: fromCallback(({ sendBack }) => {
      const interval = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(interval);
    }),
  },
  actions: {
    announceSent: () => {},
    announceFailure: (_, _message: MessageDescriptor) => {},
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isWaiting: ({ context }) => context.secondsLeft > 0,
  },
}).createMachine({
  id: 'resendCooldown',
  context: ({ input }) => ({
    purpose: input.purpose,
    secondsLeft: Math.max(0, Math.min(CODE_RESEND_WAIT_SECONDS, Math.ceil(input.secondsLeft ?? 0))),
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isWaiting', target: 'coolingDown' }, { target: 'ready' }] },
    ready: { tags: ['ready'], on: { RESEND: 'sending' } },
    sending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        onDone: {
          target: 'coolingDown',
          actions: ['announceSent', assign({ secondsLeft: CODE_RESEND_WAIT_SECONDS })],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'announceFailure',
            params: ({ context, event }) => resendFailure(context.purpose, event.error),
          },
        },
      },
    },
    coolingDown: {
      tags: ['coolingDown'],
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        TICK: [
          { guard: 'isLastSecond', target: 'ready', actions: assign({ secondsLeft: 0 }) },
          { actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
    },
  },
});
