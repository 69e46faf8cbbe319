import { createHash } from 'node:crypto';

/** One counted attempt: how many the key has in its window, this one included, and how
 * long until the window ends. */
export interface Hit {
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window attempt counters shared by every instance of the server: in Redis with
 * REDIS_URL, else in the database (never only in a process's memory, so a restart or a
 * flood of other keys cannot clear a lock). A window starts at a key's first attempt.
 */
export interface AttemptCounter {
  /** Counts one attempt; parallel hits on one key are counted one by one. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one attempt back (it turned out not to be a failure). */
  undo(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys hold addresses and IPs: stored only as a hash, which also fixes their size. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
