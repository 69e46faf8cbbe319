import { describe, expect, it } from 'vitest';
import { appInChromium, phoneViewport, screenshot, startApp } from './harness';

// SPEC §3: the offer counts down from 23:59:59 on each load; at 00:00:00 this visit's offer
// is over (walkthrough #17.12), said in the visitor's language, with regular pricing instead.
describe('the limited offer running out, in Chromium', () => {
  const running = appInChromium(() => startApp());

  it.each([
    ['en', 'dark', { width: 1280, height: 900 }, 'This offer has ended for this visit.'],
    ['es', 'light', phoneViewport, 'Esta oferta ha terminado en esta visita.'],
  ] as const)(
    'says in %s (%s) that the offer ended, once the clock reaches 00:00:00',
    async (locale, theme, viewport, ended) => {
      const context = await running.browser.newContext({ locale, viewport });
      await context.addInitScript(
        ({ lang, theme }) => {
          localStorage.setItem('lang', lang);
          localStorage.setItem('goalvision-theme', theme);
        },
        { lang: locale, theme },
      );
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${running.app.baseUrl}/limited-offer`);
      const timer = page.getByRole('timer');
      expect(await timer.textContent()).toBe('23:59:59');
      // Jump to the last seconds (timers fire once, not 86,400 times), then tick through them.
      await page.clock.fastForward((24 * 3600 - 3) * 1000);
      await page.clock.runFor(4000);
      await page.getByRole('status').filter({ hasText: ended }).waitFor();
      expect(await page.getByRole('timer').count()).toBe(0);
      await screenshot(page, `limited-offer-ended-${locale}-${theme}`);
      await context.close();
    },
  );
});
