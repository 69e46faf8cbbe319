import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { ModelEvent, ModelPath } from '../machines/model-coverage';
import {
  GOOGLE_TEST_CLIENT_ID,
  type GoogleSigner,
  startGoogleSigner,
} from '../mocks/google-jwks-server';
import { type FakeLemonSqueezy, startFakeLemonSqueezy } from '../mocks/lemonsqueezy-server';
import { trialTakenLongAgo } from '../server/pro-user';
import {
  type InProcessApp,
  latestCode,
  launchBrowser,
  registeredSession,
  signedInPage,
  startAppInProcess,
  withFakeGoogle,
} from './harness';

type Event = ModelEvent['event'];

/** What a path's browser page needs: the page, the account it uses, the calls it made. */
interface Tab {
  page: Page;
  email: string;
  responses: Response[];
}

/** One flow in the browser: where it opens, how its user events are done, the API call of
 * each invoked actor, and what each final state shows. */
interface BrowserFlow {
  calls: Record<string, string>;
  open(path: ModelPath): Promise<Tab>;
  act: Record<string, (tab: Tab, event: Event, answer: Event | undefined) => Promise<void>>;
  finals: Record<string, (tab: Tab) => Promise<void>>;
}

let app: InProcessApp;
let browser: Browser;
let google: GoogleSigner;
let payments: FakeLemonSqueezy;
const contexts: BrowserContext[] = [];
let counter = 0;
const newEmail = () => `path${Date.now()}${counter++}@example.com`;

/** A signed-out page; Google's client script comes from the local Google. */
async function visitorTab(path: string): Promise<Tab> {
  const context = await browser.newContext({ locale: 'en-GB' });
  contexts.push(context);
  await withFakeGoogle(context, google.clientScriptUrl);
  return watched(await context.newPage(), path);
}

async function watched(page: Page, path: string): Promise<Tab> {
  const tab: Tab = { page, email: '', responses: [] };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) tab.responses.push(response);
  });
  await page.goto(`${app.baseUrl}${path}`);
  return tab;
}

