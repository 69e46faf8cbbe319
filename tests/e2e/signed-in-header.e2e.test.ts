import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appInChromium,
  type PageOptions,
  phoneViewport,
  registeredSession,
  screenshot,
  signedInPage,
  startApp,
} from './harness';

/** Whether two boxes on the page share any pixel. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the signed-in screens share one header, in Chromium', () => {
  const running = appInChromium(() => startApp({ AUTH_RATE_LIMIT_PER_IP: '1000' }));

  async function open(path: string, options: PageOptions): Promise<Page> {
    const page = await signedInPage(running.browser, await registeredSession(running.app), options);
    await page.goto(`${running.app.baseUrl}${path}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sign out|Cerrar sesión/ })
      .waitFor();
    return page;
  }

  it.each([
    ['/chat', 'Match analysis', 'Profile', 1],
    // The profile's own Personal tab sets the language, for the account.
    ['/profile', 'Profile', 'Back to matches', 0],
  ])(
    '%s is "%s" and offers pricing, %s, theme, the language and sign-out',
    async (path, heading, other, languageSelectors) => {
      const page = await open(path, { locale: 'en' });
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'GoalVision' }).getAttribute('href')).toBe(
        '/chat',
      );
      await header.getByRole('heading', { name: heading }).waitFor();
      expect(await header.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe(
        '/pricing',
      );
      await header.getByRole('link', { name: other }).waitFor();
      expect(await header.getByRole('combobox', { name: 'Language' }).count()).toBe(
        languageSelectors,
      );
      await header.getByRole('button', { name: /theme/i }).waitFor();
      await screenshot(page, `signed-in-header${path.replace('/', '-')}-en`);

      await header.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/auth$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.context().close();
    },
  );

  it('keeps the open profile tab in the address, so a reload stays on it', async () => {
    const page = await open('/profile', { locale: 'es', theme: 'light' });
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    await page.waitForURL(/\/profile\?tab=security$/);
    await page.reload();
    // (The start-up refresh may switch to the account's own language: check the tab, not its name.)
    const selected = page.getByRole('tab', { selected: true });
    await selected.waitFor();
    expect(await selected.getAttribute('id')).toBe('tab-security');
    await screenshot(page, 'signed-in-header-profile-security-es-light');
    await page.context().close();
  });

  it.each([
    ['a wide screen', { width: 1280, height: 900 }],
    ['a phone', phoneViewport],
  ])('shows toasts clear of the header controls on %s', async (_screen, viewport) => {
    // The checkout's return address greets the new subscriber with a toast.
    const page = await open('/profile?subscription_success=true', { locale: 'es', viewport });
    const toast = page.getByRole('alert').filter({ hasText: 'Pago recibido' });
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(toastBox && headerBox).toBeTruthy();
    if (toastBox && headerBox) expect(overlaps(toastBox, headerBox)).toBe(false);
    await screenshot(page, `toast-below-header-${viewport.width}`);
    await page.context().close();
  });
});
