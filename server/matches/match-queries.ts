import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchDetailData } from '../../contracts/match-details';
import type { BookmakerOdds } from '../analysis/market-comparison';
import type { Db } from '../db/database';
import { matches, predictions, teams } from '../db/schema';
import { clubDisplayName } from './clubs/clubs';
import { comparisonOdds } from './comparison-odds';
import { MATCH_LENGTH_MINUTES, matchStateAt } from './match-clock';
import { matchViews } from './match-views';

export type StatusFilter = 'upcoming' | 'live' | 'finished';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

const matchColumns = {
  id: matches.id,
  league: matches.leagueCode,
  season: matches.season,
  kickoff: matches.kickoff,
  status: matches.status,
  homeGoals: matches.homeGoals,
  awayGoals: matches.awayGoals,
  minute: matches.minute,
  source: matches.source,
  externalKey: matches.externalKey,
  homeId: homeTeam.id,
  homeName: homeTeam.name,
  awayId: awayTeam.id,
  awayName: awayTeam.name,
};

export type MatchRow = {
  id: string;
  league: string;
  season: string;
  kickoff: Date;
  status: (typeof matches.$inferSelect)['status'];
  homeGoals: number | null;
  awayGoals: number | null;
  minute: number | null;
  source: (typeof matches.$inferSelect)['source'];
  externalKey: string;
  homeId: string;
  /** The import key (football-data.co.uk's spelling): what the model and queries use. */
  homeName: string;
  awayId: string;
  awayName: string;
  /** What people are shown (clubs/clubs.ts): the API, chat, analyst and blog use these. */
  homeDisplayName: string;
  awayDisplayName: string;
};

type StoredMatchRow = Omit<MatchRow, 'homeDisplayName' | 'awayDisplayName'>;

/** Display names are looked up when read, so a better name needs no data migration. */
function withDisplayNames(rows: StoredMatchRow[]): MatchRow[] {
  return rows.map((row) => ({
    ...row,
    homeDisplayName: clubDisplayName(row.homeName),
    awayDisplayName: clubDisplayName(row.awayName),
  }));
}

const ended = (now: Date) => new Date(now.getTime() - MATCH_LENGTH_MINUTES * 60_000);
const scheduled = eq(matches.status, 'scheduled');

/** SQL for "what this match is at `now`", the same rule as matchStateAt(). */
export function statusCondition(status: StatusFilter, now: Date): SQL {
  const finishedOnClock = and(
    scheduled,
    isNotNull(matches.homeGoals),
    lte(matches.kickoff, ended(now)),
  );
  if (status === 'finished') return or(eq(matches.status, 'finished'), finishedOnClock) as SQL;
  if (status === 'live') {
    const liveOnClock = and(scheduled, lte(matches.kickoff, now), gt(matches.kickoff, ended(now)));
    return or(eq(matches.status, 'live'), liveOnClock) as SQL;
  }
  return or(and(scheduled, gt(matches.kickoff, now)), eq(matches.status, 'postponed')) as SQL;
}

function baseQuery(db: Db) {
  return db
    .select(matchColumns)
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId));
}

export async function listMatches(
  db: Db,
  filter: { league?: string; status?: StatusFilter; date?: string; limit: number },
  now: Date,
): Promise<MatchRow[]> {
  const conditions: SQL[] = [];
  if (filter.league) conditions.push(eq(matches.leagueCode, filter.league));
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  if (filter.date) {
    const start = new Date(`${filter.date}T00:00:00Z`);
    conditions.push(gte(matches.kickoff, start));
    conditions.push(lt(matches.kickoff, new Date(start.getTime() + 86_400_000)));
  }
  const order = filter.status === 'finished' ? desc(matches.kickoff) : asc(matches.kickoff);
  const select = (extra: SQL | undefined, limit: number) =>
    baseQuery(db)
      .where(and(...conditions, extra))
      .orderBy(order, asc(matches.id))
      .limit(limit);
  if (filter.status !== 'upcoming') return withDisplayNames(await select(undefined, filter.limit));
  // A postponed match keeps the kick-off it missed, which would put it at the top of what is
  // coming: it comes after every dated match instead (a rescheduled one is dated again).
  const postponed = await select(eq(matches.status, 'postponed'), filter.limit);
  const dated = await select(ne(matches.status, 'postponed'), filter.limit - postponed.length);
  return withDisplayNames([...dated, ...postponed]);
}

/** The source's odds and statistics of one match (the detail view; lists leave them out). */
export async function matchDetailData(db: Db, id: string): Promise<MatchDetailData> {
  const [row] = await db
    .select({ odds: matches.bookmakerOdds, stats: matches.stats })
    .from(matches)
    .where(eq(matches.id, id));
  return { odds: row?.odds ?? null, stats: row?.stats ?? null };
}

