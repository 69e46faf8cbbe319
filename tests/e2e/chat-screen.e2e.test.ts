import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataChanged } from '../../server/cache/invalidation';
import { users } from '../../server/db/schema';
import { type FakeOpenAi, startFakeOpenAi } from '../mocks/openai-server';
import { makePro } from '../server/pro-user';
import { finishMatch } from '../support/finish-match';
import {
  appInChromium,
  type PageOptions,
  phoneViewport,
  registeredSession,
  screenshot,
  signedInPage,
  startAppInProcess,
} from './harness';

// A long reply, streamed a sentence at a time (no figures, so the grounding check passes it
// whole): taller than the conversation, and still streaming for a few seconds.
const sentences = Array.from(
  { length: 24 },
  (_, index) =>
    `${index % 2 ? 'The home side has looked sharper lately' : 'Their defence has been steady'}. `,
);

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.y >= outer.y - 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1 &&
  inner.x >= outer.x - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** How far the conversation is from its bottom, in pixels. */
const distanceFromBottom = (log: Locator) =>
  log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

/**
 * Issue #17's chat items in Chromium, on the real server with the openai analyst against a
 * local fake that streams slowly: the conversation follows a reply down to its chart, leaves a
 * reader who scrolled up alone; the sidebar marks the open match and keeps its tabs; History
 * opens the user's finished chat; a phone shows the list and the chat as two views.
 */
