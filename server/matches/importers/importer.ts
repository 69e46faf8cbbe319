import type { BookmakerOdds, MatchStats } from '../../../contracts/match-details';
import type { Db } from '../../db/database';
import type { MatchSource, MatchStatus } from '../../db/schema';
import type { LeagueCode } from '../csv/football-data-csv';

/** One match as any source describes it, before it has database ids. */
export interface IncomingMatch {
  league: LeagueCode;
  /** '2024-25' style. */
  season: string;
  kickoff: Date;
  status: MatchStatus;
  homeTeam: string;
  awayTeam: string;
  /** Final (or, for a live demo match, the eventual final) score; null when not played. */
  homeGoals: number | null;
  awayGoals: number | null;
  /** For a live match reported by a live source: the minute it said (else null/absent), with
   * homeGoals/awayGoals the score at that minute. */
  minute?: number | null;
  odds: { home: number; draw: number; away: number } | null;
  /** Every opening and closing price, when the source has them (football-data.co.uk). */
  bookmakerOdds?: BookmakerOdds | null;
  /** Half-time score and statistics of a played match, when the source has them. */
  stats?: MatchStats | null;
  /** `${league}:${date}:${home}:${away}`; see matchKey(). */
  externalKey: string;
}

/** A row that was refused, with where it is. `line` is 1-based (0: the file as a whole). */
export interface ImportProblem {
  file: string;
  line: number;
  reason: string;
}

export interface ImportedFile {
  file: string;
  /** Matches written (inserted or updated); 0 when the file was refused. */
  rows: number;
  /** False when any row of the file was bad: then nothing of it was written. */
  imported: boolean;
}

export interface ImportReport {
  source: MatchSource;
  files: ImportedFile[];
  /** Matches written over all files. */
  rows: number;
  badRows: ImportProblem[];
}

export interface ImportProgress {
  file: string;
  index: number;
  total: number;
  rows: number;
  badRows: number;
}

/** Bytes of a file being downloaded (an http(s) csv), as they arrive. */
export interface DownloadProgress {
  file: string;
  index: number;
  total: number;
  received: number;
  /** From Content-Length; null when the server did not say. */
  size: number | null;
}

export interface ImportOptions {
  /** After each file (or competition). */
  onProgress?: (progress: ImportProgress) => void;
  /** While a file is downloaded. */
  onDownload?: (progress: DownloadProgress) => void;
  /** Longest wait for a URL's server to start answering (csv importer); the download as a
   * whole may take a minute. */
  answerTimeoutMs?: number;
  /** Results files too may move a stored fixture of the same season and pair to their date
   * (fixtures.csv always does): for the current season, whose fixtures are stored. */
  followMovedFixtures?: boolean;
}

/** One source of matches (demo, csv, football-data.org). Every importer writes through
 * upsertMatches(), so importing the same thing twice never duplicates a match. */
export interface MatchImporter<Input> {
  readonly source: MatchSource;
  import(db: Db, input: Input, options?: ImportOptions): Promise<ImportReport>;
}

/** An error's message with its cause's ("fetch failed: connect ECONNREFUSED 127.0.0.1:9"). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The identity of a match across imports and sources. */
export function matchKey(league: string, date: string, homeTeam: string, awayTeam: string) {
  return `${league}:${date}:${homeTeam}:${awayTeam}`;
}
