import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AttemptCounter, hashKey } from './attempt-counter';

// How often spent windows are swept out even when few new keys come in.
const SWEEP_INTERVAL_MS = 60_000;

export interface DatabaseCounterOptions {
  /** Rows kept at most (give or take the keys added between two sweeps). */
  maxRows: number;
  now?: () => Date;
  /** Told about a sweep that failed (the database was away); the next one retries. */
  onSweepError?: (error: unknown) => void;
}

/**
 * Attempt counters in the `limit_counters` table, for servers without Redis. Each hit is
 * one upsert, atomic on PGlite and PostgreSQL alike. The table stays bounded: spent windows
 * are deleted every minute and after every tenth of `maxRows` new keys, and when live keys
 * still exceed `maxRows` the ones with the fewest attempts go first, so a flood of one-off
 * keys pushes out other one-off keys, never a key that is near or over its limit.
 */
export function databaseCounter(
  db: Db,
  { maxRows, now = () => new Date(), onSweepError }: DatabaseCounterOptions,
): AttemptCounter & { sweep(): Promise<void> } {
  const sweepEvery = Math.max(1, Math.floor(maxRows / 10));
  let newKeys = 0;
  let sweeping: Promise<void> | undefined;

  const sweepNow = async () => {
    await db.execute(sql`delete from limit_counters where window_ends_at <= ${now()}`);
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from limit_counters`,
    );
    const excess = Number(result.rows[0]?.n ?? 0) - maxRows;
    if (excess <= 0) return;
    await db.execute(sql`
      delete from limit_counters where key_hash in (
        select key_hash from limit_counters order by count, window_ends_at limit ${excess}
      )`);
  };
  // One sweep at a time per process; callers arriving meanwhile share it.
  const sweep = () => {
    sweeping ??= sweepNow().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => onSweepError?.(error));
  }, SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    async hit(key, windowMs) {
      const at = now();
      const endsIfNew = new Date(at.getTime() + windowMs);
      // A spent window starts over at 1. `xmax = 0` tells an inserted row from an updated one.
      const result = await db.execute<{ count: number; ends: Date | string; inserted: boolean }>(
        sql`
        insert into limit_counters (key_hash, count, window_ends_at)
        values (${hashKey(key)}, 1, ${endsIfNew})
        on conflict (key_hash) do update set
          count = case when limit_counters.window_ends_at <= ${at} then 1
                       else limit_counters.count + 1 end,
          window_ends_at = case when limit_counters.window_ends_at <= ${at} then ${endsIfNew}
                                else limit_counters.window_ends_at end
        returning count, window_ends_at as ends, (xmax = 0) as inserted`,
      );
      const row = result.rows[0];
      if (!row) throw new Error('limit_counters upsert returned no row');
      if (row.inserted && ++newKeys >= sweepEvery) {
        newKeys = 0;
        await sweep();
      }
      return {
        count: Number(row.count),
        retryAfterMs: Math.max(0, new Date(row.ends).getTime() - at.getTime()),
      };
    },
    async undo(key) {
      await db.execute(
        sql`update limit_counters set count = count - 1
            where key_hash = ${hashKey(key)} and count > 0`,
      );
    },
    async forget(key) {
      await db.execute(sql`delete from limit_counters where key_hash = ${hashKey(key)}`);
    },
    sweep,
    async close() {
      clearInterval(timer);
      await sweeping?.catch(() => {});
    },
  };
}