describe('the chat screen, in Chromium', () => {
  let fake: FakeOpenAi;

  /** A verified account that is Pro from its first token (subscribed before the code). */
  const proSession = (language: 'en' | 'es') =>
    registeredSession(running.app, {
      language,
      beforeVerify: async (email) => {
        const [user] = await running.app.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        if (!user) throw new Error('no user');
        await makePro(running.app.database.db, user.id);
      },
    });

  async function openChatScreen(options: PageOptions): Promise<Page> {
    const page = await signedInPage(running.browser, await proSession(options.locale), options);
    await page.goto(`${running.app.baseUrl}/chat`);
    await sidebarOf(page).getByRole('heading', { level: 3 }).first().waitFor();
    return page;
  }

  const sidebarOf = (page: Page) => page.getByRole('navigation', { name: /^(Matches|Partidos)$/ });
  // The match cards: buttons under a day's section.
  const cards = (page: Page) => sidebarOf(page).locator('section button');
  const selectedCard = (page: Page) => sidebarOf(page).locator('button[aria-current="true"]');
  const logOf = (page: Page) => page.getByRole('log');

  /** Asks, and waits until the reply (and its pictures) are complete. */
  async function ask(page: Page, question: string) {
    const replies = page.locator('article[data-role="assistant"]');
    const before = await replies.count();
    await page.getByRole('textbox').fill(question);
    await page.getByRole('textbox').press('Enter');
    await expect
      .poll(
        () =>
          replies
            .nth(before)
            .getAttribute('data-status')
            .catch(() => null),
        {
          timeout: 30_000,
        },
      )
      .toBe('complete');
    return replies.nth(before);
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.behave({ kind: 'stream', pieces: sentences, delayMs: 120 });
  });

  const running = appInChromium(() =>
    startAppInProcess({
      ANALYST: 'openai',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
    }),
  );

  afterAll(async () => {
    await fake?.close();
  });

  it('marks the match picked low in the list without moving the tabs, and follows a reply down to its chart', async () => {
    const page = await openChatScreen({
      locale: 'en',
      theme: 'dark',
      viewport: { width: 1280, height: 720 },
    });
    const sidebar = sidebarOf(page);
    const list = sidebar.locator('section').first().locator('..');
    // Nothing open yet: the hint stands clear of the sidebar's edge.
    const hint = await box(page.getByText('No chat selected. Pick a match to start.'));
    const side = await box(sidebar);
    expect(hint.x - (side.x + side.width)).toBeGreaterThanOrEqual(16);
    await screenshot(page, 'chat-nothing-open-en-dark');
    // The lowest match of the list with a prediction (its reply has a chart), scrolled to the
    // list's bottom edge so only its top shows.
    const last = cards(page)
      .filter({ has: page.getByRole('img') })
      .last();
    await last.evaluate((card) => {
      const scroller = card.closest('section')?.parentElement as HTMLElement;
      scroller.scrollTop +=
        card.getBoundingClientRect().top - (scroller.getBoundingClientRect().bottom - 20);
    });
    expect(inside(await box(last), await box(list))).toBe(false);
    await last.click({ position: { x: 20, y: 10 } });
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}\?match=/);
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();

    expect(await last.getAttribute('aria-current')).toBe('true');
    expect(await selectedCard(page).count()).toBe(1);
    // The page does not scroll: the tabs stay, and the card shows whole inside the list.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const upcoming = await box(sidebar.getByRole('button', { name: 'Upcoming', exact: true }));
    expect(upcoming.y).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => inside(await box(last), await box(list))).toBe(true);

    const reply = await ask(page, 'Who will win?');
    const chart = reply.getByRole('figure');
    await chart.waitFor();
    const log = logOf(page);
    // The reply ends with its chart: the conversation shows it whole, down to the bottom.
    await expect.poll(() => distanceFromBottom(log)).toBeLessThanOrEqual(2);
    expect(inside(await box(chart), await box(log))).toBe(true);
    await screenshot(page, 'chat-reply-chart-en-dark');

    // A reader who scrolls up while a reply streams stays where they are.
    await page.getByRole('textbox').fill('How many goals will there be?');
    await page.getByRole('textbox').press('Enter');
    const next = page.locator('article[data-role="assistant"]').nth(1);
    await expect
      .poll(async () => (await next.textContent().catch(() => ''))?.length ?? 0)
      .toBeGreaterThan(0);
    await log.hover();
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => log.evaluate((element) => element.scrollTop)).toBeLessThan(50);
    await expect.poll(() => next.getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
    expect(await log.evaluate((element) => element.scrollTop)).toBeLessThan(50);
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    await jump.waitFor();
    await screenshot(page, 'chat-jump-to-latest-en-dark');
    await jump.click();
    await expect.poll(() => distanceFromBottom(log)).toBeLessThanOrEqual(2);
    await expect.poll(() => jump.count()).toBe(0);
    // Its button gone, focus is on the conversation it showed.
    expect(await log.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("opens the user's chat about a finished match from History, read-only, in Spanish", async () => {
    const page = await openChatScreen({ locale: 'es', theme: 'light' });
    const [home, away] = ((await cards(page).first().locator('> span').first().textContent()) ?? '')
      .split(' – ')
      .map((name) => name.trim());
    await cards(page).first().click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}\?match=/);
    const url = new URL(page.url());
    const matchId = url.searchParams.get('match') ?? '';
    await ask(page, '¿Quién ganará?');
    await finishMatch(running.app.database.db, matchId);
    dataChanged(running.app.database.db);

    await page.goto(`${running.app.baseUrl}/chat`);
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('button', { name: 'Historial', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Partidos terminados' }).waitFor();
    const finished = cards(page).filter({ hasText: `${home} 2–1 ${away}` });
    await finished.click();
    await page.waitForURL(`${running.app.baseUrl}${url.pathname}`);
    await page.getByText('Este partido ha terminado: su chat es de solo lectura.').waitFor();
    await expect.poll(() => page.getByText('¿Quién ganará?').count()).toBeGreaterThan(0);
    expect(await page.getByRole('textbox').isDisabled()).toBe(true);
    expect(await selectedCard(page).textContent()).toContain('2–1');
    await screenshot(page, 'chat-history-read-only-es-light');
    await page.context().close();
  });

  it.each([
    ['en', 'dark', 'Matches', 'Back to matches', 'League tables'],
    ['es', 'light', 'Partidos', 'Volver a los partidos', 'Clasificaciones'],
  ] as const)(
    'on a phone (%s, %s) shows the list, then the chat with a way back',
    async (locale, theme, matchesName, backName, tablesName) => {
      const page = await openChatScreen({ locale, theme, viewport: phoneViewport });
      const sidebar = page.getByRole('navigation', { name: matchesName });
      const back = page.getByRole('link', { name: backName });
      expect(await back.isVisible()).toBe(false);
      await screenshot(page, `chat-phone-list-${locale}-${theme}`);

      const card = cards(page).nth(2);
      const teams = ((await card.locator('> span').first().textContent()) ?? '').split(' – ');
      await card.click();
      await page.waitForURL(/\/chat\/[0-9a-f-]{36}\?match=/);
      // The chat takes the screen, its heading in view; the list is gone until "back".
      const heading = page.getByRole('heading', { name: new RegExp(teams[0] ?? '') }).last();
      await heading.waitFor();
      expect((await box(heading)).y).toBeLessThan(phoneViewport.height / 2);
      expect(await sidebar.isVisible()).toBe(false);
      expect(await back.isVisible()).toBe(true);
      expect(await back.evaluate((element) => element === document.activeElement)).toBe(true);
      const composer = await box(page.getByRole('textbox'));
      expect(composer.y + composer.height).toBeLessThanOrEqual(phoneViewport.height);
      await screenshot(page, `chat-phone-chat-${locale}-${theme}`);

      await back.click();
      await page.waitForURL(/\/chat\/?$/);
      await sidebar.waitFor();
      expect(await back.isVisible()).toBe(false);
      // Focus comes back to the match that was open, marked in the list.
      const selected = selectedCard(page);
      expect(await selected.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await selected.textContent()).toContain(teams[0]);
      await screenshot(page, `chat-phone-back-${locale}-${theme}`);

      // The league tables open as the other view too, with the same way back.
      await sidebar.getByRole('link', { name: tablesName }).click();
      await page.waitForURL(/\/chat\/leagues\//);
      await page.getByRole('table').first().waitFor();
      expect(await sidebar.isVisible()).toBe(false);
      expect(await back.isVisible()).toBe(true);
      await screenshot(page, `chat-phone-table-${locale}-${theme}`);
      await back.click();
      await sidebar.waitFor();
      await page.context().close();
    },
  );
});
