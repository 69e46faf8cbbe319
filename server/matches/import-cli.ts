import { pathToFileURL } from 'node:url';
import { announceInvalidation } from '../cache/invalidation-transport';
import { type Config, ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import type { Db } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { type ProgressOutput, progressReporter } from './import-progress';
import { csvImporter } from './importers/csv-importer';
import { footballDataOrgImporter } from './importers/football-data-org-importer';
import type { ImportReport } from './importers/importer';

// `npm run data:import -- <files|folders|urls|football-data.org>`: football-data.co.uk CSVs
// (paths, folders of them, or http(s) URLs) and/or the football-data.org API into the
// database the server uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the
// server first when it runs on PGlite, which allows one process at a time: this command
// stops with a message naming the folder while the server holds it).

/** The argument that runs the football-data.org importer instead of naming a file. */
export const FOOTBALL_DATA_ORG = 'football-data.org';

const USAGE =
  'Usage: npm run data:import -- <csv files, folders or http(s) URLs | football-data.org>\n';

const line = (out: ProgressOutput, text: string) => out.write(`${text}\n`);

function writeProblems(out: ProgressOutput, report: ImportReport) {
  for (const bad of report.badRows) {
    line(out, `  ${bad.file}${bad.line > 0 ? `:${bad.line}` : ''}: ${bad.reason}`);
  }
}

/** Imports csv paths and URLs with a progress bar (or lines), the problems and a summary. */
export async function importCsvPaths(
  db: Db,
  paths: readonly string[],
  out: ProgressOutput,
): Promise<ImportReport> {
  const progress = progressReporter(out, 'files');
  const report = await csvImporter.import(db, paths, {
    onDownload: progress.download,
    onProgress: progress.file,
  });
  progress.end();
  writeProblems(out, report);
  const imported = report.files.filter((f) => f.imported).length;
  line(
    out,
    `Imported ${imported} of ${report.files.length} files: ${report.rows} matches, ` +
      `${report.badRows.length} bad rows.`,
  );
  return report;
}

/** The five leagues from football-data.org with FOOTBALL_DATA_TOKEN. */
export async function importFromFootballDataOrg(
  db: Db,
  config: Pick<Config, 'footballDataToken' | 'footballDataUrl'>,
  out: ProgressOutput,
): Promise<ImportReport> {
  if (!config.footballDataToken) {
    throw new ConfigError(
      'football-data.org needs FOOTBALL_DATA_TOKEN (a free key from ' +
        'https://www.football-data.org/client/register).',
    );
  }
  const progress = progressReporter(out, 'leagues');
  try {
    const report = await footballDataOrgImporter.import(
      db,
      { token: config.footballDataToken, baseUrl: config.footballDataUrl },
      { onProgress: progress.file },
    );
    progress.end();
    writeProblems(out, report);
    line(
      out,
      `Imported ${report.files.length} leagues from football-data.org: ${report.rows} matches, ` +
        `${report.badRows.length} skipped.`,
    );
    return report;
  } finally {
    progress.end();
  }
}

/** Runs an import as the command line asked; the exit code back (0 only when all went in). */
export async function runImport(
  db: Db,
  args: readonly string[],
  config: Pick<Config, 'footballDataToken' | 'footballDataUrl'>,
  out: ProgressOutput,
): Promise<number> {
  const sources = args.filter((a) => a !== '--');
  const csv = sources.filter((s) => s.toLowerCase() !== FOOTBALL_DATA_ORG);
  let failed = false;
  if (csv.length > 0) {
    const report = await importCsvPaths(db, csv, out);
    failed ||= report.badRows.length > 0;
  }
  if (csv.length < sources.length) {
    try {
      const report = await importFromFootballDataOrg(db, config, out);
      failed ||= report.badRows.length > 0;
    } catch (error) {
      line(out, `football-data.org: ${(error as Error).message}`);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

async function main(args: string[]): Promise<number> {
  if (args.filter((a) => a !== '--').length === 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const out: ProgressOutput = {
      isTTY: process.stdout.isTTY === true,
      write: (text) => process.stdout.write(text),
    };
    const code = await runImport(database.db, args, config, out);
    // Running servers drop what they computed from the matches before.
    await announceInvalidation(config, database, { kind: 'data' });
    return code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message =
        error instanceof ConfigError || error instanceof DataDirLockedError
          ? error.message
          : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
