import { screen } from '@testing-library/react';
import { renderApp } from '../views/render-app';
import { unverifiedAccount } from './accounts';
import { awaitGoogle } from './google';
import type { World } from './replay';

/** The code check (/auth/verify-code) as sign-up leaves a new account there. */
export async function openCodeCheck(world: World) {
  world.email = await unverifiedAccount();
  awaitGoogle();
  const { router } = await renderApp('/auth/register');
  await router.navigate({ to: '/auth/verify-code', state: { email: world.email } });
  world.router = router;
  await screen.findByRole('button', { name: 'Verify' });
}
