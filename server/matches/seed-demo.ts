import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoImporter } from './importers/demo-importer';
import type { ImportReport } from './importers/importer';

/** On an empty database, the demo season, so a fresh install has matches to show. */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<ImportReport | null> {
  const { rows } = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from matches) as any`,
  );
  if (rows[0]?.any) return null;
  return demoImporter.import(db, { now });
}
