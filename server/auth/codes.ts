import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiErrorCode } from '../../contracts/api-errors';
import type { Db } from '../db/database';
import { type CodePurpose, oneTimeCodes } from '../db/schema';
import { HttpError } from '../http/http-error';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

/** What the API says about a code that did not pass (the same codes for every purpose). */
const CODE_REFUSALS: Record<Exclude<CodeCheck, 'ok'>, { detail: string; code: ApiErrorCode }> = {
  wrong: { detail: 'Incorrect code. Please try again.', code: 'invalid_code' },
  expired: { detail: 'This code has expired. Request a new one.', code: 'code_expired' },
  locked: { detail: 'Too many wrong tries. Request a new code.', code: 'code_locked' },
  missing: { detail: 'There is no code to check. Request a new one.', code: 'no_code' },
};

/** The 400 for a code that did not pass. */
export function codeRefusal(result: Exclude<CodeCheck, 'ok'>, detail?: string): HttpError {
  const refusal = CODE_REFUSALS[result];
  return new HttpError(400, detail ?? refusal.detail, { code: refusal.code });
}

/** A new code to mail, or how long the caller must wait before another may go out. */
export type CodeIssue = { code: string } | { waitMs: number };

/**
 * 4-digit e-mail codes, stored only as an HMAC so a database leak reveals none. Each check
 * and each issue runs in a transaction holding the code's row, so parallel requests are
 * counted one after another: 50 simultaneous guesses still get 5 tries, and two
 * simultaneous resends still send one mail.
 */
export function codeStore(
  db: Db,
  secret: string,
  {
    resendWaitMs = 60_000,
    now = () => new Date(),
  }: { resendWaitMs?: number; now?: () => Date } = {},
) {
  const hash = (code: string) => createHmac('sha256', secret).update(code).digest('hex');
  const rowOf = (userId: string, purpose: CodePurpose) =>
    and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  const waitAfter = (sentAt: Date) =>
    Math.max(0, sentAt.getTime() + resendWaitMs - now().getTime());

  const checkRow = (userId: string, purpose: CodePurpose, code: string, consume: boolean) =>
    db.transaction(async (tx): Promise<{ result: CodeCheck; payload: unknown }> => {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(rowOf(userId, purpose))
        .for('update');
      const answer = (result: CodeCheck) => ({
        result,
        payload: result === 'ok' ? row?.payload : null,
      });
      if (!row || row.consumedAt) return answer('missing');
      if (row.failedAttempts >= MAX_WRONG_TRIES) return answer('locked');
      if (row.expiresAt.getTime() <= now().getTime()) return answer('expired');
      if (!timingSafeEqual(Buffer.from(hash(code)), Buffer.from(row.codeHash))) {
        await tx
          .update(oneTimeCodes)
          .set({ failedAttempts: row.failedAttempts + 1 })
          .where(rowOf(userId, purpose));
        return answer('wrong');
      }
      if (consume) {
        await tx.update(oneTimeCodes).set({ consumedAt: now() }).where(rowOf(userId, purpose));
      }
      return answer('ok');
    });

  return {
    /** Milliseconds until another code may be sent (0: now). A spent code holds nobody back. */
    async waitBeforeResend(userId: string, purpose: CodePurpose): Promise<number> {
      const [row] = await db.select().from(oneTimeCodes).where(rowOf(userId, purpose));
      return !row || row.consumedAt ? 0 : waitAfter(row.sentAt);
    },

    /** What the live code was issued with (undefined: none), read without checking it. */
    async payloadOf(userId: string, purpose: CodePurpose): Promise<unknown> {
      const [row] = await db.select().from(oneTimeCodes).where(rowOf(userId, purpose));
      return row && !row.consumedAt ? row.payload : undefined;
    },

    /** A fresh code, replacing the previous one and its wrong tries — unless the previous
     * one went out less than the resend wait ago. */
    issue(userId: string, purpose: CodePurpose, payload: unknown = null): Promise<CodeIssue> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(oneTimeCodes)
          .where(rowOf(userId, purpose))
          .for('update');
        const waitMs = !row || row.consumedAt ? 0 : waitAfter(row.sentAt);
        if (waitMs > 0) return { waitMs };
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
        if (row) {
          await tx.update(oneTimeCodes).set(values).where(rowOf(userId, purpose));
          return { code };
        }
        // No row to lock yet: a simultaneous first issue may insert before us; it wins.
        const inserted = await tx
          .insert(oneTimeCodes)
          .values({ userId, purpose, ...values })
          .onConflictDoNothing()
          .returning({ userId: oneTimeCodes.userId });
        return inserted.length > 0 ? { code } : { waitMs: resendWaitMs };
      });
    },

    /** Forgets the code (e.g. its mail could not be sent, so the wait must not apply). */
    async discard(userId: string, purpose: CodePurpose): Promise<void> {
      await db.delete(oneTimeCodes).where(rowOf(userId, purpose));
    },

    /** Checks a code; a wrong one counts against the 5 tries. `consume` spends a right one. */
    async check(
      userId: string,
      purpose: CodePurpose,
      code: string,
      { consume }: { consume: boolean },
    ): Promise<CodeCheck> {
      return (await checkRow(userId, purpose, code, consume)).result;
    },

    /** Checks and spends a code, answering the payload it was issued with. Read in the same
     * transaction as the check: a code issued meanwhile cannot lend its payload to this one. */
    redeem(
      userId: string,
      purpose: CodePurpose,
      code: string,
    ): Promise<{ result: CodeCheck; payload: unknown }> {
      return checkRow(userId, purpose, code, true);
    },
  };
}

export type CodeStore = ReturnType<typeof codeStore>;
