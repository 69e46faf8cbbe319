import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRO_MONTHLY_PRICE_USD, TRIAL_DAYS, TRIAL_PRICE_USD } from '../../contracts/pricing';
import { renderApp } from './render-app';

const sectionTitles = async () =>
  (await screen.findAllByRole('heading', { level: 2 }))
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d+\. /.test(text));

describe('legal pages', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service', 12],
    ['/privacy-policy', 'Privacy Policy', 9],
    ['/refund-policy', 'Refund Policy', 4],
  ])('%s shows its %s in numbered, written sections', async (path, title, count) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const titles = await sectionTitles();
    expect(titles).toHaveLength(count);
    expect(titles.map((text) => Number(text.split('.')[0]))).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
    for (const section of document.querySelectorAll('article section')) {
      expect(section.textContent?.length ?? 0).toBeGreaterThan(80);
    }
  });

  it('quotes the pricing constants, never $15 or a 14-day free trial', async () => {
    await renderApp('/terms-of-service');
    const text = (await screen.findByRole('article')).textContent ?? '';
    expect(text).toContain(`$${PRO_MONTHLY_PRICE_USD} per month`);
    expect(text).toContain(`${TRIAL_DAYS}-day trial for $${TRIAL_PRICE_USD}`);
    expect(text).not.toContain('$15');
  });

  it('gives the paid trial of the pricing constants in the refund policy', async () => {
    await renderApp('/refund-policy');
    const refund = (await screen.findByRole('article')).textContent ?? '';
    expect(refund).toContain(`${TRIAL_DAYS} days at $${TRIAL_PRICE_USD}`);
    expect(refund).not.toMatch(/free trial/i);
  });

  it('dates the page today, in the interface language', async () => {
    window.localStorage.setItem('lang', 'es');
    await renderApp('/privacy-policy');
    const today = new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(new Date());
    expect(await screen.findByText(`Última actualización: ${today}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
  });

  it('offers visitors a way back to /auth, the promo card and a contact-us mail link', async () => {
    await renderApp('/refund-policy');
    expect((await screen.findByRole('link', { name: /Back/ })).getAttribute('href')).toBe('/auth');
    const promo = within(screen.getByRole('complementary'));
    expect(promo.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(promo.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^mailto:.+@.+/,
    );
  });

  it('sends a signed-in reader back to /chat and shows no promo card', async () => {
    window.localStorage.setItem(
      'token',
      `header.${btoa(JSON.stringify({ sub: 'reader' }))}.signature`,
    );
    await renderApp('/terms-of-service');
    expect((await screen.findByRole('link', { name: /Back/ })).getAttribute('href')).toBe('/chat');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
