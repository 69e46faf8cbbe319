import type { FastifyBaseLogger } from 'fastify';
import { type Language, languageOf } from '../../contracts/language';
import type { CodePurpose } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../mail/mailer';
import { type MailContent, mailTemplates } from '../mail/templates';
import type { CodeStore } from './codes';
import type { UserRow } from './users';

const templates: Record<
  CodePurpose,
  (language: Language, name: string, code: string) => MailContent
> = {
  registration: mailTemplates.registrationCode,
  password_reset: mailTemplates.passwordResetCode,
  email_change: mailTemplates.emailChangeCode,
};

export interface CodeDelivery {
  /** Where the code goes: the account's address unless it is a new one to prove. */
  to?: string;
  /** Kept with the code and handed back when it is redeemed (e.g. the new address). */
  payload?: unknown;
}

/**
 * Mails a fresh code in the user's language. Answers 0, or how long to wait instead when
 * the last code went out within the resend wait. A mail that cannot be sent is a 503.
 */
export function codeMailer(codes: CodeStore, mailer: Mailer, log: FastifyBaseLogger) {
  const send = async (
    user: UserRow,
    purpose: CodePurpose,
    { to = user.email, payload = null }: CodeDelivery = {},
  ): Promise<number> => {
    const issued = await codes.issue(user.id, purpose, payload);
    if (!('code' in issued)) return issued.waitMs;
    const language = languageOf(user.language);
    try {
      await mailer.send(to, language, templates[purpose](language, user.name, issued.code));
    } catch (error) {
      // A code nobody received must not hold the user back for a minute.
      await codes.discard(user.id, purpose);
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      log.error({ mailError: { code, message } }, `mail to ${to} failed`);
      throw new HttpError(503, 'We could not send the e-mail. Please try again in a moment.', {
        code: 'mail_failed',
      });
    }
    return 0;
  };

  return {
    send,
    /** As `send`, but a code asked for within the resend wait is a 429 with Retry-After. */
    async sendOrRefuse(user: UserRow, purpose: CodePurpose, delivery: CodeDelivery = {}) {
      const waitMs = await send(user, purpose, delivery);
      if (waitMs > 0) {
        throw new HttpError(429, 'Please wait a minute before asking for another code.', {
          code: 'resend_too_soon',
          retryAfter: Math.ceil(waitMs / 1000),
        });
      }
    },
  };
}
