import type { FastifyPluginAsync } from 'fastify';
import { maskEmail } from '../../contracts/masked-email';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { createMailer } from '../mail/mailer';
import { type AuthOptions, accountLimits } from './account-limit';
import {
  emailBody,
  googleBody,
  loginBody,
  registerBody,
  resetConfirmBody,
  resetRequestBody,
  resetVerifyBody,
  tokenBody,
  verifyCodeBody,
} from './auth.schemas';
import { codeMailer } from './code-mail';
import { codeRefusal, codeStore } from './codes';
import { configuredGoogleVerifier, type GoogleIdentity, googleUnavailable } from './google';
import { hashPassword, verifyPassword } from './passwords';
import { profileRoutes } from './profile.routes';
import { currentSession, currentUser, invalidToken, requireUser } from './require-user';
import { sessionService, sessionStore } from './session';
import { EMAIL_IN_USE, normaliseEmail, type UserRepository, userRepository } from './users';

const OAUTH_ONLY_DETAIL =
  "This account was created with Google. Please use 'Sign in with Google' to access your account.";
const INVALID_CREDENTIALS = 'Invalid email or password';
const googleFailed = () =>
  new HttpError(401, 'Google sign-in failed. Please try again.', { code: 'google_failed' });

const emailInUse = () =>
  new HttpError(400, EMAIL_IN_USE, { code: 'email_taken', errors: { email: [EMAIL_IN_USE] } });

