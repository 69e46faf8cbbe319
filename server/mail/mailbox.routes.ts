import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { outboxMail } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { escapeHtml } from './escape-html';
import { latestOutboxMail } from './mailer';
import { codeOf } from './templates';

const latestQuery = z.object({
  to: z
    .string({ error: 'Give the address as ?to=.' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email()),
});

/** Offline installs only (no SMTP_URL, not production): the outbox, readable by people and tests. */
export function mailboxAvailable(deps: AppDeps): boolean {
  return !deps.config.smtpUrl && deps.config.nodeEnv !== 'production';
}

/**
 * GET /dev/mailbox: the outbox as a page, newest first, so a newcomer can finish sign-up
 * without a mail server. GET /api/dev/mailbox/latest/?to=: the newest mail to an address
 * with its code, for end-to-end tests.
 */
export async function registerMailbox(app: FastifyInstance, deps: AppDeps) {
  if (!mailboxAvailable(deps)) return;
  const { db } = deps.database;

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await db.select().from(outboxMail).orderBy(desc(outboxMail.createdAt)).limit(50);
    const rows = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><small>${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</small></p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GoalVision mailbox</title></head><body style="font-family:system-ui;max-width:720px;margin:2rem auto"><h1>Outbox</h1>${rows || '<p>No mail yet.</p>'}</body></html>`,
      );
  });

  app.get('/api/dev/mailbox/latest/', async (request) => {
    const { to } = parseInput(latestQuery, request.query);
    const mail = await latestOutboxMail(db, to);
    if (!mail) throw new HttpError(404, 'No mail to this address.', { code: 'not_found' });
    return { to: mail.to, subject: mail.subject, text: mail.text, code: codeOf(mail.text) };
  });
}
