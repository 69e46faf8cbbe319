import { z } from 'zod';
import { dataChanged } from '../../cache/invalidation';
import type { MatchStatus } from '../../db/schema';
import { footballDataOrgTeamName } from '../clubs/clubs';
import { type LeagueCode, seasonFromDate } from '../csv/football-data-csv';
import { upsertMatches } from '../match-store';
import {
  describeError,
  type ImportProblem,
  type ImportReport,
  type IncomingMatch,
  type MatchImporter,
  matchKey,
} from './importer';
import { ukLocalDate } from './uk-time';

// football-data.org v4: GET {base}/competitions/{code}/matches with `X-Auth-Token`. The
// answer is `{ filters, resultSet, competition, matches: [...] }`, each match with id,
// utcDate, status, minute (paid plans, while live), matchday, homeTeam/awayTeam {id, name,
// shortName, tla}, score {fullTime {home, away}}, competition {code}, season {startDate}.

export const FOOTBALL_DATA_ORG_COMPETITIONS: readonly LeagueCode[] = [
  'PL',
  'PD',
  'SA',
  'BL1',
  'FL1',
];

export interface FootballDataOrgInput {
  token: string;
  /** e.g. https://api.football-data.org/v4 (FOOTBALL_DATA_URL). */
  baseUrl: string;
  /** Default: the five leagues. */
  competitions?: readonly LeagueCode[];
  /** The season's starting year (2024 for 2024-25); default: the API's current season. */
  season?: number;
  /** 'YYYY-MM-DD' bounds, both or neither. */
  dateFrom?: string;
  dateTo?: string;
  /** Longest wait for the request counter to reset after a 429 (default 65 s). */
  maxWaitSeconds?: number;
  /** How to wait (tests record the wait instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
}

/** A failure of the whole import (nothing was written), with a message for the operator. */
export class FootballDataOrgError extends Error {
  override name = 'FootballDataOrgError';
}

// The free plan allows 10 requests a minute; its counter resets within 60 s.
const DEFAULT_MAX_WAIT_SECONDS = 65;
const MAX_RATE_LIMITED_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 30_000;

const STATUS: Readonly<Record<string, MatchStatus>> = {
  SCHEDULED: 'scheduled',
  TIMED: 'scheduled',
  IN_PLAY: 'live',
  PAUSED: 'live',
  LIVE: 'live',
  FINISHED: 'finished',
  AWARDED: 'finished',
  POSTPONED: 'postponed',
  SUSPENDED: 'postponed',
  CANCELLED: 'postponed',
};

const teamSchema = z.object({
  name: z.string().nullish(),
  shortName: z.string().nullish(),
});
const goals = z.number().int().min(0).nullish();
const matchSchema = z.object({
  id: z.number(),
  utcDate: z.string(),
  status: z.string(),
  minute: z.union([z.number(), z.string()]).nullish(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  score: z.object({ fullTime: z.object({ home: goals, away: goals }).nullish() }).nullish(),
  season: z.object({ startDate: z.string().nullish() }).nullish(),
});
const responseSchema = z.object({ matches: z.array(z.unknown()) });

type ApiMatch = z.infer<typeof matchSchema>;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function matchesUrl(input: FootballDataOrgInput, code: LeagueCode): URL {
  const url = new URL(`${input.baseUrl.replace(/\/+$/, '')}/competitions/${code}/matches`);
  if (input.season !== undefined) url.searchParams.set('season', String(input.season));
  if (input.dateFrom) url.searchParams.set('dateFrom', input.dateFrom);
  if (input.dateTo) url.searchParams.set('dateTo', input.dateTo);
  return url;
}

/** The API's own words from an error body (`{ message, errorCode }`), if it sent any. */
async function apiMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200).trim() || response.statusText;
}

function connectionReset(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

/** One competition's matches, raw: waits out 429s (bounded), turns the rest into errors. */
async function fetchCompetition(input: FootballDataOrgInput, code: LeagueCode): Promise<unknown> {
  const url = matchesUrl(input, code);
  const sleep = input.sleep ?? sleepFor;
  const maxWait = input.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
  let resetRetried = false;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'X-Auth-Token': input.token, Accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // A kept-alive connection the server closed while we were idle (a long import
      // between two syncs) resets on reuse; the GET is tried once more on a new one.
      if (!resetRetried && connectionReset(error)) {
        resetRetried = true;
        continue;
      }
      throw new FootballDataOrgError(
        `cannot reach football-data.org at ${url.origin}: ${describeError(error)}`,
      );
    }
    if (response.status === 429 && attempt < MAX_RATE_LIMITED_RETRIES) {
      await response.body?.cancel();
      const reset = Number(response.headers.get('x-requestcounter-reset'));
      const seconds = Number.isFinite(reset) && reset >= 0 ? Math.min(reset, maxWait) : maxWait;
      await sleep(seconds * 1000);
      continue;
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      const message = await apiMessage(response);
      throw new FootballDataOrgError(
        `football-data.org refused FOOTBALL_DATA_TOKEN for ${code} (HTTP ${response.status}: ` +
          `${message}). Check the token and that its plan covers the competition.`,
      );
    }
    if (response.status === 429) {
      throw new FootballDataOrgError(
        `football-data.org kept answering 429 (too many requests) for ${code}; try again later.`,
      );
    }
    if (!response.ok) {
      const message = await apiMessage(response);
      throw new FootballDataOrgError(
        `football-data.org answered HTTP ${response.status} for ${url.pathname}: ${message}`,
      );
    }
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new FootballDataOrgError(
        `football-data.org sent something that is not JSON for ${code}: ${JSON.stringify(text.slice(0, 80))}`,
      );
    }
  }
}