/** The account endpoints of SPEC §7 (register, codes, login, Google, tokens, reset). */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, { deps, attempts }) => {
  const { config, database, jwtSecret } = deps;
  const users = userRepository(database.db);
  const codes = codeStore(database.db, jwtSecret, {
    resendWaitMs: config.codeResendWaitSeconds * 1000,
  });
  const sessions = sessionService(deps);
  const { send: sendCode, sendOrRefuse: sendCodeOrRefuse } = codeMailer(
    codes,
    createMailer(config, database.db, app.log),
    app.log,
  );
  // A sign-up writes its account, its code and (offline) its mail together or not at all:
  // one cut off half-way (the database gone, the mail refused) leaves nothing behind.
  const inSignUpTransaction = <T>(
    work: (scope: { users: UserRepository; sendCode: typeof sendCode }) => Promise<T>,
  ) =>
    database.db.transaction((tx) => {
      const scopedCodes = codeStore(tx, jwtSecret, {
        resendWaitMs: config.codeResendWaitSeconds * 1000,
      });
      const mailer = codeMailer(scopedCodes, createMailer(config, tx, app.log), app.log);
      return work({ users: userRepository(tx), sendCode: mailer.send });
    });
  const verifyGoogle = configuredGoogleVerifier(config);

  const limits = accountLimits(attempts, config);
  const { limited, sessionLimited } = limits;

  app.post('/register/', limited, async (request, reply) => {
    const body = parseInput(registerBody, request.body);
    const email = normaliseEmail(body.email);
    const details = {
      name: body.name,
      passwordHash: await hashPassword(body.password),
      language: body.language,
    };
    const user = await inSignUpTransaction(async ({ users, sendCode }) => {
      // An address that already has an account, finished or not, is refused: a second
      // sign-up must never replace the first one's password, or whoever registers an
      // unverified address last would own the account its mailbox owner verifies
      // (pre-registration takeover). The owner of a sign-up they left signs in (which
      // resends the code); the owner of an address someone else took resets the password,
      // which the code in their mailbox allows and which proves the address.
      const created = await users.createIfAbsent({ ...details, email });
      if (!created) throw emailInUse();
      await sendCode(created, 'registration');
      return created;
    });
    return reply.code(201).send({ email: user.email, detail: 'We sent a code to your e-mail.' });
  });

  app.post('/register/verify-code/', limited, async (request) => {
    const body = parseInput(verifyCodeBody, request.body);
    await limits.perAccount('verify', body.email);
    const user = await users.byEmail(body.email);
    if (!user || user.emailVerifiedAt || user.oauthOnly) {
      throw codeRefusal('missing');
    }
    const result = await codes.check(user.id, 'registration', body.code, { consume: true });
    if (result !== 'ok') throw codeRefusal(result);
    return sessions.start(await users.update(user.id, { emailVerifiedAt: new Date() }));
  });

  app.post('/register/resend-code/', limited, async (request) => {
    const body = parseInput(emailBody, request.body);
    const user = await users.byEmail(body.email);
    if (!user || user.emailVerifiedAt || user.oauthOnly) {
      throw new HttpError(400, 'There is no sign-up waiting for a code at this address.', {
        code: 'no_pending_signup',
      });
    }
    await sendCodeOrRefuse(user, 'registration');
    return { detail: 'The code has been sent again.' };
  });

  app.post('/login/', limited, async (request) => {
    const body = parseInput(loginBody, request.body);
    const attempt = await limits.signIn(request, body.email);
    const user = await users.byEmail(body.email);
    if (!user) throw new HttpError(404, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
    if (user.oauthOnly || !user.passwordHash) {
      await attempt.succeeded(); // no password was tried
      throw new HttpError(403, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
    }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw new HttpError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
    }
    await attempt.succeeded();
    if (!user.emailVerifiedAt) {
      // The SPA moves on to the code screen: make sure a code is on its way, unless one
      // went out within the last minute. A mail failure must not hide the real answer.
      await sendCode(user, 'registration').catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
      throw new HttpError(403, 'Please verify your e-mail address first.', { code: 'unverified' });
    }
    return sessions.start(user);
  });

  /** The account a verified Google identity signs in to, creating or linking it. */
  const googleAccount = async (identity: GoogleIdentity, language: 'en' | 'es') => {
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

  app.post('/oauth/google/', limited, async (request) => {
    const body = parseInput(googleBody, request.body);
    if (!verifyGoogle) throw googleUnavailable();
    const identity = await verifyGoogle(body.id_token);
    if (!identity) throw googleFailed();
    return sessions.start(await googleAccount(identity, body.language ?? 'en'));
  });

  app.post('/token/verify/', sessionLimited, async (request) => {
    const body = parseInput(tokenBody, request.body);
    if (!(await sessions.authenticate(body.token))) {
      throw invalidToken();
    }
    return { valid: true };
  });

  const signedIn = { ...sessionLimited, preHandler: requireUser(deps) };

  // The SPA's refresh: a new token (current Pro status and language) and the user record,
  // for as long as the session lasts (SESSION_MAX_DAYS after sign-in at most).
  app.get('/me/', signedIn, async (request) =>
    sessions.renew(currentUser(request), currentSession(request)),
  );

  // Sign-out ends this session only: the user's other devices stay signed in.
  app.post('/logout/', signedIn, async (request) => {
    await sessions.store.end(currentSession(request).id);
    return { detail: 'You have been signed out.' };
  });

  app.post('/password-reset/request/', limited, async (request) => {
    const body = parseInput(resetRequestBody, request.body);
    await limits.perAccount('reset', body.identifier);
    const user = await users.byEmail(body.identifier);
    if (!user) {
      throw new HttpError(404, 'The provided user or email does not exist.', {
        code: 'user_not_found',
      });
    }
    if (user.oauthOnly || !user.passwordHash) {
      throw new HttpError(400, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
    }
    await sendCodeOrRefuse(user, 'password_reset');
    return { email: maskEmail(user.email) };
  });

  // SPEC §7 reads only `verified`: a wrong, expired, locked or used-up code (or an unknown
  // address) answers `verified: false`, never an error (docs/decisions/007-account-flows.md).
  app.post('/password-reset/verify/', limited, async (request) => {
    const body = parseInput(resetVerifyBody, request.body);
    await limits.perAccount('reset', body.identifier);
    const user = await users.byEmail(body.identifier);
    if (!user || user.oauthOnly) return { verified: false };
    const result = await codes.check(user.id, 'password_reset', body.code, { consume: false });
    return { verified: result === 'ok' };
  });

  app.post('/password-reset/confirm/', limited, async (request) => {
    const body = parseInput(resetConfirmBody, request.body);
    await limits.perAccount('reset', body.identifier);
    const user = await users.byEmail(body.identifier);
    if (!user || user.oauthOnly) throw codeRefusal('missing');
    const result = await codes.check(user.id, 'password_reset', body.code, { consume: true });
    if (result !== 'ok') throw codeRefusal(result);
    const passwordHash = await hashPassword(body.new_password);
    // Whoever knew the old password (or held a token) is signed out everywhere, in the same
    // transaction: a reset that wrote the password but kept the sessions would help nobody.
    await database.db.transaction(async (tx) => {
      // Resetting by a mailed code also proves the address.
      await userRepository(tx).update(user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await sessionStore(tx, config.sessionMaxDays).endAll(user.id);
    });
    sessions.forgetUser(user.id);
    await limits.clearSignIn(request, user.email);
    return { detail: 'Your password has been reset.' };
  });

  // Profile changes of the signed-in user (DESIGN.md "API contract"), under the same prefix.
  await app.register(profileRoutes, { deps, attempts });
};
