import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../contracts/session';
import { invalidationHub } from '../cache/invalidation';
import type { Db } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (SPEC §3 "User"). */
export function publicUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    oauth_only: user.oauthOnly,
  };
}

/** One address, one account: what registration and e-mail changes answer when it is taken. */
export const EMAIL_IN_USE = 'Email is already in use';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function userRepository(db: Db) {
  const one = async (rows: Promise<UserRow[]>) => (await rows)[0];
  return {
    byEmail: (email: string) =>
      one(
        db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email))),
      ),
    byId: (id: string) => one(db.select().from(users).where(eq(users.id, id))),
    byGoogleSub: (sub: string) => one(db.select().from(users).where(eq(users.googleSub, sub))),
    /** The new user, or undefined when the e-mail or Google account is already taken (a
     * simultaneous sign-up may win the race; the caller looks the winner up). */
    createIfAbsent: async (values: typeof users.$inferInsert): Promise<UserRow | undefined> =>
      (await db.insert(users).values(values).onConflictDoNothing().returning())[0],
    /** Inside a transaction, the caller calls `sessions.forgetUser` after the commit. */
    update: async (id: string, values: Partial<typeof users.$inferInsert>) => {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      // Signed-in requests carry the user's row from memory: every instance reads it again.
      invalidationHub(db).invalidate({ kind: 'user', userId: id });
      return row as UserRow;
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
