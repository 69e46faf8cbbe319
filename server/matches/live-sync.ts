import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  type FootballDataOrgInput,
  footballDataOrgImporter,
} from './importers/football-data-org-importer';
import type { ImportReport } from './importers/importer';
import { predictionService } from './predictions';

export interface MatchSync {
  /** Imports now (or joins the import already running); never throws, failures are logged. */
  runOnce(): Promise<ImportReport | null>;
  /** Resolves when no import is running. */
  settled(): Promise<void>;
  /** No more imports; waits for the running one, so the database can close after it. */
  stop(): Promise<void>;
}

export interface MatchSyncOptions {
  db: Db;
  log: FastifyBaseLogger;
  source: Pick<FootballDataOrgInput, 'token' | 'baseUrl'> & Partial<FootballDataOrgInput>;
  intervalMs: number;
  now?: () => Date;
}

/**
 * Live data: imports from football-data.org right away and then every `intervalMs`, and
 * after each import refreshes the stored predictions of upcoming matches (the models refit
 * on the new results). The server keeps serving what it has when the API fails.
 */
export function startMatchSync({
  db,
  log,
  source,
  intervalMs,
  now = () => new Date(),
}: MatchSyncOptions): MatchSync {
  let running: Promise<ImportReport | null> | null = null;
  let stopped = false;

  const importOnce = async (): Promise<ImportReport | null> => {
    const started = Date.now();
    try {
      const report = await footballDataOrgImporter.import(db, source);
      for (const bad of report.badRows) {
        log.warn({ file: bad.file, line: bad.line }, `football-data.org: ${bad.reason}`);
      }
      const predicted = await predictionService(db).refreshUpcoming(now());
      log.info(
        {
          matches: report.rows,
          badRows: report.badRows.length,
          predicted,
          ms: Date.now() - started,
        },
        'football-data.org import done',
      );
      return report;
    } catch (error) {
      log.error({ err: error }, `football-data.org import failed: ${(error as Error).message}`);
      return null;
    }
  };

  const runOnce = () => {
    if (stopped) return Promise.resolve(null);
    running ??= importOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  // The server's sockets keep the process alive; this timer alone should not.
  timer.unref();
  void runOnce();

  return {
    runOnce,
    settled: async () => {
      await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
