import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

afterEach(() => vi.restoreAllMocks());

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('account forms', () => {
  it('refuses mismatched passwords at registration without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderApp('/auth/register');
    fill('Name', 'Ana');
    fill('E-mail', 'ana@example.com');
    fill('Password', 'long-enough-1');
    fill('Confirm password', 'long-enough-2');
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(fetchSpy).not.toHaveBeenCalledWith(
      expect.stringContaining('/auth/register/'),
      expect.anything(),
    );
  });

  it('preselects the stored language at registration', async () => {
    window.localStorage.setItem('lang', 'es');
    await renderApp('/auth/register');
    const language = (await screen.findByLabelText('Idioma preferido')) as HTMLSelectElement;
    expect(language.value).toBe('es');
  });

  it('shows and hides the password on the sign-in form', async () => {
    await renderApp('/auth');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password.type).toBe('password');
  });

  it('sends /auth/verify-code without an e-mail to registration', async () => {
    const { router } = await renderApp('/auth/verify-code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
  });

  it('sends /auth/password-reset/verify without an identifier back to the request form', async () => {
    const { router } = await renderApp('/auth/password-reset/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/password-reset'));
  });

  it('shows the code form with the e-mail read-only when navigation carries it', async () => {
    const { router } = await renderApp('/auth/register');
    await router.navigate({ to: '/auth/verify-code', state: { email: 'ana@example.com' } });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    expect(email.readOnly).toBe(true);
    // A code went out just before this screen: the 60 s wait starts now, not on a first click.
    const resend = screen.getByRole('button', { name: /^Send again in (60|59) s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });
});
