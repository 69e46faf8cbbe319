import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { mailedCode } from '../../flows/accounts';
import { openCodeCheck } from '../../flows/code-check';
import type { FlowScreens } from '../../flows/replay';
import { button, fill, formError, submit } from '../../flows/screen';
import { messageText } from '../message-text';
import { verifyCodeModel } from './verify-code.model';

/** The code check after sign-up (/auth/verify-code). */
export const verifyCodeScreens: FlowScreens<typeof verifyCodeModel.machine> = {
  model: verifyCodeModel,
  calls: { verifyCode: '/auth/register/verify-code/' },
  open: (_start, world) => openCodeCheck(world),
  act: {
    SUBMIT: async (event, world, answer) => {
      const typed = String(event.code);
      const mailed = await mailedCode(world.email);
      // A well-formed code is the mailed one, or another when the server is to refuse it.
      const wrong = String((Number(mailed) + 1) % 10_000).padStart(4, '0');
      fill(
        'Code',
        /\d{4}/.test(typed) ? typed.replace('1234', answer?.error ? wrong : mailed) : typed,
      );
      submit('Verify');
    },
  },
  shows: {
    editing: ({ context }, world) => {
      button('Verify', true);
      expect(formError('Verify')).toBe(messageText(context.error));
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', world.email);
    },
    verifying: () => button('Verify', false),
    verified: (_snapshot, world) => expect(world.router.state.location.pathname).toBe('/chat'),
  },
};
