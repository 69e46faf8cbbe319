import { sql } from 'drizzle-orm';
import type { MatchDataStatus } from '../../contracts/match-data';
import type { Config } from '../config';
import type { Db } from '../db/database';

/** Read from the stored matches, so every instance on one database says the same: demo rows
 * only under MATCH_DATA=auto mean the site was unreachable when the database was empty. */
export async function matchDataStatus(
  db: Db,
  config: Pick<Config, 'matchData'>,
): Promise<MatchDataStatus> {
  const { rows } = await db.execute<{ real: boolean; demo: boolean }>(sql`select
    exists (select 1 from matches where source <> 'demo') as real,
    exists (select 1 from matches where source = 'demo') as demo`);
  const { real = false, demo = false } = rows[0] ?? {};
  if (real) return { source: 'real', demo_reason: null };
  if (!demo) return { source: null, demo_reason: null };
  return {
    source: 'demo',
    demo_reason: config.matchData === 'auto' ? 'unreachable' : 'configured',
  };
}
