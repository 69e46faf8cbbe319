import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, screenshot, screenshotDir, startApp } from '../tests/e2e/harness';
import {
  type Locale,
  pageFor,
  proSession,
  routeVisits,
  type Theme,
} from '../tests/e2e/route-visits';

// `npm run screenshots`: every route of the app in dark and light, English and Spanish, on
// the real server, as test-results/screenshots/<route>-<locale>-<theme>.png.

const root = process.cwd();
const builtIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'locales', 'index.html', 'vite.config.ts', 'contracts'];

/** The newest modification time under `path` (a file or a folder). */
function newest(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds the SPA when there is no build or a source is newer than it. */
function buildIfNeeded(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.filter((p) => existsSync(p)).map(newest));
  if (builtAt >= changedAt) {
    console.log('build: up to date');
    return;
  }
  console.log('build: npm run build');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

async function main(): Promise<void> {
  buildIfNeeded();
  // One address plays every visitor: lift the per-IP limits.
  const app = await startApp({ AUTH_RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_MAX: '100000' });
  const browser = await launchBrowser();
  let failures = 0;
  try {
    const session = await proSession(app);
    const locales: Locale[] = ['en', 'es'];
    const themes: Theme[] = ['dark', 'light'];
    for (const visit of routeVisits) {
      for (const locale of locales) {
        for (const theme of themes) {
          const name = `${visit.name}-${locale}-${theme}`;
          // Once more on failure: the first visits wait for every league's model to be fitted
          // on a machine that may be busy.
          for (let attempt = 1; attempt <= 2; attempt++) {
            const page = await pageFor(browser, visit, session, { locale, theme });
            try {
              await visit.open(page, app, session);
              console.log(await screenshot(page, name));
              break;
            } catch (error) {
              console.error(`${name} (attempt ${attempt}): ${(error as Error).message}`);
              if (attempt === 2) failures++;
            } finally {
              await page.context().close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(`${failures === 0 ? 'done' : `${failures} failed`}: ${screenshotDir}`);
  if (failures > 0) process.exitCode = 1;
}

await main();
