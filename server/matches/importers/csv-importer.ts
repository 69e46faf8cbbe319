import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseFootballDataCsv } from '../csv/football-data-csv';
import { upsertMatches } from '../match-store';
import {
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

/** Paths as given, with each folder replaced by its *.csv files (sorted). */
export async function expandCsvPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
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
 * football-data.co.uk CSV files (or folders of them). Each file is one transaction: a file
 * with any bad row writes nothing and its rows are reported; good files are upserted by
 * external key, so importing again changes nothing.
 */
export const csvImporter: MatchImporter<readonly string[]> = {
  source: 'csv',
  async import(db, paths, options = {}) {
    const files = await expandCsvPaths(paths);
    const report: ImportReport = { source: 'csv', files: [], rows: 0, badRows: [] };
    for (const [index, file] of files.entries()) {
      const result = await importFile(db, file);
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

async function importFile(
  db: Parameters<MatchImporter<unknown>['import']>[0],
  file: string,
): Promise<{ file: ImportedFile; badRows: ImportProblem[] }> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = `cannot read file: ${(error as Error).message}`;
    return { file: { file, rows: 0, imported: false }, badRows: [{ file, line: 0, reason }] };
  }
  // The parser takes the season from names like E0_2324.csv.
  const parsed = parseFootballDataCsv(bytes, basename(file));
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
