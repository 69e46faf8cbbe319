import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { newEmail, verifiedAccount } from '../../flows/accounts';
import { awaitGoogle } from '../../flows/google';
import type { FlowScreens } from '../../flows/replay';
import { button, fill, formError, submit } from '../../flows/screen';
import { renderApp } from '../../views/render-app';
import { messageText } from '../message-text';
import { registerModel } from './register.model';

/** "Create your account" (/auth/register): the form, then the code check. */
export const registerScreens: FlowScreens<typeof registerModel.machine> = {
  model: registerModel,
  calls: { register: '/auth/register/' },
  async open(_start, world) {
    awaitGoogle();
    world.router = (await renderApp('/auth/register')).router;
    await screen.findByRole('button', { name: 'Create account' });
  },
  act: {
    SUBMIT: async (event, world, answer) => {
      const form = event as typeof event & Record<string, string>;
      // A taken address for the server to refuse, else a new one (spaces to trim, as typed).
      world.email = answer?.error ? (await verifiedAccount()).email : newEmail();
      fill('Name', form.name ?? '');
      fill('E-mail', ` ${world.email} `);
      fill('Password', form.password ?? '');
      fill('Confirm password', form.confirmPassword ?? '');
      fill('Preferred language', form.language ?? '');
      submit('Create account');
    },
  },
  shows: {
    editing: ({ context }) => {
      button('Create account', true);
      expect(formError('Create account')).toBe(messageText(context.error));
    },
    submitting: () => button('Creating your account…', false),
    // The code check, for the address just registered.
    registered: (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/auth/verify-code');
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', world.email);
    },
  },
};
