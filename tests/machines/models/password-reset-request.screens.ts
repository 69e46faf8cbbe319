import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { newEmail, verifiedAccount } from '../../flows/accounts';
import type { FlowScreens } from '../../flows/replay';
import { button, fill, formError, submit } from '../../flows/screen';
import { renderApp } from '../../views/render-app';
import { messageText } from '../message-text';
import { passwordResetRequestModel } from './password-reset-request.model';

/** "Reset your password" (/auth/password-reset): the e-mail, then the code step. */
export const passwordResetRequestScreens: FlowScreens<typeof passwordResetRequestModel.machine> = {
  model: passwordResetRequestModel,
  calls: { requestReset: '/auth/password-reset/request/' },
  async open(_start, world) {
    world.router = (await renderApp('/auth/password-reset')).router;
    await screen.findByRole('button', { name: 'Send code' });
  },
  act: {
    SUBMIT: async (event, world, answer) => {
      // An address with an account, or none when the server is to say it knows none.
      const blank = !String(event.identifier).trim();
      world.email = answer?.error ? newEmail() : (await verifiedAccount()).email;
      fill('E-mail', blank ? ' ' : world.email);
      submit('Send code');
    },
  },
  shows: {
    editing: ({ context }) => {
      button('Send code', true);
      expect(formError('Send code')).toBe(messageText(context.error));
    },
    requesting: () => button('Send code', false),
    requested: (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/auth/password-reset/verify');
      screen.getByText(`We sent a 4-digit code to ${world.email}.`);
    },
  },
};
