import { beforeAll, describe, expect, it } from 'vitest';
import {
  appInChromium,
  registeredSession,
  type Session,
  screenshot,
  signedInPage,
  startApp,
} from './harness';

describe('the match sidebar on demo data', () => {
  let session: Session;

  const running = appInChromium(() => startApp());

  beforeAll(async () => {
    session = await registeredSession(running.app);
  });

  it('filters by tab, league and day, grouping matches by day name', async () => {
    const page = await signedInPage(running.browser, session, { locale: 'en' });
    await page.goto(`${running.app.baseUrl}/chat`);
    const sidebar = page.getByRole('navigation', { name: 'Matches' });
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const days = await sidebar.getByRole('heading', { level: 3 }).allTextContents();
    expect(days.length).toBeGreaterThan(0);
    expect(days[0]).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
    expect(
      await sidebar.getByRole('img', { name: /^Home \d+%, draw \d+%, away \d+%$/ }).count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'chat-sidebar-upcoming-en');

    await sidebar.getByRole('combobox', { name: 'Leagues' }).selectOption('PL');
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const leagues = await sidebar.locator('button span span').allTextContents();
    expect(leagues.every((meta) => meta.startsWith('PL'))).toBe(true);

    await sidebar.getByRole('button', { name: 'History', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Finished Matches' }).waitFor();
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    await screenshot(page, 'chat-sidebar-history-en');
    await sidebar.locator('button', { hasText: '–' }).first().click();
    await page.getByText('Cannot select a finished match').waitFor();

    await sidebar.getByRole('button', { name: 'Live', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Live Matches' }).waitFor();
  });

  it('shows the sidebar in Spanish with Spanish day names, in the light theme', async () => {
    const page = await signedInPage(running.browser, session, { locale: 'es', theme: 'light' });
    await page.goto(`${running.app.baseUrl}/chat`);
    const sidebar = page.getByRole('navigation', { name: 'Partidos' });
    await sidebar.getByRole('heading', { level: 3 }).first().waitFor();
    const days = await sidebar.getByRole('heading', { level: 3 }).allTextContents();
    expect(days[0]).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), /);
    await sidebar.getByRole('button', { name: 'Hoy', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Partidos de hoy' }).waitFor();
    await screenshot(page, 'chat-sidebar-today-es-light');
  });
});
