import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../mocks/google-jwks-server';
import {
  appInChromium,
  latestCode,
  type PageOptions,
  registeredSession,
  type Session,
  screenshot,
  signedInPage,
  startApp,
} from './harness';

const PASSWORD = 'long-enough-1';

describe('profile in Chromium, on the real server', () => {
  let signer: GoogleSigner;

  beforeAll(async () => {
    signer = await startGoogleSigner();
  });

  const running = appInChromium(() =>
    startApp({
      // Every test makes accounts from one address; the per-IP limit is the server suite's.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: signer.url,
    }),
  );

  afterAll(async () => {
    await signer?.close();
  });

  /** The profile page of `session`, opened on `tab`. */
  async function profile(session: Session, options: PageOptions, tab?: string) {
    const page = await signedInPage(running.browser, session, options);
    await page.goto(`${running.app.baseUrl}/profile`);
    // The profile is its own chunk: wait for its tabs before reading the page.
    await page.getByRole('tab').first().waitFor();
    if (tab) await page.getByRole('tab', { name: tab }).click();
    return page;
  }

  const storedUser = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')) as Promise<{
      name: string;
      email: string;
      language: string;
    }>;

  const serverUser = async (token: string) => {
    const response = await fetch(`${running.app.baseUrl}/api/auth/me/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: Record<string, unknown> }).user;
  };

  /** Signs in through the sign-in page of a fresh browser context and lands on /chat. */
  async function signIn(email: string, password: string) {
    const context = await running.browser.newContext({ locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${running.app.baseUrl}/auth`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${running.app.baseUrl}/chat`);
      return page.url();
    } finally {
      await context.close();
    }
  }

  /** The status of a sign-in through the API (200, or 401/404 for wrong credentials). */
  const loginStatus = async (email: string, password: string) =>
    (
      await fetch(`${running.app.baseUrl}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it('shows the tabs Personal, Security, Subscriptions, reachable by keyboard', async () => {
    const page = await profile(await registeredSession(running.app), { locale: 'en' });
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Personal', 'Security', 'Subscriptions']);
    await page.getByRole('tab', { name: 'Personal' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'currentPassword',
    );
  });

  it('changes the name, in the stored user and on the server', async () => {
    const session = await registeredSession(running.app);
    const page = await profile(session, { locale: 'en' });
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.inputValue()).toBe('Fan');
    await name.fill('  Ana Renamed ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').getByText('Your name has been saved.').waitFor();
    expect((await storedUser(page)).name).toBe('Ana Renamed');
    expect((await serverUser(session.token)).name).toBe('Ana Renamed');
    // The stored session holds a token of this account that the server accepts (issued in
    // the same second as the first, it may equal it byte for byte).
    const stored = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await serverUser(stored)).email).toBe(session.email);
  });

  it('switches the interface language at once and keeps it for the account', async () => {
    const session = await registeredSession(running.app);
    const page = await profile(session, { locale: 'en' });
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Personal',
      'Seguridad',
      'Suscripciones',
    ]);
    await page.getByText('Se ha guardado tu idioma.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect((await storedUser(page)).language).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    expect((await serverUser(session.token)).language).toBe('es');

    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByText('Your language has been saved.').waitFor();
    expect((await serverUser(session.token)).language).toBe('en');
  });

  it('changes the e-mail with the password and the code mailed to the new address, which then signs in', async () => {
    const session = await registeredSession(running.app);
    const newEmail = `moved-${session.email}`;
    const page = await profile(session, { locale: 'en' });
    await page.getByText(`Current e-mail: ${session.email.slice(0, 2)}****@example.com`).waitFor();

    const password = page.getByLabel('Current password', { exact: true });
    await page.getByLabel('New e-mail').fill(session.email.toUpperCase());
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').getByText('Please enter a different email').waitFor();

    await page.getByLabel('New e-mail').fill(newEmail);
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').getByText('The current password is incorrect.').waitFor();

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a 4-digit code to ${newEmail}.`, { exact: false }).waitFor();
    // The code field takes the focus for whoever uses the keyboard.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    const code = await latestCode(running.app, newEmail);

    await page.getByLabel('Code').fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await page.getByRole('alert').getByText('Invalid verification code').waitFor();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await page.getByText('Your e-mail address has been changed.').waitFor();
    await page.getByText('Current e-mail: mo****@example.com').waitFor();
    expect((await storedUser(page)).email).toBe(newEmail);

    expect(await signIn(newEmail, PASSWORD)).toBe(`${running.app.baseUrl}/chat`);
    expect(await loginStatus(session.email, PASSWORD)).toBe(404);
  });

  it('changes the password, which then signs in, after refusing bad attempts', async () => {
    const session = await registeredSession(running.app);
    const page = await profile(session, { locale: 'en' }, 'Security');
    const fill = async (current: string, next: string, confirmation: string) => {
      await page.getByLabel('Current password', { exact: true }).fill(current);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password', { exact: true }).fill(confirmation);
      await page.getByRole('button', { name: 'Change password' }).click();
    };

    await fill(PASSWORD, 'short', 'short');
    await page.getByRole('alert').getByText('Password must be at least 8 characters').waitFor();
    await fill(PASSWORD, 'brand-new-pass', 'brand-new-pasz');
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();
    await fill('not-my-password', 'brand-new-pass', 'brand-new-pass');
    await page.getByRole('alert').getByText('The current password is incorrect.').waitFor();

    await fill(PASSWORD, 'brand-new-pass', 'brand-new-pass');
    await page.getByText('Your password has been changed.').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    expect(await signIn(session.email, 'brand-new-pass')).toBe(`${running.app.baseUrl}/chat`);
    expect(await loginStatus(session.email, PASSWORD)).toBe(401);
  });

  /** An oauth_only account, made by signing in with a Google id_token. */
  async function googleSession(): Promise<Session> {
    const email = `google${Date.now()}@example.com`;
    const response = await fetch(`${running.app.baseUrl}/api/auth/oauth/google/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id_token: await signer.sign({ sub: `sub-${email}`, email, name: 'Gabi Google' }),
        language: 'en',
      }),
    });
    expect(response.status).toBe(200);
    const { token, user } = (await response.json()) as Omit<Session, 'email'>;
    expect(user.oauth_only).toBe(true);
    return { email, token, user };
  }

  it('tells Google accounts that Security has no password for them', async () => {
    const page = await profile(await googleSession(), { locale: 'en' }, 'Security');
    await page.getByText('Your account uses Google sign-in').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);
  });

  it('asks Google accounts to sign in with Google again, not for a password, to change the e-mail', async () => {
    const page = await profile(await googleSession(), { locale: 'en' });
    await page.getByText('To confirm it is you, sign in with Google again.').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send code' }).count()).toBe(0);
  });

  it('takes screenshots of every profile screen in English/dark and Spanish/light', async () => {
    const looks: Array<[PageOptions, string]> = [
      [{ locale: 'en', theme: 'dark' }, 'en-dark'],
      [{ locale: 'es', theme: 'light' }, 'es-light'],
    ];
    const shots: string[] = [];
    for (const [options, suffix] of looks) {
      const spanish = options.locale === 'es';
      const session = await registeredSession(running.app);
      const page = await profile(session, options);
      await page.getByRole('heading', { name: spanish ? 'Perfil' : 'Profile' }).waitFor();
      shots.push(await screenshot(page, `profile-personal-${suffix}`));

      await page
        .getByLabel(spanish ? 'Nuevo correo electrónico' : 'New e-mail')
        .fill(`shot-${session.email}`);
      await page
        .getByLabel(spanish ? 'Contraseña actual' : 'Current password', { exact: true })
        .fill(PASSWORD);
      await page.getByRole('button', { name: spanish ? 'Enviar código' : 'Send code' }).click();
      await page.getByLabel(spanish ? 'Código' : 'Code').waitFor();
      shots.push(await screenshot(page, `profile-email-code-${suffix}`));

      await page.getByRole('tab', { name: spanish ? 'Seguridad' : 'Security' }).click();
      await page.getByLabel(spanish ? 'Contraseña actual' : 'Current password').fill(PASSWORD);
      await page
        .getByLabel(spanish ? 'Nueva contraseña' : 'New password', { exact: true })
        .fill('short');
      await page
        .getByLabel(spanish ? 'Confirma la nueva contraseña' : 'Confirm new password')
        .fill('short');
      await page
        .getByRole('button', { name: spanish ? 'Cambiar contraseña' : 'Change password' })
        .click();
      await page.getByRole('alert').waitFor();
      shots.push(await screenshot(page, `profile-security-${suffix}`));

      const google = await profile(await googleSession(), options);
      await google.getByRole('tab', { name: spanish ? 'Seguridad' : 'Security' }).click();
      await google.getByText(spanish ? 'Tu cuenta usa el inicio' : 'Your account uses').waitFor();
      shots.push(await screenshot(google, `profile-security-google-${suffix}`));
    }
    expect(shots.filter((path) => existsSync(path))).toHaveLength(8);
  });
});
