import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type CodePurpose, oneTimeCodes } from '../db/schema';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

/** 4-digit e-mail codes, stored only as an HMAC so a database leak reveals none. */
export function codeStore(
  db: Db,
  secret: string,
  {
    resendWaitMs = 60_000,
    now = () => new Date(),
  }: { resendWaitMs?: number; now?: () => Date } = {},
) {
  const hash = (code: string) => createHmac('sha256', secret).update(code).digest('hex');

  const current = async (userId: string, purpose: CodePurpose) =>
    (
      await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    )[0];

  return {
    /** Milliseconds until another code may be sent (0: now). */
    async waitBeforeResend(userId: string, purpose: CodePurpose): Promise<number> {
      const row = await current(userId, purpose);
      if (!row || row.consumedAt) return 0;
      return Math.max(0, row.sentAt.getTime() + resendWaitMs - now().getTime());
    },

    /** A fresh code replaces the previous one, and its wrong tries. */
    async issue(userId: string, purpose: CodePurpose, payload: unknown = null): Promise<string> {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const sentAt = now();
      const values = {
        codeHash: hash(code),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + CODE_TTL_MS),
        failedAttempts: 0,
        consumedAt: null,
        payload,
      };
      await db
        .insert(oneTimeCodes)
        .values({ userId, purpose, ...values })
        .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
      return code;
    },

    /** Checks a code; a wrong one counts against the 5 tries. `consume` spends a right one. */
    async check(
      userId: string,
      purpose: CodePurpose,
      code: string,
      { consume }: { consume: boolean },
    ): Promise<CodeCheck> {
      const row = await current(userId, purpose);
      if (!row || row.consumedAt) return 'missing';
      if (row.failedAttempts >= MAX_WRONG_TRIES) return 'locked';
      if (row.expiresAt.getTime() <= now().getTime()) return 'expired';
      const matches = timingSafeEqual(Buffer.from(hash(code)), Buffer.from(row.codeHash));
      const where = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
      if (!matches) {
        // Counted in SQL, so parallel guesses cannot slip past the limit.
        await db
          .update(oneTimeCodes)
          .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
          .where(where);
        return 'wrong';
      }
      if (consume) {
        const spent = await db
          .update(oneTimeCodes)
          .set({ consumedAt: now() })
          .where(
            and(
              where,
              isNull(oneTimeCodes.consumedAt),
              lt(oneTimeCodes.failedAttempts, MAX_WRONG_TRIES),
            ),
          )
          .returning({ userId: oneTimeCodes.userId });
        if (spent.length === 0) return 'locked';
      }
      return 'ok';
    },
  };
}

export type CodeStore = ReturnType<typeof codeStore>;