const post = (path: string, body: unknown) =>
  fetch(`${app.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function unverifiedAccount() {
  const email = newEmail();
  await post('/auth/register/', { name: 'Fan', email, password: 'long-enough-1', language: 'en' });
  return email;
}

const fill = (tab: Tab, label: string, value: string) =>
  tab.page.getByLabel(label, { exact: true }).fill(value);
const press = (tab: Tab, name: string) =>
  tab.page.getByRole('button', { name, exact: true }).click();
const at = (tab: Tab, path: string) => tab.page.waitForURL(`${app.baseUrl}${path}`);

async function register(tab: Tab, event: Event) {
  tab.email = newEmail();
  await fill(tab, 'Name', String(event.name));
  await fill(tab, 'E-mail', tab.email);
  await fill(tab, 'Password', String(event.password));
  await fill(tab, 'Confirm password', String(event.confirmPassword));
  await tab.page.getByLabel('Preferred language').selectOption(String(event.language));
  await press(tab, 'Create account');
}

async function requestReset(tab: Tab) {
  tab.email = (await registeredSession(app)).email;
  await fill(tab, 'E-mail', tab.email);
  await press(tab, 'Send code');
}

// The card's flows that end (the session and the resend wait run for as long as the app does).
const flows: Record<string, BrowserFlow> = {
  login: {
    calls: { login: '/auth/login/', loginWithGoogle: '/auth/oauth/google/' },
    open: () => visitorTab('/auth'),
    act: {
      SUBMIT: async (tab, _event, answer) => {
        const unverified = answer?.error && (answer.error as { status: number }).status === 403;
        tab.email = unverified ? await unverifiedAccount() : (await registeredSession(app)).email;
        await fill(tab, 'E-mail', tab.email);
        await fill(tab, 'Password', 'long-enough-1');
        await press(tab, 'Sign in');
      },
      GOOGLE_CREDENTIAL: async (tab) => {
        tab.email = newEmail();
        google.willSignIn(await google.sign({ sub: tab.email, email: tab.email }));
        await tab.page.reload();
        await press(tab, 'Sign in with Google');
      },
    },
    finals: {
      signedIn: (tab) => at(tab, '/chat'),
      unverified: async (tab) => {
        await at(tab, '/auth/verify-code');
        await expect.poll(() => tab.page.getByLabel('E-mail').inputValue()).toBe(tab.email);
      },
    },
  },
  register: {
    calls: { register: '/auth/register/' },
    open: () => visitorTab('/auth/register'),
    act: { SUBMIT: (tab, event) => register(tab, event) },
    finals: { registered: (tab) => at(tab, '/auth/verify-code') },
  },
  verifyCode: {
    calls: { verifyCode: '/auth/register/verify-code/' },
    // Sign-up leaves the new account on the code check.
    async open() {
      const tab = await visitorTab('/auth/register');
      await register(tab, { type: 'SUBMIT', ...registerValues });
      await at(tab, '/auth/verify-code');
      return tab;
    },
    act: {
      SUBMIT: async (tab) => {
        await fill(tab, 'Code', await latestCode(app, tab.email));
        await press(tab, 'Verify');
      },
    },
    finals: { verified: (tab) => at(tab, '/chat') },
  },
  passwordResetRequest: {
    calls: { requestReset: '/auth/password-reset/request/' },
    open: () => visitorTab('/auth/password-reset'),
    act: { SUBMIT: (tab) => requestReset(tab) },
    finals: {
      requested: async (tab) => {
        await at(tab, '/auth/password-reset/verify');
        await tab.page.getByText(`We sent a 4-digit code to ${tab.email}.`).waitFor();
      },
    },
  },
  passwordReset: {
    calls: {
      verifyResetCode: '/auth/password-reset/verify/',
      confirmReset: '/auth/password-reset/confirm/',
    },
    async open() {
      const tab = await visitorTab('/auth/password-reset');
      await requestReset(tab);
      await at(tab, '/auth/password-reset/verify');
      return tab;
    },
    act: {
      SUBMIT_CODE: async (tab) => {
        await fill(tab, 'Code', await latestCode(app, tab.email));
        await press(tab, 'Verify');
      },
      SUBMIT_PASSWORD: async (tab, event) => {
        await fill(tab, 'New password', String(event.password));
        await fill(tab, 'Confirm new password', String(event.confirmPassword));
        await press(tab, 'Save new password');
      },
    },
    finals: {
      done: async (tab) => {
        await at(tab, '/auth');
        await tab.page.getByText('Your password has been reset. You can sign in now.').waitFor();
      },
    },
  },
  checkout: {
    calls: {
      loadOffer: '/subscriptions/trial/check-eligibility/',
      createCheckout: '/subscriptions/checkout/',
      createTrialCheckout: '/subscriptions/trial/checkout/',
    },
    // A new account; one whose trial is long over when the offer is to leave it out.
    async open(path) {
      const session = await registeredSession(app);
      const offer = path.steps[0]?.event.output as { eligible?: boolean } | undefined;
      if (offer?.eligible === false) {
        const [user] = await app.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, session.email));
        await trialTakenLongAgo(app.database.db, String(user?.id));
      }
      const page = await signedInPage(browser, session, { locale: 'en' });
      contexts.push(page.context());
      return { ...(await watched(page, '/pricing')), email: session.email };
    },
    act: {
      SUBSCRIBE: (tab) => press(tab, 'Subscribe for $9.99 per month'),
      START_TRIAL: (tab) => press(tab, 'Start your 7-day trial for $0.99'),
    },
    // The browser leaves for Lemon Squeezy's checkout page.
    finals: {
      redirecting: (tab) => tab.page.waitForURL(`${payments.url}/checkout/custom/**`),
    },
  },
};

const registerValues = {
  name: 'Ana',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  language: 'en',
};

/** A machine's generated paths as `npm run paths` wrote them (docs/paths/<machine>.json,
 * kept fresh by tests/machines/generated-docs.test.ts). */
interface PathData {
  events: Array<{ type: string; payload?: Record<string, unknown>; means: string }>;
  paths: Array<{ start: string; steps: Array<{ event: number; state: unknown }> }>;
}

/** The shortest generated path that ends in each final state of the machine. */
function shortestToFinals(machine: string, finals: string[]) {
  const data = JSON.parse(readFileSync(`docs/paths/${machine}.json`, 'utf8')) as PathData;
  return finals.map((final) => {
    const candidates = data.paths.flatMap((path) => {
      const end = path.steps.findIndex((step) => step.state === final);
      if (end < 0) return [];
      const steps = path.steps.slice(0, end + 1).map(({ event, state }) => {
        const { type, payload, means } = data.events[event] as PathData['events'][number];
        return { event: { type, ...payload }, means, state };
      });
      return [{ start: path.start, steps } as ModelPath];
    });
    candidates.sort((a, b) => a.steps.length - b.steps.length);
    return { final, path: candidates[0] as ModelPath };
  });
}

/** The server's answer to the page's last call of `path`, as the step names it. */
async function checkAnswer(tab: Tab, path: string, event: Event) {
  const last = () =>
    tab.responses.findLast((seen) => new URL(seen.url()).pathname === `/api${path}`);
  await expect.poll(() => last() !== undefined).toBe(true);
  const response = last() as Response;
  const error = event.error as { status: number; data: { code?: string } } | undefined;
  if (!error) return expect(response.ok()).toBe(true);
  expect(response.status()).toBe(error.status);
  expect(((await response.json()) as { code?: string }).code).toBe(error.data.code);
}

describe('the shortest model path to each final state, in Chromium', () => {
  beforeAll(async () => {
    google = await startGoogleSigner();
    payments = await startFakeLemonSqueezy({
      apiKey: 'ls-e2e-key',
      webhookSecret: 'e2e-webhook-secret',
      storeId: '11',
      monthlyVariantId: '22',
      trialVariantId: '33',
      trialDays: 7,
    });
    app = await startAppInProcess({
      CODE_RESEND_WAIT_SECONDS: '0',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.url,
      PAYMENT_PROVIDER: 'lemonsqueezy',
      LEMONSQUEEZY_API_URL: payments.url,
      LEMONSQUEEZY_API_KEY: 'ls-e2e-key',
      LEMONSQUEEZY_STORE_ID: '11',
      LEMONSQUEEZY_MONTHLY_VARIANT_ID: '22',
      LEMONSQUEEZY_TRIAL_VARIANT_ID: '33',
      LEMONSQUEEZY_WEBHOOK_SECRET: 'e2e-webhook-secret',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
    await payments?.close();
    await google?.close();
  });

  for (const [name, flow] of Object.entries(flows)) {
    for (const { final, path } of shortestToFinals(name, Object.keys(flow.finals))) {
      const steps = path.steps.map((step) => step.means).join(', ');
      it(`${name} → ${final}: ${path.start}, ${steps}`, async () => {
        const tab = await flow.open(path);
        for (const [index, step] of path.steps.entries()) {
          const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type);
          if (answer) {
            await checkAnswer(tab, flow.calls[answer[2] ?? ''] ?? '', step.event);
            continue;
          }
          const act = flow.act[step.event.type];
          if (!act) throw new Error(`no browser action for ${step.event.type}`);
          await act(tab, step.event, path.steps[index + 1]?.event);
        }
        await flow.finals[final]?.(tab);
      });
    }
  }
});
