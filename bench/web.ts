// Lighthouse on the built SPA served by the real server, with Debian's Chromium.
//   npm run bench:web            (builds first; CHROMIUM_PATH overrides /usr/bin/chromium)
// Audits /auth and /pricing in Lighthouse's default mobile mode (simulated slow 4G and a 4x
// slower CPU) and in its desktop preset, each `--runs` times (default 3), and prints the run
// of median performance with its accessibility score and the timings behind performance:
// the median, as Lighthouse's docs advise, because a busy machine makes single runs vary
// (total blocking time above all). Exits 1 when a median score is below 95.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { freePort } from '../tests/support/free-port';
import { option } from './support';

const TARGET = 95;
/** `--name value` from the command line, undefined when not given. */
const textOption = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
// `--pages /pricing` and `--modes mobile` narrow the run (comma-separated lists).
const PAGES = (textOption('pages') ?? '/auth,/pricing').split(',');
const MODES = (textOption('modes') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
// `--reports DIR` keeps every run's Lighthouse JSON (request chains, LCP element, traces of
// the simulation) for reading with Lighthouse's viewer or jq.
const REPORTS = textOption('reports');
const RUNS = option('runs', 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with its DevTools port open, for Lighthouse to drive; no profile of its own. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'goalvision-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stop() ends the renderers and helpers with it.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${chromiumPath} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${chromiumPath} did not open its DevTools port`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-(child.pid as number), 'SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

interface Row {
  page: string;
  mode: string;
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  failing: string[];
  /** Performance of every run, lowest first. */
  spread: string;
}

const server = await startServer(
  loadConfig({
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    MATCH_DATA: 'demo',
  }),
);
const chromium = await launchChromium();
const rows: Row[] = [];
try {
  for (const mode of MODES) {
    for (const page of PAGES) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(page, mode, run));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)] as Row;
      rows.push({ ...median, spread: runs.map((r) => r.performance).join('/') });
    }
  }
} finally {
  await chromium.stop();
  await server.close();
}

async function audit(page: string, mode: 'mobile' | 'desktop', run: number): Promise<Row> {
  const result = await lighthouse(
    `${server.url}${page}`,
    {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    mode === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${page.replace(/\W+/g, '') || 'root'}-${mode}-${run + 1}.json`;
    writeFileSync(join(REPORTS, name), result.report as string);
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    page,
    mode,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
    // Accessibility audits that failed, to say what keeps a score down.
    failing: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    spread: '',
  };
}

console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${chromiumPath}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
);
console.log(`median of ${RUNS} run(s) per page and mode`);
console.log('| page | mode | performance | accessibility | FCP | LCP | TBT | CLS | runs |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.mode} | ${row.performance} | ${row.accessibility} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.spread} |`,
  );
}
for (const row of rows.filter((r) => r.failing.length > 0)) {
  console.log(`${row.page} (${row.mode}) accessibility audits failing: ${row.failing.join(', ')}`);
}
const below = rows.filter((row) => row.performance < TARGET || row.accessibility < TARGET);
if (below.length > 0) {
  console.log(`Below ${TARGET}: ${below.map((row) => `${row.page} (${row.mode})`).join(', ')}`);
  process.exitCode = 1;
}