/** The minute of a live match: 67, or "45+2" (stoppage time) as 45. */
function parseMinute(raw: ApiMatch['minute']): number | null {
  if (raw === null || raw === undefined) return null;
  const minute = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  return Number.isInteger(minute) && minute >= 0 && minute <= 150 ? minute : null;
}

/** One API match as ours, or why it cannot be. */
export function toIncomingMatch(code: LeagueCode, raw: unknown): IncomingMatch | string {
  const parsed = matchSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `not a v4 match: ${issue?.path.join('.') || '(match)'} ${issue?.message ?? ''}`.trim();
  }
  const m = parsed.data;
  const status = STATUS[m.status];
  if (!status) return `match ${m.id}: unknown status '${m.status}'`;
  const kickoff = new Date(m.utcDate);
  if (Number.isNaN(kickoff.getTime())) return `match ${m.id}: bad utcDate '${m.utcDate}'`;
  const homeRaw = m.homeTeam.name ?? m.homeTeam.shortName;
  const awayRaw = m.awayTeam.name ?? m.awayTeam.shortName;
  if (!homeRaw || !awayRaw) return `match ${m.id}: a team is not known yet`;
  const homeTeam = footballDataOrgTeamName(homeRaw);
  const awayTeam = footballDataOrgTeamName(awayRaw);
  if (homeTeam === awayTeam) return `match ${m.id}: team plays itself: '${homeTeam}'`;
  const fullTime = m.score?.fullTime;
  const score =
    fullTime && typeof fullTime.home === 'number' && typeof fullTime.away === 'number'
      ? { home: fullTime.home, away: fullTime.away }
      : null;
  if (status === 'finished' && !score) return `match ${m.id}: finished without a full-time score`;
  const keepsScore = status === 'finished' || status === 'live';
  const date = ukLocalDate(kickoff);
  return {
    league: code,
    season: seasonFromDate(m.season?.startDate?.slice(0, 10) ?? kickoff.toISOString()),
    kickoff,
    status,
    homeTeam,
    awayTeam,
    homeGoals: keepsScore ? (score?.home ?? null) : null,
    awayGoals: keepsScore ? (score?.away ?? null) : null,
    minute: status === 'live' ? parseMinute(m.minute) : null,
    odds: null,
    externalKey: matchKey(code, date, homeTeam, awayTeam),
  };
}

/**
 * football-data.org v4 for the five leagues. Every competition is fetched and checked
 * first, then all of it is written in one transaction: a refused token, an unreachable API
 * or a garbage answer writes nothing. Matches are upserted by the same external key as the
 * csv importer (names mapped to football-data.co.uk's), so a match from both is one row,
 * and importing again only updates status, score and minute.
 */
export const footballDataOrgImporter: MatchImporter<FootballDataOrgInput> = {
  source: 'football-data',
  async import(db, input, options = {}) {
    const competitions = input.competitions ?? FOOTBALL_DATA_ORG_COMPETITIONS;
    const report: ImportReport = { source: 'football-data', files: [], rows: 0, badRows: [] };
    const incoming: IncomingMatch[][] = [];
    for (const [index, code] of competitions.entries()) {
      const file = `football-data.org/${code}`;
      const body = responseSchema.safeParse(await fetchCompetition(input, code));
      if (!body.success) {
        throw new FootballDataOrgError(
          `football-data.org's answer for ${code} is not a v4 match list (no matches[])`,
        );
      }
      const good: IncomingMatch[] = [];
      const bad: ImportProblem[] = [];
      body.data.matches.forEach((raw, i) => {
        const match = toIncomingMatch(code, raw);
        if (typeof match === 'string') bad.push({ file, line: i + 1, reason: match });
        else good.push(match);
      });
      incoming.push(good);
      report.files.push({ file, rows: good.length, imported: true });
      report.rows += good.length;
      report.badRows.push(...bad);
      options.onProgress?.({
        file,
        index,
        total: competitions.length,
        rows: good.length,
        badRows: bad.length,
      });
    }
    await db.transaction(async (tx) => {
      for (const matches of incoming) {
        await upsertMatches(tx, 'football-data', matches, { followMovedFixtures: true });
      }
    });
    dataChanged(db);
    return report;
  },
};
