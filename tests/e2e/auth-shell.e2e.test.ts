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

  it('removes a token the server refuses and says it is invalid', async () => {
    await page.goto(`${running.app.baseUrl}/auth`);
    // Well formed, so the client sends it; forged, so the server refuses it.
    await page.evaluate(() =>
      localStorage.setItem('token', `header.${btoa(JSON.stringify({ sub: 'someone' }))}.forged`),
    );
    await page.goto(`${running.app.baseUrl}/chat`);
    await page.getByText('Invalid authentication token').waitFor();
    await page.waitForURL(/\/auth\?redirect=%2Fchat$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('treats a stored token that does not decode as no token at all', async () => {
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    await page.goto(`${running.app.baseUrl}/auth`);
    await page.evaluate(() => localStorage.setItem('token', 'not.a.token'));
    await page.goto(`${running.app.baseUrl}/chat`);
    await page.getByText('No authentication token found').waitFor();
    await page.waitForURL(/\/auth\?redirect=%2Fchat$/);
    expect(consoleMessages).toContain('Error decoding JWT');
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
