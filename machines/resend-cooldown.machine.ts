import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { firstText, readApiFailure } from './api-error';

export const resendWaitSeconds = 60;

/** Which code is resent: the password reset has its own catalogue messages (SPEC §8). */
export type ResendPurpose = 'registration' | 'passwordReset' | 'emailChange';

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
    announceFailure: (_, _message: MessageDescriptor | string) => {},
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isWaiting: ({ context }) => context.secondsLeft > 0,
  },
}).createMachine({
  id: 'resendCooldown',
  context: ({ input }) => ({
    purpose: input.purpose,
    secondsLeft: Math.max(0, Math.min(resendWaitSeconds, Math.ceil(input.secondsLeft ?? 0))),
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isWaiting', target: 'coolingDown' }, { target: 'ready' }] },
    ready: { on: { RESEND: 'sending' } },
    sending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        onDone: {
          target: 'coolingDown',
          actions: ['announceSent', assign({ secondsLeft: resendWaitSeconds })],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'announceFailure',
            params: ({ context, event }) => {
              const failure = readApiFailure(event.error);
              if (context.purpose === 'passwordReset') {
                // SPEC §8 "Reset resend", its Spanish fallback translated like every message.
                if (failure.status === 404 || failure.status === 400) {
                  return msg`The provided user or email does not exist.`;
                }
                return firstText(failure.data, 'detail') ?? msg`Error resending the code.`;
              }
              return (
                firstText(failure.data, 'detail') ??
                msg`Could not send the code again. Please try again.`
              );
            },
          },
        },
      },
    },
    coolingDown: {
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
