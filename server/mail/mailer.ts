import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '../../contracts/language';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { outboxMail } from '../db/schema';
import type { MailContent } from './templates';

export interface Mailer {
  /** `outbox` keeps mail in the database (offline default); `smtp` sends it for real. */
  kind: 'outbox' | 'smtp';
  send(to: string, language: Language, mail: MailContent): Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(to, _language, mail) {
        await transport.sendMail({ from: config.mailFrom, to, ...mail });
        log.info(`mail to ${to}: ${mail.subject}`);
      },
    };
  }
  return {
    kind: 'outbox',
    async send(to, language, mail) {
      await db.insert(outboxMail).values({ to, language, ...mail });
      // The subject names the mail; the body (with its code) stays out of the log.
      log.info(`mail to ${to}: ${mail.subject}`);
    },
  };
}

/** The newest outbox mail to `to`, for the dev mailbox and end-to-end tests. */
export async function latestOutboxMail(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(outboxMail)
    .where(eq(outboxMail.to, to))
    .orderBy(desc(outboxMail.createdAt))
    .limit(1);
  return mail;
}
