import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { type CodePurpose, oneTimeCodes, users } from '../../../server/db/schema';

/** Moves a user's code `minutes` into the past (sent and expiry alike), as if time passed. */
export async function backdateCode(db: Db, email: string, purpose: CodePurpose, minutes: number) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const shift = sql.raw(`interval '${Number(minutes)} minutes'`);
  await db
    .update(oneTimeCodes)
    .set({
      sentAt: sql`${oneTimeCodes.sentAt} - ${shift}`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - ${shift}`,
    })
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, purpose)));
}

/** How many mails the outbox holds for an address. */
export async function mailCount(db: Db, to: string) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_mail where "to" = ${to}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