export async function matchById(db: Db, id: string): Promise<MatchRow | undefined> {
  const [row] = withDisplayNames(await baseQuery(db).where(eq(matches.id, id)));
  return row;
}

/** The matches of these ids (one query), by id. */
export async function matchesByIds(db: Db, ids: string[]): Promise<Map<string, MatchRow>> {
  if (ids.length === 0) return new Map();
  const rows = withDisplayNames(await baseQuery(db).where(inArray(matches.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The last `limit` finished meetings of the two clubs before `before`, newest first. */
export async function headToHead(
  db: Db,
  match: MatchRow,
  now: Date,
  limit = 10,
): Promise<MatchRow[]> {
  const pair = or(
    and(eq(matches.homeTeamId, match.homeId), eq(matches.awayTeamId, match.awayId)),
    and(eq(matches.homeTeamId, match.awayId), eq(matches.awayTeamId, match.homeId)),
  );
  const before = match.kickoff < now ? match.kickoff : now;
  return withDisplayNames(
    await baseQuery(db)
      .where(and(pair, statusCondition('finished', now), lt(matches.kickoff, before)))
      .orderBy(desc(matches.kickoff))
      .limit(limit),
  );
}

/** A club's first match after `after` still to be played (a postponed one has no date yet),
 * or undefined; `after` no earlier than now, so a match on the clock is left out. */
export async function nextFixture(
  db: Db,
  teamId: string,
  after: Date,
): Promise<MatchRow | undefined> {
  const [row] = await baseQuery(db)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        scheduled,
        gt(matches.kickoff, after),
      ),
    )
    .orderBy(asc(matches.kickoff))
    .limit(1);
  return row ? withDisplayNames([row])[0] : undefined;
}

/** Finished matches of a league before `now` with names and statistics, for the model. */
export async function finishedHistory(db: Db, league: string, now: Date) {
  return db
    .select({
      ...matchColumns,
      stats: matches.stats,
      odds: { home: matches.oddsHome, draw: matches.oddsDraw, away: matches.oddsAway },
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(and(eq(matches.leagueCode, league), statusCondition('finished', now)))
    .orderBy(asc(matches.kickoff));
}

/** Finished matches of one season of a league (at `now`), oldest first. */
export async function finishedSeason(db: Db, league: string, season: string, now: Date) {
  return baseQuery(db)
    .where(
      and(
        eq(matches.leagueCode, league),
        eq(matches.season, season),
        statusCondition('finished', now),
      ),
    )
    .orderBy(asc(matches.kickoff));
}

/** The clubs with a fixture in a league's season, by name. */
export async function seasonTeamNames(db: Db, league: string, season: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select distinct t.name from matches m
    join teams t on t.id in (m.home_team_id, m.away_team_id)
    where m.league_code = ${league} and m.season = ${season}`);
  return rows.map((t) => t.name).sort();
}

/** The latest season a league has fixtures in (null when none). */
export async function latestSeason(db: Db, league: string): Promise<string | null> {
  const [row] = await db
    .select({ season: sql<string | null>`max(${matches.season})` })
    .from(matches)
    .where(eq(matches.leagueCode, league));
  return row?.season ?? null;
}

/** The 1X2 decimal odds stored with a match, null when it has none. */
/** The odds the model is compared with: every stored price (`bookmaker_odds`) and the
 * 1X2 columns the model reads, which older imports stored alone. */
export async function matchOdds(db: Db, id: string): Promise<BookmakerOdds | null> {
  const [row] = await db
    .select({
      stored: matches.bookmakerOdds,
      home: matches.oddsHome,
      draw: matches.oddsDraw,
      away: matches.oddsAway,
    })
    .from(matches)
    .where(eq(matches.id, id));
  if (!row) return null;
  const { stored, home, draw, away } = row;
  const columns = home !== null && draw !== null && away !== null ? { home, draw, away } : null;
  return comparisonOdds(stored, columns);
}

/** Changes whenever a league gains, loses or changes a finished result. Read once per data
 * version and clock epoch (a result changes only by an announced write or a final whistle on
 * the clock): every chat answer and match page asks it for the model and the league caches. */
export function historyFingerprint(db: Db, league: string, now: Date): Promise<string> {
  return matchViews(db).value(`fingerprint:${league}`, now, () =>
    readHistoryFingerprint(db, league, now),
  );
}

async function readHistoryFingerprint(db: Db, league: string, now: Date): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${matches.kickoff})::text`,
      goals: sql<number | null>`sum(${matches.homeGoals} * 7 + ${matches.awayGoals})::int`,
    })
    .from(matches)
    .where(and(eq(matches.leagueCode, league), statusCondition('finished', now)));
  return `${row?.n}:${row?.last}:${row?.goals}`;
}

export async function storedPredictions(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(predictions).where(inArray(predictions.matchId, ids));
}

export { matchStateAt };
