// `npm run bench:import`: how long MATCH_DATA=auto's first import takes — five seasons of the
// five leagues and fixtures.csv from a local football-data.co.uk (tests/mocks, built from
// ../shared/data/football-data) over loopback into a fresh database (in-memory PGlite, or
// PostgreSQL with DATABASE_URL) — against a baseline measured in the same run: downloading
// and parsing the same files without a database. Figures in bench/README.md.

import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { fixturesUrl, seasonFiles } from '../server/matches/co-uk-sync';
import {
  parseFootballDataCsv,
  parseFootballDataFixturesCsv,
} from '../server/matches/csv/football-data-csv';
import { csvImporter, csvNameOf } from '../server/matches/importers/csv-importer';
import { predictionService } from '../server/matches/predictions';
import { startFakeFootballDataCoUk } from '../tests/mocks/football-data-co-uk-server';
import { median } from './support';

const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? resolve('../shared/data/football-data');
const NOW = new Date('2024-03-01T12:00:00Z');
const runs = Number(process.env.RUNS ?? 3);

const site = await startFakeFootballDataCoUk({
  dataDir: DATA_DIR,
  currentSeasonStart: 2023,
  seasons: 5,
  cutoff: '2024-03-01',
});
const urls = [fixturesUrl(site.url), ...seasonFiles(site.url, NOW).map((f) => f.url)];

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** Baseline: the same downloads and parsing, no database. */
async function parseOnly(): Promise<number> {
  let rows = 0;
  for (const url of urls) {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    const parse = url.endsWith('/fixtures.csv')
      ? parseFootballDataFixturesCsv
      : parseFootballDataCsv;
    rows += parse(bytes, csvNameOf(url)).rows.length;
  }
  return rows;
}

async function fullImport() {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase(config);
  try {
    await migrate(database);
    // A PostgreSQL database is reused between runs: start each run empty.
    await database.db.execute(sql`truncate matches, teams cascade`);
    const [importMs, report] = await time(() => csvImporter.import(database.db, urls));
    const [predictMs] = await time(() => predictionService(database.db).refreshUpcoming(NOW));
    return { importMs, predictMs, rows: report.rows, failed: report.badRows };
  } finally {
    await database.close();
  }
}

const baseline: number[] = [];
const imports: number[] = [];
const predicts: number[] = [];
let rows = 0;
for (let i = 0; i < runs; i++) {
  const [ms, parsed] = await time(parseOnly);
  baseline.push(ms);
  const run = await fullImport();
  if (run.failed.length > 0) throw new Error(JSON.stringify(run.failed));
  imports.push(run.importMs);
  predicts.push(run.predictMs);
  rows = run.rows;
  if (parsed !== rows) throw new Error(`parsed ${parsed} rows but imported ${rows}`);
}
await site.close();

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
const b = median(baseline);
const m = median(imports);
const p = median(predicts);
console.log(`full import: ${urls.length} files, ${rows} matches, ${database}, median of ${runs}`);
console.log(`  download + parse only (baseline): ${b.toFixed(0)} ms`);
console.log(
  `  download + parse + database:      ${m.toFixed(0)} ms  (${(m / b).toFixed(1)}x baseline)`,
);
console.log(`  then predictions of upcoming:     ${p.toFixed(0)} ms`);
console.log(`  import per match:                 ${((m / rows) * 1000).toFixed(0)} µs`);
