import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';
import { signIn, signUp } from './signed-in';

describe('pricing', () => {
  it('shows visitors the monthly price, the 7 features and the way to an account', async () => {
    await renderApp('/pricing');
    const plan = await screen.findByRole('region', { name: 'Pro monthly' });
    expect(within(plan).getByText('$9.99')).toBeTruthy();
    expect(within(plan).getByText('per month')).toBeTruthy();
    expect(within(plan).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(plan).getByRole('link', { name: 'Create your account' }).getAttribute('href'),
    ).toBe('/auth/register');
    expect(within(plan).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(within(plan).queryByRole('button')).toBeNull();
  });

  it.each([
    ['not in three parts', 'not-a-token', 'Invalid JWT format'],
    ['with a payload that is not JSON', 'a.stored.token', 'Error decoding JWT'],
  ])(
    'treats a stored token %s as absent: a visitor, told on the console, token removed',
    async (_case, stored, message) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      window.localStorage.setItem('token', stored);
      await renderApp('/pricing');
      const plan = await screen.findByRole('region', { name: 'Pro monthly' });
      expect(within(plan).getByRole('link', { name: 'Create your account' })).toBeTruthy();
      expect(within(plan).queryByRole('button')).toBeNull();
      expect(warn).toHaveBeenCalledWith(message);
      expect(window.localStorage.getItem('token')).toBeNull();
      warn.mockRestore();
    },
  );

  it('offers a new user the trial above a secondary monthly button', async () => {
    signIn(await signUp(false));
    await renderApp('/pricing');
    const trial = await screen.findByRole('button', { name: 'Start your 7-day trial for $0.99' });
    const monthly = screen.getByRole('button', { name: 'Subscribe for $9.99 per month' });
    await waitFor(() => expect((trial as HTMLButtonElement).disabled).toBe(false));
    expect(trial.compareDocumentPosition(monthly) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(monthly.className).not.toBe(trial.className);
  });
});

describe('pricing for a user who already has a subscription', () => {
  it.each([
    ['active', 'Your plan: Pro monthly (Active)', 'Manage subscription'],
    ['paused', 'Your plan: Pro monthly (Paused)', 'Resume subscription'],
  ] as const)(
    'shows a subscriber (%s) their plan, "%s", and %s instead of a checkout',
    async (status, summary, action) => {
      signIn(await signUp(status));
      await renderApp('/pricing');
      const plan = await screen.findByRole('region', { name: 'Your plan' });
      expect(plan.textContent).toContain(summary);
      expect(within(plan).getByRole('link', { name: action }).getAttribute('href')).toBe(
        '/profile?tab=subscriptions',
      );
      expect(
        screen.queryByRole('button', { name: /Subscribe for|Start your 7-day trial/ }),
      ).toBeNull();
    },
  );

  it('shows it in Spanish on the limited offer page', async () => {
    signIn(await signUp('paused', 'es'), 'es');
    await renderApp('/limited-offer');
    const plan = await screen.findByRole('region', { name: 'Tu plan' });
    await waitFor(() => expect(plan.textContent).toContain('Tu plan: Pro mensual (En pausa)'));
    expect(within(plan).getByRole('link', { name: 'Reanudar suscripción' })).toBeTruthy();
  });
});

describe('limited offer', () => {
  it('counts down from 23:59:59 beside the struck monthly price', async () => {
    await renderApp('/limited-offer');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('23:59:59');
    await waitFor(() => expect(timer.textContent).toMatch(/^23:59:5[0-8]$/), { timeout: 3000 });
    expect(document.querySelector('s')?.textContent).toContain('$9.99');
    expect(screen.getByText('$0.99', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See regular pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Start your trial' }).getAttribute('href')).toBe(
      '/auth/register',
    );
  });

  it('says at 00:00:00 that the offer ended for this visit instead of offering it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      await renderApp('/limited-offer');
      const timer = await screen.findByRole('timer');
      act(() => vi.advanceTimersByTime((23 * 3600 + 59 * 60 + 58) * 1000));
      expect(timer.textContent).toBe('00:00:01');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status').textContent).toBe('This offer has ended for this visit.');
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Start your trial' })).toBeNull();
      expect(screen.getByRole('link', { name: 'See regular pricing' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
