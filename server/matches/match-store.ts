import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type MatchSource, matches, teams } from '../db/schema';
import type { IncomingMatch } from './importers/importer';

/** What `db.transaction()` hands its callback, or the db itself. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// Keeps each statement well under PostgreSQL's 65535 bind parameters (15 per match).
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
 */
export async function upsertMatches(
  db: DbOrTx,
  source: MatchSource,
  incoming: readonly IncomingMatch[],
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
  for (let i = 0; i < unique.length; i += BATCH_SIZE) {
    const batch = unique.slice(i, i + BATCH_SIZE);
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
        })),
      )
      .onConflictDoUpdate({
        target: matches.externalKey,
        set: {
          season: sql`excluded.season`,
          kickoff: sql`excluded.kickoff`,
          status: sql`excluded.status`,
          homeGoals: sql`excluded.home_goals`,
          awayGoals: sql`excluded.away_goals`,
          minute: sql`excluded.minute`,
          source: sql`excluded.source`,
          // Odds a later import lacks are kept.
          oddsHome: sql`coalesce(excluded.odds_home, ${matches.oddsHome})`,
          oddsDraw: sql`coalesce(excluded.odds_draw, ${matches.oddsDraw})`,
          oddsAway: sql`coalesce(excluded.odds_away, ${matches.oddsAway})`,
        },
      });
  }
  return unique.length;
}
