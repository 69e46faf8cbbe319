import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningApp, screenshot, startApp } from './harness';

/** A verified account made through the API, its session put where the SPA keeps it. */
async function signedInPage(app: RunningApp, browser: Browser, locale: string): Promise<Page> {
  const email = `fan${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${app.baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/register/', { name: 'Fan', email, password: 'long-enough-1', language: 'en' });
  const mail = (await (
    await fetch(`${app.baseUrl}/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`)
  ).json()) as { code: string };
  const session = (await (
    await post('/register/verify-code/', { email, code: mail.code })
  ).json()) as {
    token: string;
    user: unknown;
  };
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      token: session.token,
      user: JSON.stringify({ ...(session.user as object), language: locale }),
      lang: locale,
    },
  );
  return context.newPage();
}

describe('the match sidebar on demo data', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('filters by tab, league and day, grouping matches by day name', async () => {
    const page = await signedInPage(app, browser, 'en');
    await page.goto(`${app.baseUrl}/chat`);
    const sidebar = page.getByRole('navigation', { name: 'Matches' });
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const days = await sidebar.getByRole('heading', { level: 3 }).allTextContents();
    expect(days.length).toBeGreaterThan(0);
    expect(days[0]).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
    expect(
      await sidebar.getByRole('img', { name: /^Home \d+%, draw \d+%, away \d+%$/ }).count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'chat-sidebar-upcoming-en');

    await sidebar.getByRole('combobox', { name: 'Leagues' }).selectOption('PL');
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const leagues = await sidebar.locator('button span span').allTextContents();
    expect(leagues.every((meta) => meta.startsWith('PL'))).toBe(true);

    await sidebar.getByRole('button', { name: 'History', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Finished Matches' }).waitFor();
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    await screenshot(page, 'chat-sidebar-history-en');
    await sidebar.locator('button', { hasText: '–' }).first().click();
    await page.getByText('Cannot select a finished match').waitFor();

    await sidebar.getByRole('button', { name: 'Live', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Live Matches' }).waitFor();
  });

  it('shows the sidebar in Spanish with Spanish day names', async () => {
    const page = await signedInPage(app, browser, 'es');
    await page.goto(`${app.baseUrl}/chat`);
    const sidebar = page.getByRole('navigation', { name: 'Partidos' });
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const days = await sidebar.getByRole('heading', { level: 3 }).allTextContents();
    expect(days[0]).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), /);
    await sidebar.getByRole('button', { name: 'Hoy', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Partidos de hoy' }).waitFor();
    await screenshot(page, 'chat-sidebar-today-es');
  });
});
