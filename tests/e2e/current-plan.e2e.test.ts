import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { makePro, type StoredSubscriptionStatus } from '../server/pro-user';
import {
  appInChromium,
  type PageOptions,
  phoneViewport,
  registeredSession,
  screenshot,
  signedInPage,
  startAppInProcess,
} from './harness';

// Pricing, the limited offer and the Pro gate know the user's own plan (walkthrough #17.11):
// a subscriber is shown it and its action, never a second checkout or an upgrade.
describe("a subscriber's plan on the pricing pages and the Pro gate, in Chromium", () => {
  const running = appInChromium(() => startAppInProcess({ AUTH_RATE_LIMIT_PER_IP: '1000' }));

  async function subscriberPage(status: StoredSubscriptionStatus, options: PageOptions) {
    const session = await registeredSession(running.app);
    const [user] = await running.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, session.email));
    await makePro(running.app.database.db, user?.id ?? '', status);
    return signedInPage(running.browser, session, options);
  }

  it.each([
    ['/pricing', 'paused', { locale: 'en', theme: 'dark' }, 'Your plan', 'Resume subscription'],
    ['/pricing', 'active', { locale: 'en', theme: 'light' }, 'Your plan', 'Manage subscription'],
    [
      '/limited-offer',
      'paused',
      { locale: 'es', theme: 'light', viewport: phoneViewport },
      'Tu plan',
      'Reanudar suscripción',
    ],
    ['/chat', 'paused', { locale: 'en', theme: 'dark' }, 'Your plan', 'Resume subscription'],
    [
      '/chat',
      'paused',
      { locale: 'es', theme: 'light', viewport: phoneViewport },
      'Tu plan',
      'Reanudar suscripción',
    ],
  ] as const)('%s for a %s subscriber (%j)', async (path, status, options, region, action) => {
    const page = await subscriberPage(status, options);
    const url =
      path === '/chat' ? `/chat/${crypto.randomUUID()}?match=${crypto.randomUUID()}` : path;
    await page.goto(`${running.app.baseUrl}${url}`);
    const plan = page.getByRole('region', { name: region });
    await plan.waitFor();
    const link = plan.getByRole('link', { name: action, exact: true });
    expect(await link.getAttribute('href')).toBe('/profile?tab=subscriptions');
    expect(await page.getByRole('button', { name: /Subscribe for|Suscríbete por/ }).count()).toBe(
      0,
    );
    await screenshot(
      page,
      `current-plan${path.replace('/', '-')}-${status}-${options.locale}-${options.theme}${'viewport' in options ? '-phone' : ''}`,
    );
    await link.click();
    await page.getByRole('tab', { name: /Subscriptions|Suscripciones/, selected: true }).waitFor();
    await page.context().close();
  });
});
