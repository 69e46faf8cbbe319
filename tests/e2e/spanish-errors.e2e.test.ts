import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, subscriptions, users } from '../../server/db/schema';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../mocks/google-jwks-server';
import { type FakeOpenAi, startFakeOpenAi } from '../mocks/openai-server';
import { backdateCode } from '../server/auth/code-rows';
import { makePro } from '../server/pro-user';
import {
  type InProcessApp,
  latestCode,
  launchBrowser,
  registeredSession,
  type Session,
  screenshot,
  signedInPage,
  startAppInProcess,
  withFakeGoogle,
} from './harness';

/** msgid → msgstr of a Lingui catalogue (multi-line strings joined). */
function catalogue(language: 'en' | 'es'): Map<string, string> {
  const text = readFileSync(`locales/${language}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((match) => JSON.parse(`"${match[1]}"`) as string)
      .join('');
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (id?.[1] && str?.[1]) entries.set(unquote(id[1]), unquote(str[1]));
  }
  return entries;
}

const english = catalogue('en');
const spanish = catalogue('es');

/** A catalogue string as a pattern: its placeholders ({seconds}, {0}…) match any text. */
const patternOf = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
  );

// What a Spanish page must never show: every English string of the catalogue that the
// Spanish one words differently (brand names, "Pro", scores and the like read the same).
// Lingui's component tags (`<0>Sign in</0>`) are not part of the text a page shows.
const shownText = (text: string) => text.replace(/<\/?\d+>/g, '');
const englishOnly = [...english.entries()]
  .map(([id, text]) => ({
    text: shownText(text || id),
    same: spanish.get(id) === (text || id),
  }))
  .filter(({ text, same }) => !same && /[a-z]{2}/i.test(text.replace(/\{\w+\}/g, '')))
  .map(({ text }) => ({ text, pattern: patternOf(text) }));

/** The Spanish catalogue's text for an English message, as a pattern when it has values. */
function es(id: string): string {
  const text = spanish.get(id);
  if (!text) throw new Error(`no Spanish for ${id}`);
  return text;
}
const esPattern = (id: string) => patternOf(es(id));

/** Every visible text of the page: each text node and each element's rendered text. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent?.checkVisibility()) texts.add(text);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility()) continue;
      const text = element.innerText?.trim();
      if (text && text.length < 400) texts.add(text);
      // Words a reader meets without a text node: placeholders, and what a screen reader says.
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** The English catalogue strings the page shows. */
async function englishShown(page: Page): Promise<string[]> {
  const shown = await visibleTexts(page);
  return shown.filter((text) =>
    englishOnly.some(({ text: englishText, pattern }) =>
      englishText.includes('{') ? pattern.test(text) : text === englishText,
    ),
  );
}

/** Fails with the English strings a Spanish page shows, if any. */
async function expectNoEnglish(page: Page) {
  expect(await englishShown(page), `English on ${page.url()}`).toEqual([]);
}

/** Waits for a message (an exact text or a pattern) and checks the page has no English. */
async function expectMessage(page: Page, message: string | RegExp) {
  await page.getByText(message).first().waitFor();
  await expectNoEnglish(page);
}

describe('every SPEC.md §8 error in Spanish, in Chromium', () => {
  let app: InProcessApp;
  let browser: Browser;
  let google: GoogleSigner;
  let llm: FakeOpenAi;
  const contexts: BrowserContext[] = [];
  let counter = 0;
  const newEmail = () => `hincha${Date.now()}${counter++}@example.com`;

  beforeAll(async () => {
    google = await startGoogleSigner();
    llm = await startFakeOpenAi();
    llm.behave({ kind: 'stream', pieces: ['Hola.'] });
    app = await startAppInProcess({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
      CHAT_RATE_LIMIT_PER_USER: '1',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.url,
      // An LLM on a local server speaking OpenAI's protocol, so the analyst can fail.
      ANALYST: 'openai',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-model',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
    await google?.close();
    await llm?.close();
  });

  /** A signed-out visitor whose interface is in Spanish; the page's clock can be moved on. */
  async function visitorPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'es-ES' });
    contexts.push(context);
    await withFakeGoogle(context, google.clientScriptUrl);
    await context.addInitScript(() => localStorage.setItem('lang', 'es'));
    const page = await context.newPage();
    await page.clock.install();
    return page;
  }

  async function trackedPage(page: Page) {
    contexts.push(page.context());
    await withFakeGoogle(page.context(), google.clientScriptUrl);
    return page;
  }

  const userIdOf = async (email: string) => {
    const [user] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };

  async function apiPost(path: string, body: unknown) {
    return fetch(`${app.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** A Pro subscriber's Spanish page (the chat and the Subscriptions tab need one). */
  async function proPage() {
    const session = await registeredSession(app, { language: 'es' });
    await makePro(app.database.db, await userIdOf(session.email), 'active');
    return {
      session,
      page: await trackedPage(await signedInPage(browser, session, { locale: 'es' })),
    };
  }

  /** The first match of the demo data in `status`. */
  async function firstMatch(session: Session, status: 'finished' | 'upcoming') {
    const response = await fetch(`${app.baseUrl}/api/matches/?status=${status}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const body = (await response.json()) as { data?: { id: string }[] } | { id: string }[];
    const first = (Array.isArray(body) ? body : (body.data ?? []))[0];
    if (!first) throw new Error(`no ${status} match in the demo data`);
    return first.id;
  }

  const signInAs =
    (page: Page, labels: { email: string; password: string; submit: string }) =>
    async (email: string, password: string) => {
      await page.getByLabel(labels.email).fill(email);
      await page.getByLabel(labels.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: labels.submit, exact: true }).click();
    };
  const signIn = (page: Page, email: string, password: string) =>
    signInAs(page, { email: es('E-mail'), password: es('Password'), submit: es('Sign in') })(
      email,
      password,
    );

  it('finds English where there is some: the same sign-in refusal on an English page', async () => {
    expect(englishOnly.map(({ text }) => text)).toContain('Email is already in use');
    expect(englishOnly.map(({ text }) => text)).not.toContain('Pro');
    const context = await browser.newContext({ locale: 'en-GB' });
    contexts.push(context);
    await withFakeGoogle(context, google.clientScriptUrl);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/auth`);
    await signInAs(page, { email: 'E-mail', password: 'Password', submit: 'Sign in' })(
      `nadie${counter++}@example.com`,
      'wrong-password-1',
    );
    await page.getByText('Invalid email or password').waitFor();
    expect(await englishShown(page)).toEqual(
      expect.arrayContaining([
        'Invalid email or password',
        'Sign in',
        'Forgot your password?',
        // A string with components (`No account yet? <0>Create one</0>`) is found too.
        'No account yet? Create one',
      ]),
    );
  });

  it('signs in: wrong password, unknown address, too many attempts, Google account, unverified', async () => {
    const page = await visitorPage();
    const { email } = await registeredSession(app);
    await page.goto(`${app.baseUrl}/auth`);
    await expectNoEnglish(page);

    await signIn(page, email, 'wrong-password-1');
    await expectMessage(page, es('Invalid email or password'));
    await screenshot(page, 'spanish-errors-sign-in');
    await signIn(page, `nadie${counter++}@example.com`, 'wrong-password-1');
    await expectMessage(page, es('Invalid email or password'));

    // AUTH_RATE_LIMIT_PER_ACCOUNT=5 failures: the next one is refused with how long to wait.
    for (const attempt of [2, 3, 4, 5, 6]) await signIn(page, email, `wrong-password-${attempt}`);
    await expectMessage(page, esPattern('Too many attempts. Please try again in {minutes} min.'));

    const googleOnly = newEmail();
    await app.database.db.insert(users).values({
      email: googleOnly,
      name: 'Google',
      oauthOnly: true,
      emailVerifiedAt: new Date(),
    });
    await signIn(page, googleOnly, 'any-password-1');
    await expectMessage(
      page,
      es(
        "This account was created with Google. Please use 'Sign in with Google' to access your account.",
      ),
    );

    const unverified = newEmail();
    expect(
      (
        await apiPost('/auth/register/', {
          name: 'Ana',
          email: unverified,
          password: 'long-enough-1',
          language: 'es',
        })
      ).status,
    ).toBe(201);
    await signIn(page, unverified, 'long-enough-1');
    await page.waitForURL(`${app.baseUrl}/auth/verify-code`);
    await expectMessage(page, es('Check your e-mail'));
  });

  it('signs in with Google: a token Google did not sign, Google out of reach', async () => {
    const page = await visitorPage();
    google.willSignIn(
      await google.sign(
        { sub: `forged-${counter++}`, email: newEmail() },
        { key: google.otherKey },
      ),
    );
    await page.goto(`${app.baseUrl}/auth`);
    await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
    await expectMessage(page, es('Google sign-in failed. Please try again.'));
    await screenshot(page, 'spanish-errors-google-refused');

    // Google's script cannot be fetched at all (offline, blocked).
    await page.context().unroute('https://accounts.google.com/gsi/client');
    await page
      .context()
      .route('https://accounts.google.com/gsi/client', (route) =>
        route.abort('internetdisconnected'),
      );
    await page.goto(`${app.baseUrl}/auth/register`);
    await expectMessage(page, es('Google sign-in could not be loaded.'));
  });

  it('signs up: passwords that differ, a taken address', async () => {
    const page = await visitorPage();
    const { email } = await registeredSession(app);
    await page.goto(`${app.baseUrl}/auth/register`);
    const fill = async (address: string, confirm: string) => {
      await page.getByLabel(es('Name')).fill('Ana');
      await page.getByLabel(es('E-mail')).fill(address);
      await page.getByLabel(es('Password'), { exact: true }).fill('long-enough-1');
      await page.getByLabel(es('Confirm password')).fill(confirm);
      await page.getByRole('button', { name: es('Create account') }).click();
    };
    await fill(newEmail(), 'something-else-1');
    await expectMessage(page, es('Passwords do not match'));
    await fill(email, 'long-enough-1');
    await expectMessage(page, es('Email is already in use'));
    await screenshot(page, 'spanish-errors-sign-up-taken');
  });

  it('verifies the sign-up code: wrong, resent too soon, expired, resent', async () => {
    const page = await visitorPage();
    const email = newEmail();
    await page.goto(`${app.baseUrl}/auth/register`);
    await page.getByLabel(es('Name')).fill('Ana');
    await page.getByLabel(es('E-mail')).fill(email);
    await page.getByLabel(es('Password'), { exact: true }).fill('long-enough-1');
    await page.getByLabel(es('Confirm password')).fill('long-enough-1');
    await page.getByRole('button', { name: es('Create account') }).click();
    await page.waitForURL(`${app.baseUrl}/auth/verify-code`);
    const code = await latestCode(app, email);

    await page.getByLabel(es('Code')).fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: es('Verify') }).click();
    await expectMessage(page, es('Incorrect code. Please try again.'));

    // The page's countdown is over, the server's 60 s are not: it says how long is left.
    await page.clock.runFor('01:01');
    await page.getByRole('button', { name: es('Send the code again') }).click();
    await expectMessage(page, esPattern('Please wait {seconds} s before asking for another code.'));
    await screenshot(page, 'spanish-errors-resend-too-soon');

    await backdateCode(app.database.db, email, 'registration', 11);
    await page.getByLabel(es('Code')).fill(code);
    await page.getByRole('button', { name: es('Verify') }).click();
    await expectMessage(page, es('This code has expired. Request a new one.'));

    await page.getByRole('button', { name: es('Send the code again') }).click();
    await expectMessage(page, es('The code has been sent again.'));
  });

  it('resets a password: unknown address, wrong code, resent too soon, expired at confirm', async () => {
    const page = await visitorPage();
    const { email } = await registeredSession(app);
    await page.goto(`${app.baseUrl}/auth/password-reset`);
    await page.getByLabel(es('E-mail')).fill(`nadie${counter++}@example.com`);
    await page.getByRole('button', { name: es('Send code') }).click();
    await expectMessage(page, es('The provided user or email does not exist.'));

    await page.getByLabel(es('E-mail')).fill(email);
    await page.getByRole('button', { name: es('Send code') }).click();
    await page.waitForURL(`${app.baseUrl}/auth/password-reset/verify`);
    const code = await latestCode(app, email);
    await page.getByLabel(es('Code')).fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: es('Verify') }).click();
    await expectMessage(page, es('Invalid code. Please try again.'));

    await page.clock.runFor('01:01');
    await page.getByRole('button', { name: es('Send the code again') }).click();
    await expectMessage(page, esPattern('Please wait {seconds} s before asking for another code.'));

    await page.getByLabel(es('Code')).fill(code);
    await page.getByRole('button', { name: es('Verify') }).click();
    await page.getByLabel(es('New password'), { exact: true }).fill('brand-new-pass');
    await page.getByLabel(es('Confirm new password')).fill('other-new-pass');
    await page.getByRole('button', { name: es('Save new password') }).click();
    await expectMessage(page, es('Passwords do not match.'));

    await backdateCode(app.database.db, email, 'password_reset', 11);
    await page.getByLabel(es('Confirm new password')).fill('brand-new-pass');
    await page.getByRole('button', { name: es('Save new password') }).click();
    await expectMessage(page, es('This code has expired. Request a new one.'));
    await screenshot(page, 'spanish-errors-reset-expired');
    // Nothing was spent: the code row is still there for a resend to replace.
    expect(await app.database.db.select().from(oneTimeCodes)).not.toHaveLength(0);
  });

  it('checks the session: no token, an invalid token', async () => {
    const page = await visitorPage();
    await page.goto(`${app.baseUrl}/chat`);
    await page.waitForURL(/\/auth/);
    await expectMessage(page, es('No authentication token found'));

    // A well-formed token, unexpired and Pro, that the server did not sign.
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      part({ alg: 'HS256', typ: 'JWT' }),
      part({ sub: 'nobody', exp: Math.floor(Date.now() / 1000) + 3600, is_pro: true }),
      'c2lnbmF0dXJl',
    ].join('.');
    await page.evaluate((token) => localStorage.setItem('token', token), forged);
    await page.goto(`${app.baseUrl}/profile`);
    await page.waitForURL(/\/auth/);
    await expectMessage(page, es('Invalid authentication token'));
  });

  it('refuses a second checkout to a paused subscriber, in Spanish', async () => {
    const session: Session = await registeredSession(app, { language: 'es' });
    const page = await trackedPage(await signedInPage(browser, session, { locale: 'es' }));
    await page.goto(`${app.baseUrl}/pricing`);
    const subscribe = page.getByRole('button', { name: /Suscríbete por/ });
    await subscribe.waitFor();
    // Paused in another tab after this page loaded its plan: the server says why not.
    await makePro(app.database.db, await userIdOf(session.email), 'paused');
    await subscribe.click();
    const paused = es('Your subscription is paused. Resume it instead of buying another.');
    await page.getByText(paused).waitFor();
    await page.waitForTimeout(800); // the toast's entrance, for the screenshot only
    await page.screenshot({ path: 'test-results/screenshots/spanish-errors-checkout-paused.png' });
    await expectMessage(page, paused);
  });

  it('refuses a trial to an account that had one since the page loaded, in Spanish', async () => {
    const session: Session = await registeredSession(app, { language: 'es' });
    const page = await trackedPage(await signedInPage(browser, session, { locale: 'es' }));
    await page.goto(`${app.baseUrl}/pricing`);
    const trial = page.getByRole('button', { name: /Empieza tu prueba/ });
    await trial.waitFor();
    // A trial taken in another tab after this page asked: the server no longer offers one.
    await app.database.db.insert(subscriptions).values({
      userId: await userIdOf(session.email),
      provider: 'sandbox',
      providerSubscriptionId: `trial-${session.email}`,
      status: 'expired',
      isTrial: true,
      providerUpdatedAt: new Date(),
    });
    await trial.click();
    await expectMessage(page, es('The trial is not available for this account.'));
  });

  it('profile: name and language not saved, the same e-mail, a wrong code, a short password', async () => {
    const session = await registeredSession(app, { language: 'es' });
    const page = await trackedPage(await signedInPage(browser, session, { locale: 'es' }));
    await page.goto(`${app.baseUrl}/profile`);
    await page.getByRole('tab').first().waitFor();
    await expectNoEnglish(page);

    // The server out of reach while saving: SPEC §8's fallbacks.
    const offline = (route: import('playwright-core').Route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback();
    await page.route('**/api/auth/me/', offline);
    await page.getByLabel(es('Name'), { exact: true }).fill('Ana Nueva');
    await page.getByRole('button', { name: es('Save name') }).click();
    await expectMessage(page, es('Failed to update name'));
    await page.getByLabel(es('Language')).selectOption('en');
    await expectMessage(page, es('Failed to update language'));
    await page.unroute('**/api/auth/me/', offline);

    const password = page.getByLabel(es('Current password'), { exact: true });
    await page.getByLabel(es('New e-mail')).fill(session.email.toUpperCase());
    await password.fill('long-enough-1');
    await page.getByRole('button', { name: es('Send code') }).click();
    await expectMessage(page, es('Please enter a different email'));

    const newEmail = `nuevo-${session.email}`;
    await page.getByLabel(es('New e-mail')).fill(newEmail);
    await password.fill('long-enough-1');
    await page.route('**/api/auth/email-change/request/', (route) =>
      route.abort('connectionrefused'),
    );
    await page.getByRole('button', { name: es('Send code') }).click();
    await expectMessage(page, es('Failed to request email change'));
    await page.unroute('**/api/auth/email-change/request/');
    await page.getByRole('button', { name: es('Send code') }).click();
    await page.getByLabel(es('Code')).waitFor();
    const code = await latestCode(app, newEmail);
    await page.getByLabel(es('Code')).fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: es('Confirm new e-mail') }).click();
    await expectMessage(page, es('Invalid verification code'));
    await screenshot(page, 'spanish-errors-profile-code');

    await page.getByRole('tab', { name: es('Security') }).click();
    await page.getByLabel(es('Current password'), { exact: true }).fill('long-enough-1');
    await page.getByLabel(es('New password'), { exact: true }).fill('corta');
    await page.getByLabel(es('Confirm new password'), { exact: true }).fill('corta');
    await page.getByRole('button', { name: es('Change password') }).click();
    await expectMessage(page, es('Password must be at least 8 characters'));
  });

  it('profile: a cancel the server does not take', async () => {
    const { page } = await proPage();
    await page.goto(`${app.baseUrl}/profile?tab=subscriptions`);
    await page.route('**/api/subscriptions/subscription/*/cancel/', (route) =>
      route.abort('connectionrefused'),
    );
    await page.getByRole('button', { name: es('Cancel subscription') }).click();
    await page.getByRole('button', { name: es('Yes, cancel') }).click();
    await expectMessage(page, es('Failed to cancel subscription. Please try again.'));
  });

  it('chats: the analyst unavailable', async () => {
    const { session, page } = await proPage();
    const match = await firstMatch(session, 'upcoming');
    llm.behave({ kind: 'status', status: 500, body: '{"error":{"message":"down"}}' });
    await page.goto(`${app.baseUrl}/chat/${crypto.randomUUID()}?match=${match}`);
    const question = page.getByLabel(es('Your question'));
    await question.fill('¿Quién ganará?');
    await question.press('Enter');
    await expectMessage(page, es('The analyst is not available right now. Please try again.'));
    await screenshot(page, 'spanish-errors-analyst-unavailable');
    llm.behave({ kind: 'stream', pieces: ['Hola.'] });
  });

  it('chats: a finished match, a missing chat, too many messages', async () => {
    const { session, page } = await proPage();
    const matches = (status: 'finished' | 'upcoming') => firstMatch(session, status);

    await page.goto(
      `${app.baseUrl}/chat/${crypto.randomUUID()}?match=${await matches('finished')}`,
    );
    await expectMessage(page, es('Cannot select a finished match'));

    await page.goto(`${app.baseUrl}/chat/${crypto.randomUUID()}`);
    await expectMessage(page, es('This chat does not exist.'));

    // CHAT_RATE_LIMIT_PER_USER=1: the second question within a minute is refused.
    await page.goto(
      `${app.baseUrl}/chat/${crypto.randomUUID()}?match=${await matches('upcoming')}`,
    );
    const question = page.getByLabel(es('Your question'));
    await question.fill('¿Quién ganará?');
    await question.press('Enter');
    await page
      .getByRole('article', { name: es('Analyst') })
      .first()
      .waitFor();
    await question.fill('¿Y cuántos goles?');
    await question.press('Enter');
    await expectMessage(
      page,
      esPattern('Too many messages. Please wait {seconds} s and try again.'),
    );
    await screenshot(page, 'spanish-errors-chat-limit');
  });
});
