import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('marketing on the /auth landing', () => {
  it('shows the hero, features, five leagues, measured stats and a call to action beside the sign-in card', async () => {
    await renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Know the chances before kick-off' })).toBeTruthy();
    const leagues = within(
      screen.getByRole('region', { name: 'Five leagues, every match' }),
    ).getAllByRole('listitem');
    expect(leagues.map((item) => item.firstChild?.textContent)).toEqual([
      'Premier League',
      'LaLiga',
      'Serie A',
      'Bundesliga',
      'Ligue 1',
    ]);
    const stats = screen.getByRole('region', { name: 'Measured, not promised' });
    expect(stats.textContent).toContain('36,099');
    expect(stats.textContent).toContain('1.1%');
    expect(stats.textContent).toContain('0.1978');
    const cta = within(screen.getByRole('region', { name: 'Start with the numbers' }));
    expect(cta.getByText(/\$9\.99 per month, or try it for 7 days at \$0\.99/)).toBeTruthy();
    expect(cta.getByRole('link', { name: 'Get started free' }).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(cta.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pricing');
    expect(cta.getByRole('link', { name: 'Limited offer' }).getAttribute('href')).toBe(
      '/limited-offer',
    );
  });

  it('writes the figures in Spanish number style', async () => {
    window.localStorage.setItem('lang', 'es');
    await renderApp('/auth');
    const stats = await screen.findByRole('region', { name: 'Medido, no prometido' });
    expect(stats.textContent).toContain('36.099');
    expect(stats.textContent).toContain('1,1%');
  });

  it('keeps the other /auth screens to the bare card', async () => {
    await renderApp('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Know the chances before kick-off' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Measured, not promised' })).toBeNull();
  });
});
