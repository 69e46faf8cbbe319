import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * What an instance may keep in memory only until someone says it changed
 * (docs/decisions/013-served-from-memory.md):
 * - `data`: matches, results, teams or predictions (an import, a refit, a live update);
 * - `user`: a user's row or every session of theirs (a profile change, a password change or
 *   reset);
 * - `session`: one session (a sign-out).
 */
export type Invalidation =
  | { kind: 'data' }
  | { kind: 'user'; userId: string }
  | { kind: 'session'; sessionId: string };

/** How invalidations reach the other instances: Redis pub/sub or PostgreSQL notifications. */
export interface InvalidationTransport {
  send(message: string): void;
  close(): Promise<void>;
}

export interface InvalidationHub {
  /** Goes up by one at every `data` invalidation, here or on another instance. */
  readonly dataVersion: number;
  /** Applies here at once, then tells the other instances. */
  invalidate(event: Invalidation): void;
  /** Called for every invalidation, local or remote; returns the unsubscribe. */
  listen(listener: (event: Invalidation) => void): () => void;
  /** Connects the hub to the other instances (one transport at a time). */
  connect(transport: InvalidationTransport): void;
  /** What a transport calls with a message another instance sent. */
  receive(message: string): void;
}

// One hub per database handle: the routes, imports and syncs of an instance share it, and
// each instance (its own pool or PGlite) has its own.
const hubs = new WeakMap<Db, InvalidationHub>();

/** The hub of a database handle (made on first use). A transaction's handle gets one that
 * nobody listens to: invalidate on the root handle after the commit, or another request could
 * read and keep the rows from before it. */
export function invalidationHub(db: Db): InvalidationHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = createHub();
    hubs.set(db, hub);
  }
  return hub;
}

/** Announces a change of match data (after its transaction committed). */
export const dataChanged = (db: Db) => invalidationHub(db).invalidate({ kind: 'data' });

function createHub(): InvalidationHub {
  const origin = randomUUID();
  const listeners = new Set<(event: Invalidation) => void>();
  let dataVersion = 0;
  let transport: InvalidationTransport | undefined;
  const apply = (event: Invalidation) => {
    if (event.kind === 'data') dataVersion++;
    for (const listener of listeners) listener(event);
  };
  return {
    get dataVersion() {
      return dataVersion;
    },
    invalidate(event) {
      apply(event);
      transport?.send(JSON.stringify({ origin, event }));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(next) {
      transport = next;
    },
    receive(message) {
      const parsed = parseMessage(message);
      if (parsed && parsed.origin !== origin) apply(parsed.event);
    },
  };
}

function parseMessage(text: string): { origin: string; event: Invalidation } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; event?: Partial<Invalidation> } | null;
    const event = value?.event;
    if (typeof value?.origin !== 'string' || !event) return null;
    if (event.kind === 'data') return { origin: value.origin, event: { kind: 'data' } };
    if (event.kind === 'user' && typeof event.userId === 'string') {
      return { origin: value.origin, event: { kind: 'user', userId: event.userId } };
    }
    if (event.kind === 'session' && typeof event.sessionId === 'string') {
      return { origin: value.origin, event: { kind: 'session', sessionId: event.sessionId } };
    }
    return null;
  } catch {
    return null;
  }
}
