import type { MatchStatus } from '../db/schema';

/** Minutes from kick-off to the final whistle, half-time and stoppage included. */
export const MATCH_LENGTH_MINUTES = 110;
const HALF_TIME_START = 47;
const SECOND_HALF_START = 62;

export interface StoredMatchState {
  externalKey: string;
  kickoff: Date;
  status: MatchStatus;
  homeGoals: number | null;
  awayGoals: number | null;
  /** The minute a live source reported (football-data.org), if any. */
  minute?: number | null;
}

export interface MatchState {
  status: MatchStatus;
  /** The match minute while live, else null. */
  minute: number | null;
  score: { home: number; away: number } | null;
}

/** Seeded PRNG (mulberry32): the same seed gives the same numbers everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit FNV-1a hash of a string, as a seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The minutes (1-90, sorted) of each side's goals, fixed by the match key. */
export function goalMinutes(key: string, homeGoals: number, awayGoals: number) {
  const random = seededRandom(hashSeed(key));
  const draw = (n: number) =>
    Array.from({ length: n }, () => 1 + Math.floor(random() * 90)).sort((a, b) => a - b);
  return { home: draw(homeGoals), away: draw(awayGoals) };
}

/** The match minute `elapsed` minutes after kick-off: 45 through half-time, at most 90. */
export function matchMinute(elapsed: number): number {
  if (elapsed < HALF_TIME_START) return Math.min(45, Math.floor(elapsed) + 1);
  if (elapsed < SECOND_HALF_START) return 45;
  return Math.min(90, Math.floor(elapsed - SECOND_HALF_START) + 46);
}

/**
 * What a match is at `now`. A scheduled match whose final score is already stored (the demo
 * data) plays out on the clock: live from kick-off, its score growing at fixed goal minutes,
 * finished MATCH_LENGTH_MINUTES later. Finished and postponed matches are what they say, and
 * so is a stored live match (a live source's report): its score and minute as last imported,
 * the minute from the clock when the source gave none, until the next import says more.
 */
export function matchStateAt(match: StoredMatchState, now: Date): MatchState {
  const { homeGoals, awayGoals } = match;
  const final =
    homeGoals !== null && awayGoals !== null ? { home: homeGoals, away: awayGoals } : null;
  if (match.status === 'finished') return { status: 'finished', minute: null, score: final };
  if (match.status === 'postponed') return { status: 'postponed', minute: null, score: null };
  const elapsed = (now.getTime() - match.kickoff.getTime()) / 60_000;
  if (match.status === 'live') {
    const minute = match.minute ?? matchMinute(Math.max(0, elapsed));
    return { status: 'live', minute, score: final };
  }
  if (elapsed < 0) return { status: 'scheduled', minute: null, score: null };
  if (elapsed >= MATCH_LENGTH_MINUTES && final) {
    return { status: 'finished', minute: null, score: final };
  }
  if (elapsed >= MATCH_LENGTH_MINUTES) return { status: 'scheduled', minute: null, score: null };
  const minute = matchMinute(elapsed);
  if (!final) return { status: 'live', minute, score: null };
  const goals = goalMinutes(match.externalKey, final.home, final.away);
  return {
    status: 'live',
    minute,
    score: {
      home: goals.home.filter((m) => m <= minute).length,
      away: goals.away.filter((m) => m <= minute).length,
    },
  };
}
