import type { z } from 'zod';
import type { Session } from '../../contracts/session';
import { HttpError } from '../http/http-error';
import type { AccountServices } from './account-services';
import type { registerBody, verifyCodeBody } from './auth.schemas';
import { codeRefusal } from './codes';
import { hashPassword } from './passwords';
import { EMAIL_IN_USE, normaliseEmail, type UserRow } from './users';

const emailInUse = () =>
  new HttpError(400, EMAIL_IN_USE, { code: 'email_taken', errors: { email: [EMAIL_IN_USE] } });

/** Registration (SPEC §7): an account, then the code mailed to its address proves it. */
export function signUp({
  users,
  codes,
  codeMail,
  sessions,
  limits,
  inTransaction,
}: AccountServices) {
  /** The unfinished sign-up at this address, or undefined. */
  const pendingSignUp = async (email: string) => {
    const user = await users.byEmail(email);
    return !user || user.emailVerifiedAt || user.oauthOnly ? undefined : user;
  };

  return {
    /** The new account, unverified, with its code on the way. */
    async register(input: z.output<typeof registerBody>): Promise<UserRow> {
      const email = normaliseEmail(input.email);
      const details = {
        name: input.name,
        passwordHash: await hashPassword(input.password),
        language: input.language,
      };
      // A sign-up writes its account, its code and (offline) its mail together or not at
      // all: one cut off half-way (the database gone, the mail refused) leaves nothing behind.
      return inTransaction(async (scope) => {
        // An address that already has an account, finished or not, is refused: a second
        // sign-up must never replace the first one's password, or whoever registers an
        // unverified address last would own the account its mailbox owner verifies
        // (pre-registration takeover). The owner of a sign-up they left signs in (which
        // resends the code); the owner of an address someone else took resets the password,
        // which the code in their mailbox allows and which proves the address.
        const created = await scope.users.createIfAbsent({ ...details, email });
        if (!created) throw emailInUse();
        await scope.codeMail.send(created, 'registration');
        return created;
      });
    },

    /** The right code verifies the address and signs the user in. */
    async verifyCode(input: z.output<typeof verifyCodeBody>): Promise<Session> {
      await limits.perAccount('verify', input.email);
      const user = await pendingSignUp(input.email);
      if (!user) throw codeRefusal('missing');
      const result = await codes.check(user.id, 'registration', input.code, { consume: true });
      if (result !== 'ok') throw codeRefusal(result);
      return sessions.start(await users.update(user.id, { emailVerifiedAt: new Date() }));
    },

    /** A new code for a sign-up still waiting for one (429 within the resend wait). */
    async resendCode(email: string): Promise<void> {
      const user = await pendingSignUp(email);
      if (!user) {
        throw new HttpError(400, 'There is no sign-up waiting for a code at this address.', {
          code: 'no_pending_signup',
        });
      }
      await codeMail.sendOrRefuse(user, 'registration');
    },
  };
}
