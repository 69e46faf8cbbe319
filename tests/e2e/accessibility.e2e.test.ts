import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { appInChromium, type Session, startApp } from './harness';
import { type Locale, pageFor, proSession, routeVisits, type Theme } from './route-visits';

/** Visible controls that Tab never reaches (a roving tabindex="-1" is reached by arrows). */
async function unreachableByKeyboard(page: Page): Promise<string[]> {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.getAttribute('tabindex') !== '-1' &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    visible.forEach((element, index) => {
      element.dataset.a11yIndex = String(index);
    });
    return visible.length;
  });
  const reached = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let step = 0; step < controls + 5; step++) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.a11yIndex ?? null,
    );
    if (index !== null) reached.add(index);
  }
  return page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>('[data-a11y-index]')]
        .filter((element) => !seen.includes(element.dataset.a11yIndex ?? ''))
        .map((element) => element.outerHTML.slice(0, 120)),
    [...reached],
  );
}

describe('accessibility of every route (axe-core in Chromium)', () => {
  let session: Session;

  // One address plays every visitor here: lift the per-IP limits.
  const running = appInChromium(() =>
    startApp({ AUTH_RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_MAX: '100000' }),
  );

  beforeAll(async () => {
    session = await proSession(running.app);
  });

  it('reports what it should: an unlabelled button and an image without alt text', async () => {
    const page = await running.browser.newPage();
    try {
      await page.setContent(
        '<html lang="en"><title>t</title><main><img src="data:,"><button></button></main></html>',
      );
      const ids = (await seriousViolations(page)).map((violation) => violation.id).sort();
      expect(ids).toEqual(['button-name', 'image-alt']);
    } finally {
      await page.close();
    }
  });

  const combinations: Array<[Locale, Theme]> = [
    ['en', 'dark'],
    ['en', 'light'],
    ['es', 'dark'],
    ['es', 'light'],
  ];

  it.each(combinations)(
    'finds no serious or critical violation on any route in %s, %s theme',
    async (locale, theme) => {
      const found: string[] = [];
      for (const visit of routeVisits) {
        const page = await pageFor(running.browser, visit, session, { locale, theme });
        try {
          await visit.open(page, running.app, session);
          for (const violation of await seriousViolations(page)) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
            found.push(
              `${visit.name}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(', ')}`,
            );
          }
        } finally {
          await page.context().close();
        }
      }
      expect(found).toEqual([]);
    },
    300_000,
  );

  it('reaches every visible control of every route with the Tab key', async () => {
    const found: string[] = [];
    for (const visit of routeVisits) {
      const page = await pageFor(running.browser, visit, session, { locale: 'en', theme: 'dark' });
      try {
        await visit.open(page, running.app, session);
        for (const control of await unreachableByKeyboard(page)) {
          found.push(`${visit.name}: ${control}`);
        }
      } finally {
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
