import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Session } from '../../contracts/session';
import type { AppDeps } from '../app-deps';
import { type InvalidationHub, invalidationHub } from '../cache/invalidation';
import type { Db } from '../db/database';
import { userSessions, users } from '../db/schema';
import { statementBatch } from '../db/statement-batch';
import { isPro } from '../subscriptions/pro-status';
import { tokenService } from './tokens';
import { publicUser, type UserRow } from './users';

/** One sign-in: its row id (the token's `sid`) and when it ends whatever the refreshes. */
export interface SessionRef {
  id: string;
  endsAt: Date;
}

/** A token's user and session, both still there. */
export interface Authenticated {
  user: UserRow;
  session: SessionRef;
}

const DAY_MS = 24 * 3600_000;
// How long a session read from the database is trusted without asking again: the bound on
// how late an ending nobody announced (a lost message, a row deleted by hand) is seen.
const SESSION_MEMORY_MS = 1_000;
const MAX_REMEMBERED = 10_000;

interface Remembered {
  userId: string;
  at: number;
  found: Promise<Authenticated | undefined>;
}

const memories = new WeakMap<Db, ReturnType<typeof sessionMemory>>();

/**
 * Live sessions kept in memory for a second (docs/decisions/013-served-from-memory.md), so
 * checking a token costs no database round trip: a sign-out, a password change or reset and
 * a profile change forget them here at once and on the other instances through the
 * invalidation hub; anything else that ends a session is seen within the second.
 */
function sessionMemory(hub: InvalidationHub) {
  const bySession = new Map<string, Remembered>();
  // Bumped by every forgetting, so a read that began before one is not kept after it.
  let generation = 0;
  hub.listen((event) => {
    if (event.kind === 'data') return;
    generation++;
    if (event.kind === 'session') bySession.delete(event.sessionId);
    else
      for (const [id, entry] of bySession) if (entry.userId === event.userId) bySession.delete(id);
  });
  return {
    live(
      sessionId: string,
      userId: string,
      read: () => Promise<Authenticated | undefined>,
    ): Promise<Authenticated | undefined> {
      const now = Date.now();
      const hit = bySession.get(sessionId);
      if (hit && hit.userId === userId && now - hit.at < SESSION_MEMORY_MS) return hit.found;
      const started = generation;
      const found = read();
      const entry = { userId, at: now, found };
      if (bySession.size >= MAX_REMEMBERED) bySession.clear();
      bySession.set(sessionId, entry);
      const drop = () => {
        if (bySession.get(sessionId) === entry) bySession.delete(sessionId);
      };
      found.then(() => {
        if (generation !== started) drop();
      }, drop);
      return found;
    },
  };
}

function memoryOf(db: Db) {
  let memory = memories.get(db);
  if (!memory) {
    memory = sessionMemory(invalidationHub(db));
    memories.set(db, memory);
  }
  return memory;
}

interface LiveSessionAsk {
  sessionId: string;
  userId: string;
  since: Date;
}
type LiveSessionRow = { user: UserRow; id: string; createdAt: Date };

const liveSessionBatches = new WeakMap<
  Db,
  (ask: LiveSessionAsk) => Promise<LiveSessionRow | undefined>
>();
function liveSessionsOf(db: Db) {
  let batch = liveSessionBatches.get(db);
  if (!batch) {
    batch = statementBatch(async (asks: LiveSessionAsk[]) => {
      const rows = await db
        .select({ user: users, id: userSessions.id, createdAt: userSessions.createdAt })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(inArray(userSessions.id, [...new Set(asks.map((ask) => ask.sessionId))]));
      return asks.map(({ sessionId, userId, since }) =>
        rows.find(
          (row) =>
            row.id === sessionId &&
            row.user.id === userId &&
            row.createdAt.getTime() > since.getTime(),
        ),
      );
    });
    liveSessionBatches.set(db, batch);
  }
  return batch;
}

