import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, startApp } from './harness';

// Budgets of the built SPA (dist/, from `npm run build`, which `npm run test:e2e` runs first),
// measured on what Chromium really fetches from the real server.
const INITIAL_JS_BUDGET_BYTES = 120_000;
const dist = join(process.cwd(), 'dist');

const gzipSize = (asset: string) => gzipSync(readFileSync(join(dist, asset))).length;

/** The source modules bundled into a chunk, from its source map (the bundler's own runtime
 * chunk has none, and holds none). */
function modulesOf(asset: string): string[] {
  const path = join(dist, `${asset}.map`);
  if (!existsSync(path)) return [];
  const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

const holds = (asset: string, folder: string) =>
  modulesOf(asset).some((module) => module.startsWith(folder));

interface Visit {
  scripts: string[];
  cspViolations: string[];
}

/** Opens `path` on a fresh page and waits until the network is quiet. */
async function visit(
  browser: Browser,
  baseUrl: string,
  path: string,
  ready: string,
): Promise<Visit> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page: Page = await context.newPage();
  const scripts = new Set<string>();
  const cspViolations: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await context.close();
  return { scripts: [...scripts].sort(), cspViolations };
}

describe('front-end budgets of the built app', () => {
  const running = appInChromium(() => startApp());

  it('loads /auth with at most 120 KB of gzipped JavaScript, chat and profile left out', async () => {
    const { scripts } = await visit(running.browser, running.app.baseUrl, '/auth', 'Sign in');
    const sizes = scripts.map((asset) => ({ asset, gzip: gzipSize(asset) }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(
      `initial JS of /auth: ${(total / 1000).toFixed(1)} kB gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1000} kB)\n${sizes
        .map(({ asset, gzip }) => `  ${asset} ${(gzip / 1000).toFixed(1)} kB`)
        .join('\n')}`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    for (const asset of scripts) {
      expect(holds(asset, 'src/features/chat/'), `${asset} holds chat code`).toBe(false);
      expect(holds(asset, 'src/features/profile/'), `${asset} holds profile code`).toBe(false);
    }
  });

  it("loads a visitor's /pricing without checkout, xstate or the whole catalogue", async () => {
    const { scripts } = await visit(running.browser, running.app.baseUrl, '/pricing', 'Pricing');
    expect(scripts.some((asset) => holds(asset, 'src/features/subscriptions/'))).toBe(true);
    for (const asset of scripts) {
      expect(holds(asset, 'src/features/subscriptions/CheckoutActions'), asset).toBe(false);
      expect(holds(asset, 'node_modules/xstate/'), `${asset} holds xstate`).toBe(false);
      expect(holds(asset, 'locales/'), `${asset} is a whole catalogue`).toBe(false);
    }
  });

  it('builds chat and profile as chunks of their own', () => {
    const chunks = readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`);
    const chat = chunks.filter((asset) => holds(asset, 'src/features/chat/'));
    const profile = chunks.filter((asset) => holds(asset, 'src/features/profile/'));
    expect(chat.length).toBeGreaterThan(0);
    expect(profile.length).toBeGreaterThan(0);
    for (const asset of chat) expect(profile).not.toContain(asset);
    const entry = /src="\/(assets\/[^"]+\.js)"/.exec(
      readFileSync(join(dist, 'index.html'), 'utf8'),
    );
    expect(entry?.[1]).toBeDefined();
    expect([...chat, ...profile]).not.toContain(entry?.[1]);
  });

  it('runs /auth and /pricing under its content security policy without a violation', async () => {
    const auth = await visit(running.browser, running.app.baseUrl, '/auth', 'Sign in');
    const pricing = await visit(running.browser, running.app.baseUrl, '/pricing', 'Pricing');
    expect([...auth.cspViolations, ...pricing.cspViolations]).toEqual([]);
  });
});
