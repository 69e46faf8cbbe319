import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { BookmakerOdds } from '../contracts/match-details';
import { matches } from '../server/db/schema';
import {
  type InProcessApp,
  launchBrowser,
  phoneViewport,
  type Session,
  screenshot,
  screenshotDir,
  signedInPage,
  startAppInProcess,
} from '../tests/e2e/harness';
import { proSession } from '../tests/e2e/route-visits';

// `npx tsx scripts/match-panel-screenshots.ts` (after `npm run build`): the chat's match panel
// for an upcoming, a live and a finished demo match, and a league table, in English and
// Spanish, dark and light, desktop and 390 px wide, as
// test-results/screenshots/panel-<match>-<locale>-<theme>[-phone].png. The upcoming and live
// matches get bookmaker prices (demo matches have none) so the model-vs-market line shows;
// the finished one is a chat's match that ends while it is open.

type Kind = 'upcoming' | 'live' | 'finished';

interface Summary {
  id: string;
  status: string;
  prediction: { home: number; draw: number; away: number } | null;
}

async function api<T>(app: InProcessApp, session: Session, path: string, init: RequestInit = {}) {
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Prices a little off the model's chances, with a bookmaker's margin of about 4 %. */
function pricesNear(p: { home: number; draw: number; away: number }): BookmakerOdds {
  const shifted = [p.home - 0.03, p.draw + 0.01, p.away + 0.02].map((x) => Math.max(x, 0.02));
  const sum = shifted.reduce((a, b) => a + b, 0);
  const [home, draw, away] = shifted.map((x) => Math.round(100 / ((x / sum) * 1.04) / 1) / 100);
  return {
    match_result: [
      { source: 'pinnacle', phase: 'opening', home: home ?? 2, draw: draw ?? 3, away: away ?? 4 },
    ],
    over_under_2_5: [{ source: 'pinnacle', phase: 'opening', over: 1.95, under: 1.93 }],
  };
}

async function chatFor(app: InProcessApp, session: Session, matchId: string) {
  const clientId = crypto.randomUUID();
  await api(app, session, '/chats/', {
    method: 'POST',
    body: JSON.stringify({ client_id: clientId, match_id: matchId }),
  });
  return clientId;
}

async function prepare(app: InProcessApp, session: Session): Promise<Record<Kind, string>> {
  const { db } = app.database;
  const upcoming = (await api<Summary[]>(app, session, '/matches/?status=upcoming')).filter(
    (m) => m.status === 'scheduled' && m.prediction,
  );
  const live = await api<Summary[]>(app, session, '/matches/?status=live');
  const [first, , last] = [upcoming[0], upcoming[1], upcoming.at(-1)];
  const playing = live.find((m) => m.prediction) ?? live[0];
  if (!first || !last || !playing) throw new Error('the demo data lacks an upcoming or live match');
  for (const m of [first, playing]) {
    if (!m.prediction) continue;
    await db
      .update(matches)
      .set({ bookmakerOdds: pricesNear(m.prediction) })
      .where(eq(matches.id, m.id));
  }
  const chats = {
    upcoming: await chatFor(app, session, first.id),
    live: await chatFor(app, session, playing.id),
    finished: await chatFor(app, session, last.id),
  };
  // The chat's match ends: 2–1, two days ago.
  await db
    .update(matches)
    .set({
      status: 'finished',
      kickoff: new Date(Date.now() - 2 * 86_400_000),
      homeGoals: 2,
      awayGoals: 1,
      minute: null,
    })
    .where(eq(matches.id, last.id));
  return chats;
}

/** Opens the markets on `tab` (0 = result) and waits for the panel; a finished match has
 * no markets, only its table rows. */
async function openPanel(page: Page, kind: Kind, tab: number | null) {
  const panel = page.locator(
    'section[aria-label="Match numbers"], section[aria-label="Cifras del partido"]',
  );
  await panel.waitFor({ timeout: 60_000 });
  if (kind === 'finished') {
    await panel.locator('table').first().waitFor();
    return;
  }
  if (tab !== null) {
    await panel.locator('button[aria-expanded="false"]').click();
    const tabs = panel.getByRole('tab');
    await tabs.nth(tab).click();
  }
  await page.waitForLoadState('networkidle');
}

async function main() {
  const app = await startAppInProcess({ AUTH_RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_MAX: '100000' });
  const browser = await launchBrowser();
  try {
    const session = await proSession(app);
    const chats = await prepare(app, session);
    const shots: Array<{
      kind: Kind;
      locale: 'en' | 'es';
      theme: 'dark' | 'light';
      phone: boolean;
      tab: number | null;
    }> = [];
    // Desktop: the upcoming match's result tab, the live one's goals; phones: the widest
    // tables (handicaps, the clubs' table rows).
    const tabs = { desktop: { upcoming: 0, live: 1 }, phone: { upcoming: 2, live: 5 } };
    for (const kind of ['upcoming', 'live', 'finished'] as const) {
      for (const locale of ['en', 'es'] as const) {
        for (const theme of ['dark', 'light'] as const) {
          const tab = kind === 'finished' ? null : tabs.desktop[kind];
          shots.push({ kind, locale, theme, phone: false, tab });
        }
        const theme = locale === 'en' ? 'dark' : 'light';
        const tab = kind === 'finished' || locale === 'en' ? null : tabs.phone[kind];
        shots.push({ kind, locale, theme, phone: true, tab });
      }
    }
    for (const shot of shots) {
      const page = await signedInPage(browser, session, {
        locale: shot.locale,
        theme: shot.theme,
        ...(shot.phone ? { viewport: phoneViewport } : {}),
      });
      try {
        await page.goto(`${app.baseUrl}/chat/${chats[shot.kind]}`);
        await openPanel(page, shot.kind, shot.tab);
        const name = `panel-${shot.kind}-${shot.locale}-${shot.theme}${shot.phone ? '-phone' : ''}`;
        console.log(await screenshot(page, name));
      } finally {
        await page.context().close();
      }
    }
    for (const [locale, theme, phone] of [
      ['en', 'dark', false],
      ['es', 'light', false],
      ['es', 'dark', true],
    ] as const) {
      const page = await signedInPage(browser, session, {
        locale,
        theme,
        ...(phone ? { viewport: phoneViewport } : {}),
      });
      try {
        await page.goto(`${app.baseUrl}/chat/leagues/PD`);
        await page.locator('main table tbody tr').nth(10).waitFor({ timeout: 60_000 });
        console.log(
          await screenshot(page, `league-table-${locale}-${theme}${phone ? '-phone' : ''}`),
        );
      } finally {
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(`done: ${screenshotDir}`);
}

await main();
