import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  type FootballDataOrgInput,
  footballDataOrgImporter,
} from './importers/football-data-org-importer';
import type { ImportReport } from './importers/importer';
import { type MatchSync, runPeriodically } from './periodic-import';
import { predictionService } from './predictions';

export type { MatchSync };

export interface MatchSyncOptions {
  db: Db;
  log: FastifyBaseLogger;
  source: Pick<FootballDataOrgInput, 'token' | 'baseUrl'> & Partial<FootballDataOrgInput>;
  intervalMs: number;
  now?: () => Date;
  /** The first import waits for this (another import writing the same matches). */
  after?: Promise<unknown>;
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
  after,
}: MatchSyncOptions): MatchSync {
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

  return runPeriodically(importOnce, intervalMs, after);
}
