import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { signIn, signUp } from './signed-in';

const patiently = { timeout: 10_000 };

/** What the server says of a token now: 200 while its session lasts, 401 once ended. */
const verified = async (token: string) =>
  (
    await fetch('/api/auth/token/verify/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
  ).status;

/** Opens /chat signed in, runs `beforeClick`, signs out and checks it is signed out here. */
async function signOutFromChat(beforeClick: () => Promise<void> = async () => {}) {
  const { router } = await renderApp('/chat');
  const button = await screen.findByRole('button', { name: 'Sign out' }, patiently);
  await beforeClick();
  fireEvent.click(button);
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();
}

describe('sign-out', () => {
  it('signs out here and ends the session on the server, so a copied token stops working', async () => {
    const session = await signUp(false);
    signIn(session);
    expect(await verified(session.token)).toBe(200);
    await signOutFromChat();
    // The server is told after the page has moved on: wait for it to hear.
    await waitFor(async () => expect(await verified(session.token)).toBe(401), patiently);
  });

  it('signs out here even when the server refuses to end the session', async () => {
    const session = await signUp(false);
    signIn(session);
    // The page opens, then the session ends elsewhere before the click: the server will
    // answer the sign-out with 401.
    await signOutFromChat(async () => {
      const ended = await fetch('/api/auth/logout/', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(ended.status).toBe(200);
    });
  });
});