/**
 * The sign-ins of every user (docs/security.md "How sessions end"). A session lasts until
 * it is ended or SESSION_MAX_DAYS after it began; the lifetime is applied when reading, so
 * lowering the setting shortens sessions already running. Takes a Db so a password change
 * can end sessions in the same transaction as it writes the password.
 */
export function sessionStore(db: Db, maxDays: number) {
  const maxAgeMs = maxDays * DAY_MS;
  // Inside a transaction nobody hears this hub: the caller calls forgetUser after the commit.
  const hub = invalidationHub(db);
  const oldestLive = () => new Date(Date.now() - maxAgeMs);
  const ref = (row: { id: string; createdAt: Date }): SessionRef => ({
    id: row.id,
    endsAt: new Date(row.createdAt.getTime() + maxAgeMs),
  });
  return {
    /** A new session; sessions past their lifetime (anyone's) are cleared on the way. */
    async open(userId: string): Promise<SessionRef> {
      await db.delete(userSessions).where(lt(userSessions.createdAt, oldestLive()));
      const [row] = await db.insert(userSessions).values({ userId }).returning();
      if (!row) throw new Error('no session row returned');
      return ref(row);
    },
    /** The user of a session that still lasts: a lookup by primary key (those asked
     * together in one statement). */
    async live(sessionId: string, userId: string): Promise<Authenticated | undefined> {
      const row = await liveSessionsOf(db)({ sessionId, userId, since: oldestLive() });
      return row && { user: row.user, session: ref(row) };
    },
    /** Sign-out. */
    async end(sessionId: string) {
      await db.delete(userSessions).where(eq(userSessions.id, sessionId));
      hub.invalidate({ kind: 'session', sessionId });
    },
    /** A password change: the user's other sign-ins end, the one that changed it stays. */
    async endOthers(userId: string, keepSessionId: string) {
      await db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId)));
      hub.invalidate({ kind: 'user', userId });
    },
    /** A password reset: every sign-in of the user ends. */
    async endAll(userId: string) {
      await db.delete(userSessions).where(eq(userSessions.userId, userId));
      hub.invalidate({ kind: 'user', userId });
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

/** Starts, renews and checks sessions: the token side over the session store. */
export function sessionService(deps: AppDeps) {
  const tokens = tokenService(deps.jwtSecret, deps.config.tokenTtlHours);
  const { db } = deps.database;
  const memory = memoryOf(db);
  const store = sessionStore(db, deps.config.sessionMaxDays);
  /** A token for the session with the current Pro status and language. */
  const renew = async (user: UserRow, session: SessionRef): Promise<Session> => ({
    token: await tokens.issue(
      {
        sub: user.id,
        sid: session.id,
        is_pro: await isPro(deps.database.db, user.id),
        lang: user.language,
      },
      session.endsAt,
    ),
    user: publicUser(user),
  });
  /** The session's user while it lasts, from memory within its second (as a token check). */
  const live = (sessionId: string, userId: string) =>
    memory.live(sessionId, userId, () => store.live(sessionId, userId));
  return {
    /** A sign-in: a new session and its first token. */
    start: async (user: UserRow) => renew(user, await store.open(user.id)),
    /** A refresh: a fresh token for the same session, never outliving it. */
    renew,
    /** The user and session of a token whose session still lasts, else null. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const subject = await tokens.verify(token);
      if (!subject) return null;
      const { sessionId, userId } = subject;
      const found = await live(sessionId, userId);
      // A session whose lifetime ran out within the second it was kept.
      return found && found.session.endsAt.getTime() > Date.now() ? found : null;
    },
    /** After a transaction that changed a user or ended sessions: every instance forgets
     * what it kept of them. */
    forgetUser: (userId: string) => invalidationHub(db).invalidate({ kind: 'user', userId }),
    live,
    store,
  };
}

export type SessionService = ReturnType<typeof sessionService>;
