import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { dataChanged } from '../../cache/invalidation';
import {
  type FootballDataFixture,
  parseFootballDataCsv,
  parseFootballDataFixturesCsv,
} from '../csv/football-data-csv';
import { upsertMatches } from '../match-store';
import {
  describeError,
  type ImportedFile,
  type ImportOptions,
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
 * memory): season results (E0_2324.csv, /mmz4281/2324/E0.csv) or the coming matches
 * (fixtures.csv). Each file is one transaction: a file with any bad row, or a download that
 * fails, writes nothing and is reported; good files are upserted by external key, so
 * importing again changes nothing.
 */
export const csvImporter: MatchImporter<readonly string[]> = {
  source: 'csv',
  async import(db, paths, options = {}) {
    const files = await expandCsvPaths(paths);
    const report: ImportReport = { source: 'csv', files: [], rows: 0, badRows: [] };
    for (const [index, file] of files.entries()) {
      const onBytes = (received: number, size: number | null) =>
        options.onDownload?.({ file, index, total: files.length, received, size });
      const result = await importFile(db, file, onBytes, options);
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

/** fetch, asked once more when the connection was reset before an answer: a kept-alive
 * socket the site closed while the previous file was being written is not the site down. */
async function fetchOnce(url: string, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { signal });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (signal.aborted || code !== 'ECONNRESET') throw error;
    return fetch(url, { signal });
  }
}

/** A URL's body, reporting bytes as they come; throws with the status on anything but 2xx. */
async function download(
  url: string,
  onBytes: (received: number, size: number | null) => void,
  answerTimeoutMs: number,
): Promise<Uint8Array> {
  // A site that does not answer at all fails fast; a slow body still gets the whole minute.
  const unanswered = new AbortController();
  const timer = setTimeout(
    () => unanswered.abort(new Error(`no answer within ${answerTimeoutMs} ms`)),
    answerTimeoutMs,
  );
  const signal = AbortSignal.any([unanswered.signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]);
  const response = await fetchOnce(url, signal).finally(() => clearTimeout(timer));
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

/** football-data.co.uk's list of coming matches (fixtures.csv), as opposed to a season's
 * results. */
export function isFixturesFile(source: string): boolean {
  return csvNameOf(source).toLowerCase() === 'fixtures.csv';
}

/** What a fixture and a result row say alike: which match, when, and its prices. */
function describedMatch(row: FootballDataFixture) {
  return {
    league: row.league,
    season: row.season,
    kickoff: ukLocalToUtc(row.date, row.time ?? DEFAULT_KICKOFF),
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    odds: row.odds && { home: row.odds.home, draw: row.odds.draw, away: row.odds.away },
    bookmakerOdds: row.bookmakerOdds,
    externalKey: matchKey(row.league, row.date, row.homeTeam, row.awayTeam),
  };
}

/** A file's rows as matches, or the problems that keep the whole file out. */
export function parseFile(
  bytes: Uint8Array,
  file: string,
): { incoming: IncomingMatch[]; badRows: ImportProblem[] } {
  // The parser takes the season from names like E0_2324.csv.
  const name = csvNameOf(file);
  let incoming: IncomingMatch[];
  let problems: ImportProblem[];
  if (isFixturesFile(file)) {
    const parsed = parseFootballDataFixturesCsv(bytes, name);
    problems = parsed.badRows;
    incoming = parsed.rows.map((row) => ({
      ...describedMatch(row),
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
    }));
  } else {
    const parsed = parseFootballDataCsv(bytes, name);
    problems = parsed.badRows;
    incoming = parsed.rows.map((row) => ({
      ...describedMatch(row),
      status: 'finished',
      homeGoals: row.homeGoals,
      awayGoals: row.awayGoals,
      stats: row.stats,
    }));
    // fixtures.csv may hold no match of ours (between seasons); a results file must.
    if (problems.length === 0 && incoming.length === 0) {
      problems = [{ file, line: 0, reason: 'no matches' }];
    }
  }
  return { incoming, badRows: problems.map((bad) => ({ ...bad, file })) };
}

async function importFile(
  db: Parameters<MatchImporter<unknown>['import']>[0],
  file: string,
  onBytes: (received: number, size: number | null) => void,
  options: ImportOptions,
): Promise<{ file: ImportedFile; badRows: ImportProblem[] }> {
  let bytes: Uint8Array;
  try {
    bytes = isUrl(file)
      ? await download(file, onBytes, options.answerTimeoutMs ?? DOWNLOAD_TIMEOUT_MS)
      : await readFile(file);
  } catch (error) {
    const what = isUrl(file) ? `download of ${file} failed` : 'cannot read file';
    const reason = `${what}: ${describeError(error)}`;
    return { file: { file, rows: 0, imported: false }, badRows: [{ file, line: 0, reason }] };
  }
  const { incoming, badRows } = parseFile(bytes, file);
  if (badRows.length > 0) return { file: { file, rows: 0, imported: false }, badRows };
  // Coming matches move (television, postponements) and then come back as results: the
  // stored fixture of the same season and pair follows them instead of staying a ghost.
  // fixtures.csv is written days before and may still list a match already played.
  const keepResults = isFixturesFile(file);
  const followMovedFixtures = keepResults || options.followMovedFixtures === true;
  const rows = await db.transaction((tx) =>
    upsertMatches(tx, 'csv', incoming, { followMovedFixtures, keepResults }),
  );
  dataChanged(db);
  return { file: { file, rows, imported: true }, badRows: [] };
}
