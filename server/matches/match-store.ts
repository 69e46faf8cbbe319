import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type MatchSource, matches, teams } from '../db/schema';
import type { IncomingMatch } from './importers/importer';

/** What `db.transaction()` hands its callback, or the db itself. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// Keeps each statement well under PostgreSQL's 65535 bind parameters (17 per match).
const BATCH_SIZE = 500;

/** Team ids by name for one league, creating the missing teams. */
export async function ensureTeams(
  db: DbOrTx,
  league: string,
  names: Iterable<string>,
): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  const ids = new Map<string, string>();
  for (let i = 0; i < unique.length; i += BATCH_SIZE) {
    const batch = unique.slice(i, i + BATCH_SIZE);
    await db
      .insert(teams)
      .values(batch.map((name) => ({ leagueCode: league, name })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.leagueCode, league), inArray(teams.name, batch)));
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

/**
 * Inserts or updates matches by external_key in batches; the caller's transaction (if any)
 * makes it all or nothing. Returns how many matches were written.
 *
 * `followMovedFixtures` (sources that list fixtures before they are played): a club pair
 * meets at home once per league season, so a stored match of the same season and pair under
 * another date is the same fixture moved (for television, or postponed and replayed) and
 * takes the new key, keeping its id (chats point at it), instead of staying as a ghost.
 *
 * `keepResults` (a list of coming matches, which may be older than the stored results): a
 * stored result is not turned back into a fixture.
 */
export async function upsertMatches(
  db: DbOrTx,
  source: MatchSource,
  incoming: readonly IncomingMatch[],
  options: { followMovedFixtures?: boolean; keepResults?: boolean } = {},
): Promise<number> {
  const byLeague = new Map<string, Set<string>>();
  for (const m of incoming) {
    const names = byLeague.get(m.league) ?? new Set<string>();
    names.add(m.homeTeam);
    names.add(m.awayTeam);
    byLeague.set(m.league, names);
  }
  const teamIds = new Map<string, Map<string, string>>();
  for (const [league, names] of byLeague) teamIds.set(league, await ensureTeams(db, league, names));

  const idOf = (league: string, name: string) => {
    const id = teamIds.get(league)?.get(name);
    if (!id) throw new Error(`team ${league}/${name} was not created`);
    return id;
  };
  // One statement may not touch the same key twice ("ON CONFLICT … cannot affect row a
  // second time"); the last description of a match wins.
  const unique = [...new Map(incoming.map((m) => [m.externalKey, m])).values()];
  const kept = (stored: AnyColumn, incoming: SQL) =>
    options.keepResults ? keepResult(stored, incoming) : incoming;
  for (let i = 0; i < unique.length; i += BATCH_SIZE) {
    const batch = unique.slice(i, i + BATCH_SIZE);
    if (options.followMovedFixtures) await rekeyMovedFixtures(db, batch, idOf);
    await db
      .insert(matches)
      .values(
        batch.map((m) => ({
          leagueCode: m.league,
          season: m.season,
          kickoff: m.kickoff,
          status: m.status,
          homeTeamId: idOf(m.league, m.homeTeam),
          awayTeamId: idOf(m.league, m.awayTeam),
          homeGoals: m.homeGoals,
          awayGoals: m.awayGoals,
          minute: m.minute ?? null,
          source,
          externalKey: m.externalKey,
          oddsHome: m.odds?.home ?? null,
          oddsDraw: m.odds?.draw ?? null,
          oddsAway: m.odds?.away ?? null,
          bookmakerOdds: m.bookmakerOdds ?? null,
          stats: m.stats ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: matches.externalKey,
        set: {
          season: sql`excluded.season`,
          kickoff: kept(matches.kickoff, sql`excluded.kickoff`),
          status: kept(matches.status, sql`excluded.status`),
          homeGoals: kept(matches.homeGoals, sql`excluded.home_goals`),
          awayGoals: kept(matches.awayGoals, sql`excluded.away_goals`),
          minute: kept(matches.minute, sql`excluded.minute`),
          source: sql`excluded.source`,
          // Odds a later import lacks are kept.
          oddsHome: sql`coalesce(excluded.odds_home, ${matches.oddsHome})`,
          oddsDraw: sql`coalesce(excluded.odds_draw, ${matches.oddsDraw})`,
          oddsAway: sql`coalesce(excluded.odds_away, ${matches.oddsAway})`,
          bookmakerOdds: sql`coalesce(excluded.bookmaker_odds, ${matches.bookmakerOdds})`,
          stats: sql`coalesce(excluded.stats, ${matches.stats})`,
        },
      });
  }
  return unique.length;
}

/** The stored value when the row is a result and the incoming one is not: a fixtures list
 * fetched before the match was played must not turn its result back into a fixture. */
function keepResult(stored: AnyColumn, incoming: SQL): SQL {
  return sql`case when ${matches.status} = 'finished' and excluded.home_goals is null
    then ${stored} else ${incoming} end`;
}

/** Gives a stored fixture of the same league, season and home/away pair the incoming key,
 * when it is the only such row and no row has that key yet. */
async function rekeyMovedFixtures(
  db: DbOrTx,
  batch: readonly IncomingMatch[],
  idOf: (league: string, name: string) => string,
): Promise<void> {
  if (batch.length === 0) return;
  const values = batch.map(
    (m) =>
      sql`(${m.league}, ${m.season}, ${idOf(m.league, m.homeTeam)}::uuid, ${idOf(m.league, m.awayTeam)}::uuid, ${m.externalKey})`,
  );
  await db.execute(sql`
    update matches m set external_key = v.key
    from (values ${sql.join(values, sql`, `)}) as v(league, season, home_id, away_id, key)
    where m.league_code = v.league and m.season = v.season
      and m.home_team_id = v.home_id and m.away_team_id = v.away_id
      and m.external_key <> v.key
      and not exists (select 1 from matches o where o.external_key = v.key)
      and (select count(*) from matches c
           where c.league_code = v.league and c.season = v.season
             and c.home_team_id = v.home_id and c.away_team_id = v.away_id) = 1`);
}
