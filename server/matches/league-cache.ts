import type { Db } from '../db/database';
import { historyFingerprint } from './match-queries';

/**
 * A value computed from a league season's finished results, kept per database until a result
 * of the league changes (the fingerprint the model cache uses): the season's table and the
 * model's track record are read by every chat answer and match page, and reading them from
 * the database cost more than the rest of an answer.
 */
export function leagueCache<T>(
  compute: (db: Db, league: string, season: string, now: Date) => Promise<T>,
) {
  const caches = new WeakMap<Db, Map<string, { fingerprint: string; value: Promise<T> }>>();
  return async function cached(db: Db, league: string, season: string, now: Date): Promise<T> {
    let byKey = caches.get(db);
    if (!byKey) {
      byKey = new Map();
      caches.set(db, byKey);
    }
    const key = `${league}:${season}`;
    const fingerprint = await historyFingerprint(db, league, now);
    const hit = byKey.get(key);
    if (hit && hit.fingerprint === fingerprint) return hit.value;
    const value = compute(db, league, season, now);
    byKey.set(key, { fingerprint, value });
    // A failed read is not kept.
    value.catch(() => {
      if (byKey.get(key)?.value === value) byKey.delete(key);
    });
    return value;
  };
}
