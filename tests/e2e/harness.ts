import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { startServer } from '../../server/start';
import { freePort } from '../support/free-port';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags proven on these machines: no sandbox as root, and no background calls to Google's
// hosts, which the closed network refuses.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const screenshotDir = join(process.cwd(), 'test-results', 'screenshots');

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The product as a user gets it: the built SPA served by the real API server (`tsx
 * server/main.ts`) on a fresh embedded database. Run `npm run build` first.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'goalvision-e2e-'));
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Offline and the same every run: the demo season, not football-data.co.uk.
      MATCH_DATA: 'demo',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface InProcessApp extends RunningApp {
  /** The server's own database, for what no user can do through the product (a match
   * ending while a test waits). */
  database: Database;
}

/** The same server and built SPA as startApp, run inside the test process so the test can
 * reach its database. */
export async function startAppInProcess(env: Record<string, string> = {}): Promise<InProcessApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'goalvision-e2e-'));
  const server = await startServer(
    loadConfig({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Offline and the same every run: the demo season, not football-data.co.uk.
      MATCH_DATA: 'demo',
      ...env,
    }),
  );
  return {
    baseUrl: server.url,
    database: server.database,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** The app `start` starts and a Chromium, for the tests of the describe block that calls this:
 * started before its first test (after the block's own beforeAll hooks defined earlier, so
 * `start` may use what they start) and stopped after its last. */
export function appInChromium<App extends RunningApp>(
  start: () => Promise<App>,
): { app: App; browser: Browser } {
  const running = {} as { app: App; browser: Browser };
  beforeAll(async () => {
    running.app = await start();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/** Saves a full-page screenshot under test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The last code the outbox holds for `email` (the dev mailbox of the offline default). */
export async function latestCode(app: RunningApp, email: string): Promise<string> {
  const response = await fetch(
    `${app.baseUrl}/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`,
  );
  expect(response.status).toBe(200);
  const mail = (await response.json()) as { code: string };
  expect(mail.code).toMatch(/^\d{4}$/);
  return mail.code;
}

export interface Session {
  email: string;
  token: string;
  user: Record<string, unknown>;
}

/** A verified account made through the API (register, then the mailed code). `beforeVerify`
 * runs between the two, e.g. to subscribe the account so its first token is already Pro. */
export async function registeredSession(
  app: RunningApp,
  {
    language = 'en',
    beforeVerify,
  }: { language?: 'en' | 'es'; beforeVerify?: (email: string) => Promise<void> } = {},
): Promise<Session> {
  const email = `fan${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${app.baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/register/', {
    name: 'Fan',
    email,
    password: 'long-enough-1',
    language,
  });
  expect(registered.status).toBe(201);
  await beforeVerify?.(email);
  const verified = await post('/register/verify-code/', {
    email,
    code: await latestCode(app, email),
  });
  expect(verified.status).toBe(200);
  const { token, user } = (await verified.json()) as Omit<Session, 'email'>;
  return { email, token, user };
}

export interface PageOptions {
  locale: 'en' | 'es';
  theme?: 'dark' | 'light';
  viewport?: { width: number; height: number };
}

/** The phone size the walkthrough used. */
export const phoneViewport = { width: 390, height: 844 };

/** A page that starts with `session` in local storage, the way the SPA keeps it after sign-in. */
export async function signedInPage(
  browser: Browser,
  session: Session,
  { locale, theme = 'dark', viewport = { width: 1280, height: 900 } }: PageOptions,
): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  await context.addInitScript(
    (stored: Record<string, string>) => {
      // Runs on every navigation: only the first may sign in, or a reload would put back
      // the first token over the refreshed one.
      if (localStorage.getItem('token')) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      token: session.token,
      user: JSON.stringify({ ...session.user, language: locale }),
      lang: locale,
      'goalvision-theme': theme,
    },
  );
  return context.newPage();
}

/** The context's pages load Google's client script from the local Google (`scriptUrl`, the
 * fake's `clientScriptUrl`): the browser is offline. */
export async function withFakeGoogle(context: BrowserContext, scriptUrl: string) {
  await context.route('https://accounts.google.com/gsi/client', async (route) => {
    const script = await fetch(scriptUrl);
    await route.fulfill({ contentType: 'text/javascript', body: await script.text() });
  });
}
