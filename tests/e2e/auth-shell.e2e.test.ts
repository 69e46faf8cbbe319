import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { appInChromium, screenshot, startApp } from './harness';

describe('the app in Chromium, on the real server', () => {
  let page: Page;

  const running = appInChromium(() => startApp());

  beforeEach(async () => {
    const context = await running.browser.newContext({ locale: 'en-GB' });
    page = await context.newPage();
  });

  it('opens /auth from /, switches to Spanish and remembers it', async () => {
    await page.goto(`${running.app.baseUrl}/`);
    await page.waitForURL(`${running.app.baseUrl}/auth`);
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'auth-en-dark');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(existsSync(await screenshot(page, 'auth-es-dark'))).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  });

  it('switches to the light theme and keeps it', async () => {
    await page.goto(`${running.app.baseUrl}/auth`);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('goalvision-theme'))).toBe('light');
    await page.reload();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(244, 246, 251)');
    await screenshot(page, 'auth-en-light');
  });

  it('sends a visitor from /profile to /auth with the origin and says why', async () => {
    await page.goto(`${running.app.baseUrl}/profile`);
    await page.waitForURL(/\/auth\?redirect=%2Fprofile$/);
    await page.getByText('No authentication token found').waitFor();
  });

  /**
   * Opens `path` with `token` already stored when the app's first script runs. (Stored from a
   * page of the app, the token could be read by that page while it still started on a loaded
   * machine: its verdict and toast then belonged to the page being left.) The page records its
   * own warnings in `window.warnings`.
   */
  async function openWithStoredToken(path: string, token: string) {
    await page.addInitScript((stored) => {
      localStorage.setItem('token', stored);
      const warnings: string[] = [];
      Object.assign(window, { warnings });
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
        warn(...args);
      };
    }, token);
    await page.goto(`${running.app.baseUrl}${path}`);
  }

  it('removes a token the server refuses and says it is invalid', async () => {
    // Well formed, so the client sends it; forged, so the server refuses it.
    await openWithStoredToken('/chat', `header.${btoa(JSON.stringify({ sub: 'someone' }))}.forged`);
    await page.getByText('Invalid authentication token').waitFor();
    await page.waitForURL(/\/auth\?redirect=%2Fchat$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('treats a stored token that does not decode as no token at all', async () => {
    await openWithStoredToken('/chat', 'not.a.token');
    await page.getByText('No authentication token found').waitFor();
    await page.waitForURL(/\/auth\?redirect=%2Fchat$/);
    const warnings = await page.evaluate(
      () => (window as unknown as { warnings: string[] }).warnings,
    );
    expect(warnings).toContain('Error decoding JWT');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('serves the SPA for a deep link and answers JSON 404 for an unknown API path', async () => {
    const deepLink = await fetch(`${running.app.baseUrl}/auth/password-reset/verify`, {
      headers: { accept: 'text/html' },
    });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    const unknownApi = await fetch(`${running.app.baseUrl}/api/no-such-endpoint/`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });
});
