import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('route table', () => {
  it('sends / to the sign-in page, replacing the entry', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.history.length).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends an unknown path to the sign-in page', async () => {
    const { router } = await renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('sends /auth/login to the sign-in page', async () => {
    const { router } = await renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it.each([
    ['/auth/register', 'Create your account'],
    ['/auth/password-reset', 'Reset your password'],
    ['/pricing', 'Pricing'],
    ['/limited-offer', 'Limited offer'],
    ['/blog', 'Blog'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
  ])('opens the public page %s to visitors', async (path, heading) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/chat', '/chat/abc-123', '/profile'])(
    'sends a visitor without a token from %s to /auth, carrying the origin',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(router.state.location.search).toEqual({ redirect: path });
      expect(await screen.findByText('No authentication token found')).toBeTruthy();
    },
  );
});
