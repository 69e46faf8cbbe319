import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { csvImporter } from './importers/csv-importer';
import type { ImportReport } from './importers/importer';

// `npm run data:import -- <files or folders>`: football-data.co.uk CSVs into the database
// the server uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first
// when it runs on PGlite, which allows one process at a time).

/** Imports the paths and writes a progress line per file and a summary; the report back. */
export async function importCsvPaths(
  db: Db,
  paths: readonly string[],
  write: (line: string) => void,
): Promise<ImportReport> {
  const report = await csvImporter.import(db, paths, {
    onProgress: ({ file, index, total, rows, badRows }) => {
      const outcome = badRows > 0 ? `skipped, ${badRows} bad rows` : `${rows} matches`;
      write(`[${index + 1}/${total}] ${file}: ${outcome}`);
    },
  });
  for (const bad of report.badRows) write(`  ${bad.file}:${bad.line}: ${bad.reason}`);
  const imported = report.files.filter((f) => f.imported).length;
  write(
    `Imported ${imported} of ${report.files.length} files: ${report.rows} matches, ` +
      `${report.badRows.length} bad rows.`,
  );
  return report;
}

async function main(args: string[]): Promise<number> {
  const paths = args.filter((a) => a !== '--');
  if (paths.length === 0) {
    process.stderr.write('Usage: npm run data:import -- <csv files or folders>\n');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const report = await importCsvPaths(database.db, paths, (line) =>
      process.stdout.write(`${line}\n`),
    );
    return report.badRows.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof ConfigError ? error.message : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
