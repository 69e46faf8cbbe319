import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataChanged } from '../../server/cache/invalidation';
import { matches } from '../../server/db/schema';
import { seriousViolations } from './axe';
import {
  type InProcessApp,
  launchBrowser,
  phoneViewport,
  type Session,
  screenshot,
  signedInPage,
  startAppInProcess,
} from './harness';
import { proSession } from './route-visits';

/** The home side's chance in the live bar's legend, and the width of its segment of the bar. */
async function homeShare(page: Page, team: string) {
  const live = page.getByTestId('live-probability');
  const text = await live.getByRole('listitem').filter({ hasText: team }).first().innerText();
  const width = await live
    .locator('[aria-hidden="true"] > span')
    .first()
    .evaluate((segment) => Number.parseFloat((segment as HTMLElement).style.width));
  return { chance: Number(text.replace(/[^\d.]/g, '')) / 100, width };
}

describe('the match panel of a live match', () => {
  let app: InProcessApp;
  let browser: Browser;
  let session: Session;
  let match: { id: string; home: { name: string }; away: { name: string } };
  let clientId: string;

  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(response.ok, path).toBe(true);
    return (await response.json()) as T;
  };
  // What a live source's import does to a match being played.
  const play = (minute: number, home: number, away: number) =>
    app.database.db
      .update(matches)
      .set({ status: 'live', minute, homeGoals: home, awayGoals: away })
      .where(eq(matches.id, match.id))
      .then(() => dataChanged(app.database.db));

  beforeAll(async () => {
    app = await startAppInProcess();
    browser = await launchBrowser();
    session = await proSession(app);
    const upcoming = await call<Array<typeof match & { status: string; prediction: unknown }>>(
      '/matches/?status=upcoming&league=PL',
    );
    const found = upcoming.filter((m) => m.status === 'scheduled' && m.prediction)[1];
    if (!found) throw new Error('no upcoming PL match');
    match = found;
    await play(60, 0, 0);
    clientId = crypto.randomUUID();
    await call('/chats/', {
      method: 'POST',
      body: JSON.stringify({ client_id: clientId, match_id: match.id }),
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('moves the live bar when the score changes, without a reload', async () => {
    const page = await signedInPage(browser, session, { locale: 'en' });
    await page.goto(`${app.baseUrl}/chat/${clientId}`);
    const heading = page.getByTestId('live-probability').getByRole('heading');
    await expect
      .poll(() => heading.innerText(), { timeout: 60_000 })
      .toMatch(/^Live chances at 60' \(second half\), 0–0/);
    const level = await homeShare(page, match.home.name);
    expect(level.chance).toBeGreaterThan(0.05);
    await screenshot(page, 'match-panel-live-level');

    // Three away goals by the 62nd minute: the page fetches the match again on its own.
    await play(62, 0, 3);
    await expect
      .poll(() => heading.innerText(), { timeout: 60_000 })
      .toMatch(/^Live chances at 62' \(second half\), 0–3/);
    const behind = await homeShare(page, match.home.name);
    expect(behind.chance).toBeLessThan(level.chance);
    expect(behind.chance).toBeLessThan(0.02);
    expect(behind.width).toBeLessThan(level.width);
    // The header follows the same fetch.
    const title = page.getByRole('heading', { level: 2, name: new RegExp(`^${match.home.name}`) });
    expect(await title.innerText()).toContain('0 – 3');
    await page.waitForTimeout(1000); // the bar's segments glide for 0.8 s
    await screenshot(page, 'match-panel-live-behind');
    await page.context().close();
  }, 180_000);

  it('has no serious accessibility violation in any market tab, on a phone', async () => {
    const page = await signedInPage(browser, session, {
      locale: 'es',
      theme: 'light',
      viewport: phoneViewport,
    });
    await page.goto(`${app.baseUrl}/chat/${clientId}`);
    await page.getByTestId('live-probability').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Ver todos los mercados y la clasificación' }).click();
    const tabs = page.getByRole('tab');
    const found: string[] = [];
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      for (const v of await seriousViolations(page)) {
        const targets = v.nodes.map((node) => node.target.join(' ')).slice(0, 3);
        found.push(`${await tabs.nth(i).innerText()}: ${v.id} ${v.help} — ${targets.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
    // The page stays as wide as the phone: wide tables scroll inside it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      phoneViewport.width,
    );
    await page.context().close();
  }, 180_000);
});
