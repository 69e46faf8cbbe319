import { and, eq, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dataChanged } from '../cache/invalidation';
import type { Db } from '../db/database';
import { chats, matches } from '../db/schema';
import { DIVISION_TO_LEAGUE, seasonFromDate } from './csv/football-data-csv';
import { csvImporter } from './importers/csv-importer';
import type { ImportReport } from './importers/importer';
import { type MatchSync, runPeriodically } from './periodic-import';
import { predictionService } from './predictions';
import { seedDemoIfEmpty } from './seed-demo';

// MATCH_DATA=auto: football-data.co.uk's free CSVs are the match data. On an empty database
// the five leagues' current season and the four before it, then every refresh the current
// season and fixtures.csv (results come in, fixtures move) plus any past season still
// missing (a file that failed last time). When the site cannot be reached and there is
// nothing yet, the demo season is seeded so a fresh install offline still has matches.

/** Seasons imported per league: the current one and the four before it. */
export const SEASONS_KEPT = 5;
const DIVISIONS = Object.keys(DIVISION_TO_LEAGUE);

/** '2324' for the season that starts in 2023 (football-data.co.uk's folder name). */
export function seasonCode(startYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}${two(startYear + 1)}`;
}

export interface CoUkSeasonFile {
  url: string;
  league: string;
  /** '2023-24' style, as stored. */
  season: string;
}

/** The results files of the current season and the `SEASONS_KEPT - 1` before it, newest
 * season first. */
export function seasonFiles(baseUrl: string, now: Date): CoUkSeasonFile[] {
  const current = Number(seasonFromDate(now.toISOString().slice(0, 10)).slice(0, 4));
  const files: CoUkSeasonFile[] = [];
  for (let start = current; start > current - SEASONS_KEPT; start--) {
    const season = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    for (const division of DIVISIONS) {
      const url = `${baseUrl}/mmz4281/${seasonCode(start)}/${division}.csv`;
      files.push({ url, league: DIVISION_TO_LEAGUE[division] as string, season });
    }
  }
  return files;
}

export const fixturesUrl = (baseUrl: string) => `${baseUrl}/fixtures.csv`;

export interface CoUkSyncOptions {
  db: Db;
  log: FastifyBaseLogger;
  baseUrl: string;
  refreshMs: number;
  /** Longest wait for the site to answer before it counts as unreachable. */
  answerTimeoutMs: number;
  /** Seed the demo when the site is unreachable and the database is empty (not when another
   * source, football-data.org, will fill it). */
  demoWhenUnreachable: boolean;
  now?: () => Date;
}

/** League/season pairs that already have football-data.co.uk results. */
async function storedSeasons(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ league: matches.leagueCode, season: matches.season })
    .from(matches)
    .where(and(eq(matches.source, 'csv'), eq(matches.status, 'finished')));
  return new Set(rows.map((r) => `${r.league}:${r.season}`));
}

/** A download that failed (as opposed to a file that came but did not parse). */
const downloadFailed = (report: ImportReport) =>
  report.files.every((f) => !f.imported) &&
  report.badRows.some((bad) => bad.line === 0 && bad.reason.startsWith('download of'));

/** Imports football-data.co.uk now and every `refreshMs`; see the top of this file. */
export function startCoUkSync(options: CoUkSyncOptions): MatchSync {
  const { db, log, baseUrl, refreshMs, answerTimeoutMs } = options;
  const now = options.now ?? (() => new Date());

  const importUrls = async (urls: string[], followMovedFixtures: boolean) => {
    const report = await csvImporter.import(db, urls, { answerTimeoutMs, followMovedFixtures });
    // Which file and line; the file is imported again at the next refresh.
    for (const bad of report.badRows) {
      log.warn(
        { file: bad.file, line: bad.line },
        `football-data.co.uk: ${bad.file}${bad.line > 0 ? `:${bad.line}` : ''}: ${bad.reason}`,
      );
    }
    return report;
  };

  const importOnce = async (): Promise<ImportReport | null> => {
    const started = Date.now();
    try {
      const fixtures = await importUrls([fixturesUrl(baseUrl)], true);
      if (downloadFailed(fixtures)) return await whenUnreachable();
      const today = now();
      const files = seasonFiles(baseUrl, today);
      const currentSeason = files[0]?.season;
      const have = await storedSeasons(db);
      const current = files.filter((f) => f.season === currentSeason).map((f) => f.url);
      const missingPast = files
        .filter((f) => f.season !== currentSeason && !have.has(`${f.league}:${f.season}`))
        .map((f) => f.url);
      // The current season first: this week's results and table before the history.
      const reports = [
        fixtures,
        await importUrls(current, true),
        await importUrls(missingPast, false),
      ];
      const report: ImportReport = {
        source: 'csv',
        files: reports.flatMap((r) => r.files),
        rows: reports.reduce((sum, r) => sum + r.rows, 0),
        badRows: reports.flatMap((r) => r.badRows),
      };
      const replacedDemo = await dropDemoMatches(db);
      const predicted = await predictionService(db).refreshUpcoming(today);
      log.info(
        {
          files: report.files.length,
          failed: report.files.filter((f) => !f.imported).length,
          matches: report.rows,
          replacedDemo,
          predicted,
          ms: Date.now() - started,
        },
        'football-data.co.uk import done',
      );
      return report;
    } catch (error) {
      log.error({ err: error }, `football-data.co.uk import failed: ${(error as Error).message}`);
      return null;
    }
  };

  const whenUnreachable = async (): Promise<ImportReport | null> => {
    const seeded = options.demoWhenUnreachable ? await seedDemoIfEmpty(db, now()) : null;
    if (seeded) {
      log.warn(
        { url: baseUrl, retryInHours: refreshMs / 3_600_000 },
        `football-data.co.uk cannot be reached: showing the demo season (labelled demo) until it can`,
      );
    } else {
      log.warn(
        { url: baseUrl },
        'football-data.co.uk cannot be reached: keeping the stored matches',
      );
    }
    return seeded;
  };

  return runPeriodically(importOnce, refreshMs);
}

/**
 * Once real matches are in, the demo season a past offline start left is dropped — except
 * matches someone chatted about, which stay (still labelled demo) with their chats.
 */
async function dropDemoMatches(db: Db): Promise<number> {
  const real = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from matches where source <> 'demo') as any`,
  );
  if (!real.rows[0]?.any) return 0;
  const dropped = await db
    .delete(matches)
    .where(
      and(
        eq(matches.source, 'demo'),
        notExists(db.select().from(chats).where(eq(chats.matchId, matches.id))),
      ),
    )
    .returning({ id: matches.id });
  if (dropped.length > 0) dataChanged(db);
  return dropped.length;
}
