import type { z } from 'zod';
import type { Language } from '../../contracts/language';
import type { Session } from '../../contracts/session';
import { HttpError } from '../http/http-error';
import type { AccountServices } from './account-services';
import type { googleBody, loginBody } from './auth.schemas';
import { type GoogleIdentity, googleUnavailable } from './google';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

export const OAUTH_ONLY_DETAIL =
  "This account was created with Google. Please use 'Sign in with Google' to access your account.";
const INVALID_CREDENTIALS = 'Invalid email or password';
const googleFailed = () =>
  new HttpError(401, 'Google sign-in failed. Please try again.', { code: 'google_failed' });

/** Signing in (SPEC §7): with e-mail and password, or with Google. */
export function signIn({
  users,
  codes,
  codeMail,
  sessions,
  verifyGoogle,
  limits,
}: AccountServices) {
  /** The account a verified Google identity signs in to, creating or linking it. */
  const googleAccount = async (identity: GoogleIdentity, language: Language) => {
    const linked = await users.byGoogleSub(identity.sub);
    if (linked) return linked;
    const sameEmail = await users.byEmail(identity.email);
    if (sameEmail?.emailVerifiedAt) {
      // The same proven address is the same person: link Google, keep the password.
      return users.update(sameEmail.id, { googleSub: identity.sub });
    }
    if (sameEmail) {
      // An unfinished sign-up: nobody proved they own the address, so its password may be
      // a squatter's (account pre-hijacking). Google has proved ownership; the owner gets
      // the account as a Google account and the unproven password is dropped.
      await codes.discard(sameEmail.id, 'registration');
      return users.update(sameEmail.id, {
        name: identity.name,
        language,
        passwordHash: null,
        oauthOnly: true,
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      });
    }
    const created = await users.createIfAbsent({
      name: identity.name,
      email: identity.email,
      language,
      oauthOnly: true,
      googleSub: identity.sub,
      emailVerifiedAt: new Date(),
    });
    // Undefined: a simultaneous sign-in with the same Google account created it first.
    const account = created ?? (await users.byGoogleSub(identity.sub));
    if (!account) throw googleFailed();
    return account;
  };

  return {
    /** `client`: the caller's address as the sign-in limits count it (`clientOf`). */
    async withPassword(input: z.output<typeof loginBody>, client: string): Promise<Session> {
      const attempt = await limits.signIn(client, input.email);
      const user: UserRow | undefined = await users.byEmail(input.email);
      if (!user) throw new HttpError(404, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
      if (user.oauthOnly || !user.passwordHash) {
        await attempt.succeeded(); // no password was tried
        throw new HttpError(403, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        throw new HttpError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
      }
      await attempt.succeeded();
      if (!user.emailVerifiedAt) {
        // The SPA moves on to the code screen: make sure a code is on its way, unless one
        // went out within the last minute. A mail failure must not hide the real answer.
        await codeMail.send(user, 'registration').catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
        });
        throw new HttpError(403, 'Please verify your e-mail address first.', {
          code: 'unverified',
        });
      }
      return sessions.start(user);
    },

    async withGoogle(input: z.output<typeof googleBody>): Promise<Session> {
      if (!verifyGoogle) throw googleUnavailable();
      const identity = await verifyGoogle(input.id_token);
      if (!identity) throw googleFailed();
      return sessions.start(await googleAccount(identity, input.language ?? 'en'));
    },
  };
}
