import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/database';
import { userSessions, users } from '../db/schema';
import { isPro } from './pro-status';
import { tokenService } from './tokens';
import { publicUser, type UserRow } from './users';

/** What sign-in, code checks and refreshes answer (SPEC §7 "token, user"). */
export interface Session {
  token: string;
  user: ReturnType<typeof publicUser>;
}

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

/**
 * The sign-ins of every user (docs/security.md "How sessions end"). A session lasts until
 * it is ended or SESSION_MAX_DAYS after it began; the lifetime is applied when reading, so
 * lowering the setting shortens sessions already running. Takes a Db so a password change
 * can end sessions in the same transaction as it writes the password.
 */
export function sessionStore(db: Db, maxDays: number) {
  const maxAgeMs = maxDays * DAY_MS;
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
    /** The user of a session that still lasts: one lookup by primary key. */
    async live(sessionId: string, userId: string): Promise<Authenticated | undefined> {
      const [row] = await db
        .select({ user: users, id: userSessions.id, createdAt: userSessions.createdAt })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            eq(userSessions.id, sessionId),
            eq(userSessions.userId, userId),
            gt(userSessions.createdAt, oldestLive()),
          ),
        );
      return row && { user: row.user, session: ref(row) };
    },
    /** Sign-out. */
    end: (sessionId: string) => db.delete(userSessions).where(eq(userSessions.id, sessionId)),
    /** A password change: the user's other sign-ins end, the one that changed it stays. */
    endOthers: (userId: string, keepSessionId: string) =>
      db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId))),
    /** A password reset: every sign-in of the user ends. */
    endAll: (userId: string) => db.delete(userSessions).where(eq(userSessions.userId, userId)),
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

/** Starts, renews and checks sessions: the token side over the session store. */
export function sessionService(deps: AppDeps) {
  const tokens = tokenService(deps.jwtSecret, deps.config.tokenTtlHours);
  const store = sessionStore(deps.database.db, deps.config.sessionMaxDays);
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
  return {
    /** A sign-in: a new session and its first token. */
    start: async (user: UserRow) => renew(user, await store.open(user.id)),
    /** A refresh: a fresh token for the same session, never outliving it. */
    renew,
    /** The user and session of a token whose session still lasts, else null. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const subject = await tokens.verify(token);
      if (!subject) return null;
      return (await store.live(subject.sessionId, subject.userId)) ?? null;
    },
    store,
  };
}

export type SessionService = ReturnType<typeof sessionService>;
