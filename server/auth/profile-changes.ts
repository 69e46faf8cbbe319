import type { z } from 'zod';
import { languageOf } from '../../contracts/language';
import { maskEmail } from '../../contracts/masked-email';
import type { Session } from '../../contracts/session';
import { HttpError } from '../http/http-error';
import { mailTemplates } from '../mail/templates';
import type { AccountServices } from './account-services';
import {
  emailChangePayload,
  type emailChangeRequestBody,
  type passwordChangeBody,
  type profileBody,
} from './auth.schemas';
import { codeRefusal } from './codes';
import { googleUnavailable } from './google';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionRef } from './session';
import { EMAIL_IN_USE, normaliseEmail, type UserRow } from './users';

const SAME_EMAIL = 'Please enter a different email';
const WRONG_PASSWORD = 'The current password is incorrect.';
const SAME_PASSWORD = 'The new password must be different from the current one.';
// A Google-only account proves it is its owner with a Google sign-in made this recently.
const FRESH_GOOGLE_SIGN_IN_SECONDS = 10 * 60;
const GOOGLE_REAUTH_FAILED = 'Sign in with Google again to confirm it is you.';

const wrongPassword = () =>
  new HttpError(400, WRONG_PASSWORD, {
    code: 'wrong_password',
    errors: { current_password: [WRONG_PASSWORD] },
  });

const emailTaken = () =>
  new HttpError(400, EMAIL_IN_USE, { code: 'email_taken', errors: { new_email: [EMAIL_IN_USE] } });

/** A unique-index violation: someone took the address between our check and our write. */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * The signed-in user's own account (DESIGN.md "API contract"): name and language, the e-mail
 * address (proven by a code mailed to the new one) and the password. Changes that the token
 * carries (language, address) answer a fresh token for the same session.
 */
export function profileChanges({
  log,
  users,
  codes,
  mailer,
  codeMail,
  sessions,
  verifyGoogle,
  limits,
  inTransaction,
}: AccountServices) {
  /** The new address, refused when it is the current one or another account's. */
  const newAddressFor = async (user: UserRow, requested: string) => {
    const email = normaliseEmail(requested);
    if (email === user.email) {
      throw new HttpError(400, SAME_EMAIL, {
        code: 'same_email',
        errors: { new_email: [SAME_EMAIL] },
      });
    }
    const owner = await users.byEmail(email);
    if (owner && owner.id !== user.id) throw emailTaken();
    return email;
  };

  /**
   * Moving the account to another address hands it over (resets go there), so a token is not
   * enough: the owner proves it with the current password or, for a Google-only account, a
   * fresh Google sign-in as the same Google user. Password guesses share the per-account
   * budget of the password change.
   */
  const proveOwner = async (
    user: UserRow,
    proof: { current_password?: string | undefined; id_token?: string | undefined },
  ) => {
    if (user.passwordHash) {
      await limits.perAccount('password-change', user.id);
      const given = proof.current_password ?? '';
      if (!given || !(await verifyPassword(given, user.passwordHash))) throw wrongPassword();
      return;
    }
    if (!verifyGoogle) throw googleUnavailable();
    const identity = proof.id_token
      ? await verifyGoogle(proof.id_token, { maxAgeSeconds: FRESH_GOOGLE_SIGN_IN_SECONDS })
      : null;
    if (!identity || identity.sub !== user.googleSub) {
      throw new HttpError(400, GOOGLE_REAUTH_FAILED, { code: 'google_reauth_failed' });
    }
  };

  /** Tells the old address where the account went; the change stands if the mail fails. */
  const noticeToOldAddress = async (user: UserRow, newEmail: string) => {
    const language = languageOf(user.language);
    try {
      await mailer.send(
        user.email,
        language,
        mailTemplates.emailChanged(language, user.name, maskEmail(newEmail)),
      );
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      log.error({ mailError: { code, message } }, `notice mail to ${user.email} failed`);
    }
  };

  return {
    /** Name and language; answers like GET /auth/me/ (the token's `lang` follows). */
    async update(
      user: UserRow,
      session: SessionRef,
      changes: z.output<typeof profileBody>,
    ): Promise<Session> {
      return sessions.renew(
        await users.update(user.id, {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.language !== undefined && { language: changes.language }),
        }),
        session,
      );
    },

    /** Mails a code to the new address; answers both addresses, masked. Asking again after
     * the resend wait mails a new code (to the address of the last ask). */
    async requestEmailChange(
      user: UserRow,
      input: z.output<typeof emailChangeRequestBody>,
    ): Promise<{ email: string; currentEmail: string }> {
      // Before the address is looked at, so nobody learns which addresses are taken either.
      await proveOwner(user, input);
      const email = await newAddressFor(user, input.new_email);
      // Fresh codes are budgeted per account and per address they go to, like sign-up and
      // reset codes: a new code must not buy a new round of guesses, and nobody's mailbox
      // may be filled with codes from many accounts.
      await limits.perAccount('email-change', user.id);
      await limits.perAccount('email-change-to', email);
      await codeMail.sendOrRefuse(user, 'email_change', { to: email, payload: { email } });
      return { email: maskEmail(email), currentEmail: maskEmail(user.email) };
    },

    /** The code proves the new address: the account moves there and the old one is told. */
    async confirmEmailChange(user: UserRow, session: SessionRef, code: string): Promise<Session> {
      // Guesses count against the account and against the address the code proves, so
      // guessing from many accounts at one address stays bounded too.
      await limits.perAccount('email-change', user.id);
      const pending = emailChangePayload.safeParse(await codes.payloadOf(user.id, 'email_change'));
      if (pending.success) await limits.perAccount('email-change-to', pending.data.email);
      const { result, payload } = await codes.redeem(user.id, 'email_change', code);
      if (result !== 'ok') {
        // SPEC §8's profile wording for a wrong code.
        throw codeRefusal(result, result === 'wrong' ? 'Invalid verification code' : undefined);
      }
      const parsed = emailChangePayload.safeParse(payload);
      if (!parsed.success) throw codeRefusal('missing');
      // Checked again: the address may have been registered since the code went out.
      const email = await newAddressFor(user, parsed.data.email);
      try {
        // The code proved the new address, which also proves an address never verified before.
        const updated = await users.update(user.id, {
          email,
          emailVerifiedAt: new Date(),
        });
        await noticeToOldAddress(user, email);
        return sessions.renew(updated, session);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A new password; every other session of the user ends, this one goes on. */
    async changePassword(
      user: UserRow,
      session: SessionRef,
      input: z.output<typeof passwordChangeBody>,
    ): Promise<void> {
      if (user.oauthOnly || !user.passwordHash) {
        throw new HttpError(
          403,
          'This account signs in with Google, so it has no password to change.',
          { code: 'oauth_only' },
        );
      }
      await limits.perAccount('password-change', user.id);
      if (!(await verifyPassword(input.current_password, user.passwordHash))) {
        throw wrongPassword();
      }
      if (input.new_password === input.current_password) {
        throw new HttpError(400, SAME_PASSWORD, {
          code: 'same_password',
          errors: { new_password: [SAME_PASSWORD] },
        });
      }
      const passwordHash = await hashPassword(input.new_password);
      // Every other sign-in ends with the old password (a thief's included); this one goes on.
      await inTransaction(async (scope) => {
        await scope.users.update(user.id, { passwordHash });
        await scope.sessions.endOthers(user.id, session.id);
      });
      sessions.forgetUser(user.id);
    },
  };
}
