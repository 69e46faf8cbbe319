import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { mailedCode, requestPasswordReset, verifiedAccount } from '../../flows/accounts';
import type { FlowScreens } from '../../flows/replay';
import { button, fill, formError, submit } from '../../flows/screen';
import { renderApp } from '../../views/render-app';
import { messageText } from '../message-text';
import { passwordResetModel } from './password-reset.model';

/** The reset's code step and new password (/auth/password-reset/verify). */
export const passwordResetScreens: FlowScreens<typeof passwordResetModel.machine> = {
  model: passwordResetModel,
  calls: {
    verifyResetCode: '/auth/password-reset/verify/',
    confirmReset: '/auth/password-reset/confirm/',
  },
  // A reset code was sent to an account, as the request step leaves the user here.
  async open(_start, world) {
    world.email = (await verifiedAccount()).email;
    await requestPasswordReset(world.email);
    const { router } = await renderApp('/auth/password-reset');
    await router.navigate({
      to: '/auth/password-reset/verify',
      state: { identifier: world.email },
    });
    world.router = router;
    await screen.findByRole('button', { name: 'Verify' });
  },
  act: {
    SUBMIT_CODE: async (event, world, answer) => {
      const typed = String(event.code);
      const mailed = await mailedCode(world.email);
      // The mailed code, or another when the server is to say it is wrong.
      const wrong = String((Number(mailed) + 1) % 10_000).padStart(4, '0');
      const verified = (answer?.output as { verified?: boolean } | undefined)?.verified;
      fill('Code', typed === '1234' ? (verified === false ? wrong : mailed) : typed);
      submit('Verify');
    },
    SUBMIT_PASSWORD: async (event, world, answer) => {
      // Meanwhile the user asked for a newer code (another tab): this one no longer counts.
      if (answer?.error) await requestPasswordReset(world.email);
      fill('New password', String(event.password));
      fill('Confirm new password', String(event.confirmPassword));
      submit('Save new password');
    },
  },
  shows: {
    enteringCode: ({ context }) => {
      screen.getByRole('heading', { name: 'Enter your code' });
      button('Verify', true);
      expect(formError('Verify')).toBe(messageText(context.error));
    },
    verifyingCode: () => button('Verify', false),
    choosingPassword: ({ context }) => {
      screen.getByRole('heading', { name: 'Choose a new password' });
      button('Save new password', true);
      expect(formError('Save new password')).toBe(messageText(context.error));
    },
    confirming: () => button('Save new password', false),
    // Back to sign-in, saying so.
    done: (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/auth');
      screen.getByText('Your password has been reset. You can sign in now.');
    },
  },
};
