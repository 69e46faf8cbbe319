import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseFootballDataCsv } from '../csv/football-data-csv';
import { upsertMatches } from '../match-store';
import {
  describeError,
  type ImportedFile,
  type ImportProblem,
  type ImportReport,
  type IncomingMatch,
  type MatchImporter,
  matchKey,
} from './importer';
import { ukLocalToUtc } from './uk-time';

// football-data.co.uk files without a Time column: a Saturday-afternoon kick-off.
const DEFAULT_KICKOFF = '15:00';
// A season's csv is well under 1 MB; anything far bigger is not one.
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** http(s) URLs are downloaded; anything else is a path. */
export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/**
 * The name the parser reads the season from: football-data.co.uk serves a season's files
 * as /mmz4281/2324/E0.csv, which becomes E0_2324.csv; other names are kept.
 */
export function csvNameOf(source: string): string {
  if (!isUrl(source)) return basename(source);
  const path = new URL(source).pathname;
  const season = /\/(\d{4})\/([A-Za-z0-9]+)\.csv$/i.exec(path);
  if (season) return `${season[2]}_${season[1]}.csv`;
  return basename(path);
}

/** Paths and URLs as given, with each folder replaced by its *.csv files (sorted). */
export async function expandCsvPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    if (isUrl(path)) {
      files.push(path);
      continue;
    }
    const info = await stat(path);
    if (!info.isDirectory()) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).filter((n) => n.toLowerCase().endsWith('.csv')).sort();
    files.push(...names.map((n) => join(path, n)));
  }
  return files;
}

/**
 * football-data.co.uk CSV files, folders of them, or http(s) URLs of them (downloaded into
 * memory). Each file is one transaction: a file with any bad row, or a download that fails,
 * writes nothing and is reported; good files are upserted by external key, so importing
 * again changes nothing.
 */
export const csvImporter: MatchImporter<readonly string[]> = {
  source: 'csv',
  async import(db, paths, options = {}) {
    const files = await expandCsvPaths(paths);
    const report: ImportReport = { source: 'csv', files: [], rows: 0, badRows: [] };
    for (const [index, file] of files.entries()) {
      const onBytes = (received: number, size: number | null) =>
        options.onDownload?.({ file, index, total: files.length, received, size });
      const result = await importFile(db, file, onBytes);
      report.files.push(result.file);
      report.rows += result.file.rows;
      report.badRows.push(...result.badRows);
      options.onProgress?.({
        file,
        index,
        total: files.length,
        rows: result.file.rows,
        badRows: result.badRows.length,
      });
    }
    return report;
  },
};

/** A URL's body, reporting bytes as they come; throws with the status on anything but 2xx. */
async function download(
  url: string,
  onBytes: (received: number, size: number | null) => void,
): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  }
  const size = Number(response.headers.get('content-length')) || null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onBytes(0, size);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw new Error(`larger than ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
    onBytes(received, size);
  }
  return Buffer.concat(chunks);
}

async function importFile(
  db: Parameters<MatchImporter<unknown>['import']>[0],
  file: string,
  onBytes: (received: number, size: number | null) => void,
): Promise<{ file: ImportedFile; badRows: ImportProblem[] }> {
  let bytes: Uint8Array;
  try {
    bytes = isUrl(file) ? await download(file, onBytes) : await readFile(file);
  } catch (error) {
    const what = isUrl(file) ? `download of ${file} failed` : 'cannot read file';
    const reason = `${what}: ${describeError(error)}`;
    return { file: { file, rows: 0, imported: false }, badRows: [{ file, line: 0, reason }] };
  }
  // The parser takes the season from names like E0_2324.csv.
  const parsed = parseFootballDataCsv(bytes, csvNameOf(file));
  const badRows = parsed.badRows.map((bad) => ({ ...bad, file }));
  if (badRows.length > 0 || parsed.rows.length === 0) {
    const problems = badRows.length > 0 ? badRows : [{ file, line: 0, reason: 'no matches' }];
    return { file: { file, rows: 0, imported: false }, badRows: problems };
  }
  const incoming: IncomingMatch[] = parsed.rows.map((row) => ({
    league: row.league,
    season: row.season,
    kickoff: ukLocalToUtc(row.date, row.time ?? DEFAULT_KICKOFF),
    status: 'finished',
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
    odds: row.odds && { home: row.odds.home, draw: row.odds.draw, away: row.odds.away },
    externalKey: matchKey(row.league, row.date, row.homeTeam, row.awayTeam),
  }));
  const rows = await db.transaction((tx) => upsertMatches(tx, 'csv', incoming));
  return { file: { file, rows, imported: true }, badRows: [] };
}
