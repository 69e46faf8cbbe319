import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appInChromium, latestCode, screenshot, startApp } from './harness';

describe('accounts in Chromium, on the real server', () => {
  let context: BrowserContext;
  let page: Page;
  let counter = 0;
  const newEmail = () => `player${Date.now()}${counter++}@example.com`;

  // The 60 s wait between codes is the server suite's to pin; here resend may follow sign-up.
  const running = appInChromium(() => startApp({ CODE_RESEND_WAIT_SECONDS: '0' }));

  beforeEach(async () => {
    context = await running.browser.newContext({ locale: 'en-GB' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  async function register(email: string, password = 'correct-horse-1') {
    await page.goto(`${running.app.baseUrl}/auth/register`);
    await page.getByLabel('Name').fill('Ana Player');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${running.app.baseUrl}/auth/verify-code`);
  }

  /** A registered, verified account, signed out again, on the sign-in page. */
  async function verifiedAccount(): Promise<string> {
    const email = newEmail();
    await register(email);
    await page.getByLabel('Code').fill(await latestCode(running.app, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${running.app.baseUrl}/chat`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${running.app.baseUrl}/auth`);
    return email;
  }

  async function signIn(email: string, password: string) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('registers, verifies the mailed code, stays signed in, signs out and in again', async () => {
    const email = newEmail();
    await page.goto(`${running.app.baseUrl}/auth/register`);
    await screenshot(page, 'register-en');
    await register(email);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await screenshot(page, 'verify-code-en');

    await page.getByLabel('Code').fill(await latestCode(running.app, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${running.app.baseUrl}/chat`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(page.url()).toBe(`${running.app.baseUrl}/chat`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${running.app.baseUrl}/auth`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // One identity round trip a sign-in: the login's answer, no `/auth/me/` or token check
    // after it (the reload above verified and refreshed the stored token, as at every start).
    const identityCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/auth\/(login|me|token\/verify)\/$/.test(path)) identityCalls.push(path);
    });
    await signIn(email, 'correct-horse-1');
    await page.waitForURL(`${running.app.baseUrl}/chat`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(identityCalls).toEqual(['/api/auth/login/']);

    // A later entry to a protected screen from outside verifies the stored token again.
    await page.goto(`${running.app.baseUrl}/pricing`);
    await page.goto(`${running.app.baseUrl}/profile`);
    await page.getByRole('tab').first().waitFor();
    expect(identityCalls).toContain('/api/auth/token/verify/');
  });

  it('says invalid email or password for a wrong password', async () => {
    const email = await verifiedAccount();

    await signIn(email, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await screenshot(page, 'sign-in-error-en');
  });

  it('sends an unverified account to the code check, where the resend wait has already started', async () => {
    const email = newEmail();
    await register(email);
    await page.goto(`${running.app.baseUrl}/auth`);
    await signIn(email, 'correct-horse-1');
    await page.waitForURL(`${running.app.baseUrl}/auth/verify-code`);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);

    // Signing in sent a code: asking for another at once would only be refused.
    const countdown = page.getByRole('button', { name: /Send again in \d+ s/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    await screenshot(page, 'verify-code-countdown-en');
  });

  it('resets a forgotten password end to end', async () => {
    const email = await verifiedAccount();

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form has an E-mail field too: fill the reset form's, once it is there.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await screenshot(page, 'password-reset-en');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(`${running.app.baseUrl}/auth/password-reset/verify`);

    const code = await latestCode(running.app, email);
    await page.getByLabel('Code').fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid code. Please try again.' }).waitFor();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await screenshot(page, 'password-reset-new-en');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${running.app.baseUrl}/auth`);

    await signIn(email, 'brand-new-pass');
    await page.waitForURL(`${running.app.baseUrl}/chat`);
  });

  it('brings a signed-out visitor of /profile back there after sign-in', async () => {
    const email = await verifiedAccount();

    await page.goto(`${running.app.baseUrl}/profile`);
    await page.waitForURL(/\/auth\?redirect=%2Fprofile$/);
    await signIn(email, 'correct-horse-1');
    await page.waitForURL(`${running.app.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
  });

  it('shows every account screen in Spanish', async () => {
    await page.goto(`${running.app.baseUrl}/auth`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await screenshot(page, 'sign-in-es');
    await page.getByRole('link', { name: 'Crea una' }).click();
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await screenshot(page, 'register-es');
    const email = newEmail();
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('uno-dos-tres');
    await page.getByLabel('Confirma la contraseña').fill('uno-dos-cuatro');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('alert').filter({ hasText: 'Las contraseñas no coinciden' }).waitFor();
    await page.getByLabel('Confirma la contraseña').fill('uno-dos-tres');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { name: 'Revisa tu correo electrónico' }).waitFor();
    await screenshot(page, 'verify-code-es');
    await page.goto(`${running.app.baseUrl}/auth/password-reset`);
    await page.getByRole('heading', { name: 'Restablece tu contraseña' }).waitFor();
    await screenshot(page, 'password-reset-es');
  });
});
