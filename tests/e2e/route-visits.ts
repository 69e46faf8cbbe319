import type { Browser, Page } from 'playwright-core';
import { type RunningApp, registeredSession, type Session, signedInPage } from './harness';

export type Locale = 'en' | 'es';
export type Theme = 'dark' | 'light';

export interface Visit {
  locale: Locale;
  theme: Theme;
}

/** One screen of the app as a person reaches it: where, as whom, and when it is ready. */
export interface RouteVisit {
  /** File-name friendly: auth, blog-weekly-preview, chat-match, … */
  name: string;
  /** The route of src/app/router.tsx this screen is. */
  route: string;
  signedIn: boolean;
  /** Takes the fresh page to the screen and waits until its content is there. */
  open(page: Page, app: RunningApp, session: Session): Promise<void>;
}

/** Every page has one h1 once its content is in; spinners are gone by then. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status')
    .filter({ hasText: /Loading|Cargando/ })
    .waitFor({ state: 'detached' });
}

const at = (path: string) => async (page: Page, app: RunningApp) => {
  await page.goto(`${app.baseUrl}${path}`);
  await settled(page);
};

const publicPage = (name: string, route: string, path = route): RouteVisit => ({
  name,
  route,
  signedIn: false,
  open: at(path),
});

/** Every route of the router, public ones as a visitor, protected ones signed in. */
export const routeVisits: RouteVisit[] = [
  publicPage('auth', '/auth'),
  publicPage('auth-register', '/auth/register'),
  {
    // The code screen needs the e-mail from the registration it follows (navigation state).
    name: 'auth-verify-code',
    route: '/auth/verify-code',
    signedIn: false,
    async open(page, app) {
      await page.goto(`${app.baseUrl}/auth/register`);
      await settled(page);
      const email = `visitor${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
      await page.locator('input[name="name"]').fill('Visitor');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('long-enough-1');
      await page
        .locator('input[name="confirmPassword"], input[name="confirm"]')
        .fill('long-enough-1');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/auth\/verify-code$/);
      await settled(page);
    },
  },
  publicPage('auth-password-reset', '/auth/password-reset'),
  {
    // The code screen needs the address the reset was asked for (navigation state); a new
    // account each time, as one address gets a code at most once a minute.
    name: 'auth-password-reset-verify',
    route: '/auth/password-reset/verify',
    signedIn: false,
    async open(page, app) {
      const { email } = await registeredSession(app);
      await page.goto(`${app.baseUrl}/auth/password-reset`);
      await settled(page);
      await page.locator('input[type="email"]').fill(email);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/auth\/password-reset\/verify$/);
      await settled(page);
    },
  },
  publicPage('pricing', '/pricing'),
  publicPage('limited-offer', '/limited-offer'),
  publicPage('blog', '/blog'),
  publicPage('blog-how-the-model-works', '/blog/$slug', '/blog/how-the-model-works'),
  publicPage('blog-how-to-read-a-prediction', '/blog/$slug', '/blog/how-to-read-a-prediction'),
  {
    name: 'blog-weekly-preview',
    route: '/blog/$slug',
    signedIn: false,
    async open(page, app) {
      await at('/blog/weekly-preview')(page, app);
      await page.locator('table').first().waitFor();
    },
  },
  {
    name: 'blog-model-accuracy',
    route: '/blog/$slug',
    signedIn: false,
    async open(page, app) {
      await at('/blog/model-accuracy')(page, app);
      await page.locator('table').first().waitFor();
    },
  },
  publicPage('terms-of-service', '/terms-of-service'),
  publicPage('privacy-policy', '/privacy-policy'),
  publicPage('refund-policy', '/refund-policy'),
  {
    name: 'chat',
    route: '/chat',
    signedIn: true,
    async open(page, app) {
      await page.goto(`${app.baseUrl}/chat`);
      await page.locator('nav h3').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // A chat with a match selected: the first upcoming match, and one suggested question.
    name: 'chat-match',
    route: '/chat/$clientId',
    signedIn: true,
    async open(page, app) {
      await page.goto(`${app.baseUrl}/chat`);
      await page.locator('nav h3').first().waitFor();
      await page.locator('nav [role="img"]').first().click();
      await page.waitForURL(/\/chat\/[0-9a-f-]{36}\?match=/);
      const suggestion = page.locator('fieldset button').first();
      await suggestion.waitFor();
      await suggestion.click();
      await page.locator('main article').nth(1).waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // The builtin analyst streams word by word; let the reply finish.
      await page.waitForTimeout(1500);
    },
  },
  {
    // A league's table, opened from the sidebar's league filter.
    name: 'chat-league-table',
    route: '/chat/leagues/$code',
    signedIn: true,
    async open(page, app) {
      await page.goto(`${app.baseUrl}/chat/leagues/PL`);
      await page.locator('main table tbody tr').nth(10).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'profile',
    route: '/profile',
    signedIn: true,
    async open(page, app) {
      await at('/profile')(page, app);
    },
  },
];

/** A visitor's page: no token, the language and theme already chosen. */
export async function visitorPage(browser: Browser, { locale, theme }: Visit): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    { lang: locale, 'goalvision-theme': theme },
  );
  return context.newPage();
}

/** A page for `visit`, signed in or not as the route needs. */
export function pageFor(
  browser: Browser,
  visit: RouteVisit,
  session: Session,
  options: Visit,
): Promise<Page> {
  return visit.signedIn ? signedInPage(browser, session, options) : visitorPage(browser, options);
}

/**
 * A verified account with Pro (the one-time trial bought through the sandbox checkout, as a
 * user would), so the chat shows the analyst rather than the Pro gate.
 */
export async function proSession(app: RunningApp): Promise<Session> {
  const session = await registeredSession(app);
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const products = await call<Array<{ plan: string; variant_id: string }>>(
    '/subscriptions/products/',
  );
  const trial = products.find((product) => product.plan === 'trial');
  if (!trial) throw new Error('no trial product');
  const { checkout_url } = await call<{ checkout_url: string }>('/subscriptions/trial/checkout/', {
    method: 'POST',
    body: JSON.stringify({ variant_id: trial.variant_id }),
  });
  const paid = await fetch(checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`sandbox payment answered ${paid.status}`);
  const refreshed = await call<{ token: string; user: Record<string, unknown> }>('/auth/me/');
  return { ...session, token: refreshed.token, user: refreshed.user };
}
