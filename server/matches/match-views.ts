import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lte, min, or } from 'drizzle-orm';
import { invalidationHub } from '../cache/invalidation';
import type { Db } from '../db/database';
import { matches } from '../db/schema';
import { MATCH_LENGTH_MINUTES } from './match-clock';

/** A computed answer of the match API, serialised once, with its entity tag. */
export interface MatchView {
  body: string;
  etag: string;
}

interface Entry {
  version: number;
  epoch: number;
  value: Promise<unknown>;
}

// Answers kept per database; beyond this the oldest go (a match page per match of ten
// seasons would otherwise all stay).
const MAX_ENTRIES = 2_000;
const MINUTE_MS = 60_000;

const caches = new WeakMap<Db, ReturnType<typeof createViews>>();

/**
 * The match list, match pages, league tables and the chat's match facts, each computed once per data version and
 * clock epoch and served from memory (docs/decisions/013-served-from-memory.md). The data
 * version moves with every import, refit and live update, here or on another instance
 * (server/cache/invalidation.ts). The clock epoch moves when a match changes by the clock
 * alone (a kick-off, the next minute of a match in play, its final whistle): the next such
 * moment is read once per epoch, so between them no request asks the database anything.
 */
export function matchViews(db: Db) {
  let views = caches.get(db);
  if (!views) {
    views = createViews(db);
    caches.set(db, views);
  }
  return views;
}

function createViews(db: Db) {
  const hub = invalidationHub(db);
  const entries = new Map<string, Entry>();
  let clock: { version: number; until: Promise<number | null>; epoch: number } | undefined;
  let epoch = 0;

  /** The clock epoch for `now` under the current data version. */
  async function currentEpoch(now: Date): Promise<number> {
    for (;;) {
      const seen = clock;
      if (seen && seen.version === hub.dataVersion) {
        const until = await seen.until;
        if (clock !== seen) continue;
        if (until === null || now.getTime() < until) return seen.epoch;
      }
      if (clock !== seen) continue;
      epoch++;
      const until = nextClockChange(db, now);
      const next = { version: hub.dataVersion, until, epoch };
      clock = next;
      until.catch(() => {
        if (clock === next) clock = undefined;
      });
    }
  }

  /** The value under `key`, computed by `compute` when the data or the clock moved on. A
   * failed computation (a 404 too) is not kept. Callers must not change what they get. */
  async function value<T>(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const version = hub.dataVersion;
    const at = await currentEpoch(now);
    const hit = entries.get(key);
    if (hit && hit.version === version && hit.epoch === at) {
      // Most recently used last, so the oldest go first.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const computed = compute();
    // Kept under the version it started at: if data changed meanwhile, the next request
    // computes again.
    entries.delete(key);
    entries.set(key, { version, epoch: at, value: computed });
    computed.catch(() => {
      if (entries.get(key)?.value === computed) entries.delete(key);
    });
    while (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return computed;
  }

  return {
    value,
    /** An answer of the API under `key`: serialised and tagged once. */
    view: (key: string, now: Date, compute: () => Promise<unknown>): Promise<MatchView> =>
      value(key, now, async () => {
        const body = JSON.stringify(await compute());
        const hash = createHash('sha1').update(body).digest('base64url');
        return { body, etag: `"${hash}"` };
      }),
  };
}

/** The next moment (ms) a match changes by the clock alone: a scheduled match kicking off,
 * or one in play on the clock (or live without a reported minute) reaching its next minute
 * or its end; null when nothing will. */
async function nextClockChange(db: Db, now: Date): Promise<number | null> {
  const inPlaySince = new Date(now.getTime() - MATCH_LENGTH_MINUTES * MINUTE_MS);
  const [kickoff, playing] = await Promise.all([
    db
      .select({ at: min(matches.kickoff) })
      .from(matches)
      .where(and(eq(matches.status, 'scheduled'), gt(matches.kickoff, now))),
    db
      .select({ kickoff: matches.kickoff })
      .from(matches)
      .where(
        or(
          and(
            eq(matches.status, 'scheduled'),
            lte(matches.kickoff, now),
            gt(matches.kickoff, inPlaySince),
          ),
          and(eq(matches.status, 'live'), isNull(matches.minute)),
        ),
      ),
  ]);
  const moments = playing.map(({ kickoff: start }) => {
    const elapsed = Math.max(0, now.getTime() - start.getTime());
    return start.getTime() + (Math.floor(elapsed / MINUTE_MS) + 1) * MINUTE_MS;
  });
  const next = kickoff[0]?.at;
  if (next) moments.push(next.getTime());
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** `If-None-Match` matching the view's tag (a list of tags, or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
