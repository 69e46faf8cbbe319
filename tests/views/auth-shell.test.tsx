import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('auth shell', () => {
  it('offers Spanish first, then English', async () => {
    await renderApp('/auth');
    const selector = await screen.findByRole('combobox', { name: 'Language' });
    const options = [...selector.querySelectorAll('option')].map((option) => option.value);
    expect(options).toEqual(['es', 'en']);
  });

  it('switches to Spanish at once and remembers it under lang', async () => {
    await renderApp('/auth');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), {
      target: { value: 'es' },
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('lang', 'es');
    await renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('shows the 2024 copyright, the terms link and the contact-us mail link', async () => {
    await renderApp('/auth');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(/© 2024 GoalVision/)).toBeTruthy();
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(footer.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^mailto:.+@.+/,
    );
  });

  it('is dark by default and keeps the light theme under goalvision-theme', async () => {
    await renderApp('/auth');
    const toggle = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(document.documentElement.style.colorScheme).toBe('dark');
    fireEvent.click(toggle);
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('light'));
    expect(window.localStorage.getItem('goalvision-theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});
