import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  googleAccount,
  googleToken,
  newEmail,
  PASSWORD,
  unverifiedAccount,
  verifiedAccount,
} from '../../flows/accounts';
import { awaitGoogle, blockGoogle, loadGoogle } from '../../flows/google';
import { type FlowScreens, until, type World } from '../../flows/replay';
import { renderApp } from '../../views/render-app';
import { messageText } from '../message-text';
import { loginModel } from './login.model';

type Event = { type: string; error?: { status?: number; data?: { code?: string } } };

const form = () => screen.getByLabelText('Password').closest('form') as HTMLFormElement;

/** The form's error, or null when it shows none. */
const formError = () => within(form()).queryByRole('alert')?.textContent ?? null;

/** An account the server answers the way `answer` says when it signs in with PASSWORD. */
async function accountFor(answer: Event | undefined, world: World) {
  world.password = PASSWORD;
  switch (answer?.error?.data?.code) {
    case 'oauth_only':
      world.email = await googleAccount();
      return;
    case 'unverified':
      world.email = await unverifiedAccount();
      return;
    case 'invalid_credentials':
      world.email = (await verifiedAccount()).email;
      world.password = 'not-the-password';
      return;
    default:
      world.email = (await verifiedAccount()).email;
  }
}

/** The sign-in page (/auth) and its e-mail, password and Google sign-in. */
export const loginScreens: FlowScreens<typeof loginModel.machine> = {
  model: loginModel,
  calls: { login: '/auth/login/', loginWithGoogle: '/auth/oauth/google/' },
  async open(_start, world, path) {
    awaitGoogle();
    world.router = (await renderApp('/auth')).router;
    // Google's script arrives, unless the path starts with it failing to.
    if (path.steps[0]?.event.type !== 'GOOGLE_FAILED') {
      await until(() => loadGoogle(() => world.googleCredential));
      await screen.findByRole('button', { name: 'Sign in with Google' });
    }
  },
  act: {
    SUBMIT: async (_event, world, answer) => {
      await accountFor(answer, world);
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: world.email } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: world.password } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    GOOGLE_CREDENTIAL: async (_event, world, answer) => {
      world.email = newEmail();
      world.googleCredential = await googleToken(world.email, answer?.type.includes('error'));
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    },
    GOOGLE_FAILED: () => until(blockGoogle),
  },
  shows: {
    editing: ({ context }) => {
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
      expect(formError()).toBe(messageText(context.error));
    },
    signingIn: () => {
      expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);
      expect(formError()).toBeNull();
    },
    signingInWithGoogle: () => {
      expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);
    },
    // The conversations screen, the history replaced (back does not return to the form).
    signedIn: (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/chat');
      expect(screen.queryByLabelText('Password')).toBeNull();
    },
    // The code check, for the address that signed in.
    unverified: (_snapshot, world) => {
      expect(world.router.state.location.pathname).toBe('/auth/verify-code');
      expect(screen.getByLabelText('E-mail')).toHaveProperty('value', world.email);
    },
  },
  // Google's script loads once, as the page opens: it can fail only then, and then the page
  // has no Google button.
  unreplayable: (path) => {
    const failed = path.steps.findIndex((step) => step.event.type === 'GOOGLE_FAILED');
    if (failed > 0) return "Google's script failing after the page opened (it loads once)";
    if (failed === 0 && path.steps.some((step) => step.event.type === 'GOOGLE_CREDENTIAL'))
      return "a Google sign-in after Google's script failed to load (there is no Google button)";
    return null;
  },
};
