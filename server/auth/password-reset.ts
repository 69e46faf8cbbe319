import type { z } from 'zod';
import { maskEmail } from '../../contracts/masked-email';
import { HttpError } from '../http/http-error';
import type { AccountServices } from './account-services';
import type { resetConfirmBody, resetVerifyBody } from './auth.schemas';
import { codeRefusal } from './codes';
import { hashPassword } from './passwords';
import { OAUTH_ONLY_DETAIL } from './sign-in';

/** A forgotten password (SPEC §7): a code mailed to the address, then a new password. */
export function passwordReset({
  users,
  codes,
  codeMail,
  sessions,
  limits,
  inTransaction,
}: AccountServices) {
  return {
    /** Mails a code; answers the address it went to, masked. */
    async request(identifier: string): Promise<string> {
      await limits.perAccount('reset', identifier);
      const user = await users.byEmail(identifier);
      if (!user) {
        throw new HttpError(404, 'The provided user or email does not exist.', {
          code: 'user_not_found',
        });
      }
      if (user.oauthOnly || !user.passwordHash) {
        throw new HttpError(400, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
      }
      await codeMail.sendOrRefuse(user, 'password_reset');
      return maskEmail(user.email);
    },

    // SPEC §7 reads only `verified`: a wrong, expired, locked or used-up code (or an unknown
    // address) answers false, never an error (docs/decisions/007-account-flows.md).
    /** Whether the code would reset the password now; it stays unspent. */
    async verify(input: z.output<typeof resetVerifyBody>): Promise<boolean> {
      await limits.perAccount('reset', input.identifier);
      const user = await users.byEmail(input.identifier);
      if (!user || user.oauthOnly) return false;
      const result = await codes.check(user.id, 'password_reset', input.code, { consume: false });
      return result === 'ok';
    },

    /** Spends the code on the new password. `client`: the caller as the sign-in limits
     * count it, whose lock the proven owner lifts. */
    async confirm(input: z.output<typeof resetConfirmBody>, client: string): Promise<void> {
      await limits.perAccount('reset', input.identifier);
      const user = await users.byEmail(input.identifier);
      if (!user || user.oauthOnly) throw codeRefusal('missing');
      const result = await codes.check(user.id, 'password_reset', input.code, { consume: true });
      if (result !== 'ok') throw codeRefusal(result);
      const passwordHash = await hashPassword(input.new_password);
      // Whoever knew the old password (or held a token) is signed out everywhere, in the same
      // transaction: a reset that wrote the password but kept the sessions would help nobody.
      await inTransaction(async (scope) => {
        // Resetting by a mailed code also proves the address.
        await scope.users.update(user.id, {
          passwordHash,
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        });
        await scope.sessions.endAll(user.id);
      });
      sessions.forgetUser(user.id);
      await limits.clearSignIn(client, user.email);
    },
  };
}
