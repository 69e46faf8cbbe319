import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { openCodeCheck } from '../../flows/code-check';
import type { FlowScreens } from '../../flows/replay';
import { button } from '../../flows/screen';
import { resendCooldownModel } from './resend-cooldown.model';

/** "Send the code again" on the code check after sign-up; its seconds on the page's clock. */
export const resendCooldownScreens: FlowScreens<typeof resendCooldownModel.machine> = {
  model: resendCooldownModel,
  calls: { resendCode: '/auth/register/resend-code/' },
  async open(_start, world) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openCodeCheck(world);
  },
  act: {
    RESEND: async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Send the code again' })),
    TICK: async () => act(() => vi.advanceTimersByTime(1000)),
  },
  shows: {
    ready: () => button('Send the code again', true),
    sending: () => button('Send the code again', false),
    coolingDown: ({ context }) => button(`Send again in ${context.secondsLeft} s`, false),
  },
  // Every screen with the button comes right after a code went out: it starts waiting.
  unreplayable: (path) =>
    path.start.includes('no wait pending')
      ? 'the code screens open right after a code was sent, so the wait has begun'
      : null,
};
