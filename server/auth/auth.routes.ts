import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '../app-deps';
import type { CodePurpose } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { createMailer } from '../mail/mailer';
import { type MailLanguage, mailTemplates } from '../mail/templates';
import { accountLimiter } from './account-limiter';
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
import { authenticator } from './authenticate';
import { type CodeCheck, codeStore } from './codes';
import { googleVerifier } from './google';
import { hashPassword, verifyPassword } from './passwords';
import { tokenService } from './tokens';
import { maskEmail, publicUser, type UserRow, userRepository } from './users';

const OAUTH_ONLY_DETAIL =
  "This account was created with Google. Please use 'Sign in with Google' to access your account.";
const INVALID_CREDENTIALS = 'Invalid email or password';
const CODE_PROBLEMS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: 'Incorrect code. Please try again.',
  expired: 'This code has expired. Request a new one.',
  locked: 'Too many wrong tries. Request a new code.',
  missing: 'There is no code to check. Request a new one.',
};

/** The account endpoints of SPEC §7 (register, codes, login, Google, tokens, reset). */
export const authRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  const { config, database, jwtSecret } = deps;
  const users = userRepository(database.db);
  const codes = codeStore(database.db, jwtSecret, {
    resendWaitMs: config.codeResendWaitSeconds * 1000,
  });
  const tokens = tokenService(jwtSecret, config.tokenTtlHours);
  const mailer = createMailer(config, database.db, app.log);
  const perAccount = accountLimiter(config.authRateLimitPerAccount, 15 * 60_000);
  const verifyGoogle = config.googleClientId
    ? googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
    : undefined;

  // Every route here also counts against a tighter per-IP budget than the global one.
  const limited = {
    config: { rateLimit: { max: config.authRateLimitPerIp, timeWindow: '1 minute' } },
  };

  // Pro comes from subscriptions (a later feature); until then nobody is Pro.
  const isPro = async (_user: UserRow) => false;

  const session = async (user: UserRow) => ({
    token: await tokens.issue({ sub: user.id, is_pro: await isPro(user), lang: user.language }),
    user: publicUser(user),
  });

  const mailCode = async (user: UserRow, purpose: CodePurpose) => {
    const code = await codes.issue(user.id, purpose);
    const language = user.language as MailLanguage;
    const mail =
      purpose === 'password_reset'
        ? mailTemplates.passwordResetCode(language, user.name, code)
        : mailTemplates.registrationCode(language, user.name, code);
    await mailer.send(user.email, language, mail);
  };

  const refuseIfTooSoon = async (user: UserRow, purpose: CodePurpose) => {
    const waitMs = await codes.waitBeforeResend(user.id, purpose);
    if (waitMs > 0) {
      throw new HttpError(429, 'Please wait a minute before asking for another code.', {
        retryAfter: Math.ceil(waitMs / 1000),
      });
    }
  };

  app.post('/register/', limited, async (request, reply) => {
    const body = parseInput(registerBody, request.body);
    const existing = await users.byEmail(body.email);
    if (existing?.emailVerifiedAt || existing?.oauthOnly) {
      throw new HttpError(400, 'Email is already in use', {
        errors: { email: ['Email is already in use'] },
      });
    }
    const values = {
      name: body.name,
      passwordHash: await hashPassword(body.password),
      language: body.language,
    };
    // An unfinished sign-up may start over: same address, new details and a new code.
    if (existing) await refuseIfTooSoon(existing, 'registration');
    const user = existing
      ? await users.update(existing.id, values)
      : await users.create({ ...values, email: body.email.toLowerCase() });
    await mailCode(user, 'registration');
    return reply.code(201).send({ email: user.email, detail: 'We sent a code to your e-mail.' });
  });

  app.post('/register/verify-code/', limited, async (request) => {
    const body = parseInput(verifyCodeBody, request.body);
    perAccount.hit(`verify:${body.email.toLowerCase()}`);
    const user = await users.byEmail(body.email);
    if (!user || user.emailVerifiedAt) throw new HttpError(400, CODE_PROBLEMS.missing);
    const result = await codes.check(user.id, 'registration', body.code, { consume: true });
    if (result !== 'ok') throw new HttpError(400, CODE_PROBLEMS[result]);
    return session(await users.update(user.id, { emailVerifiedAt: new Date() }));
  });

  app.post('/register/resend-code/', limited, async (request) => {
    const body = parseInput(emailBody, request.body);
    const user = await users.byEmail(body.email);
    if (!user || user.emailVerifiedAt || user.oauthOnly) {
      throw new HttpError(400, 'There is no sign-up waiting for a code at this address.');
    }
    await refuseIfTooSoon(user, 'registration');
    await mailCode(user, 'registration');
    return { detail: 'The code has been sent again.' };
  });

  app.post('/login/', limited, async (request) => {
    const body = parseInput(loginBody, request.body);
    perAccount.hit(`login:${body.email.toLowerCase()}`);
    const user = await users.byEmail(body.email);
    if (!user) throw new HttpError(404, INVALID_CREDENTIALS);
    if (user.oauthOnly || !user.passwordHash) {
      throw new HttpError(403, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
    }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    if (!user.emailVerifiedAt) {
      if ((await codes.waitBeforeResend(user.id, 'registration')) === 0) {
        await mailCode(user, 'registration');
      }
      throw new HttpError(403, 'Please verify your e-mail address first.', { code: 'unverified' });
    }
    return session(user);
  });

  app.post('/oauth/google/', limited, async (request) => {
    const body = parseInput(googleBody, request.body);
    if (!verifyGoogle) throw new HttpError(503, 'Google sign-in is not configured.');
    const identity = await verifyGoogle(body.id_token);
    if (!identity) throw new HttpError(401, 'Google sign-in failed. Please try again.');
    const known = (await users.byGoogleSub(identity.sub)) ?? (await users.byEmail(identity.email));
    if (known) {
      // A password account with the same verified address is the same person: link it.
      const linked = await users.update(known.id, {
        googleSub: identity.sub,
        emailVerifiedAt: known.emailVerifiedAt ?? new Date(),
      });
      return session(linked);
    }
    const created = await users.create({
      name: identity.name,
      email: identity.email,
      language: body.language ?? 'en',
      oauthOnly: true,
      googleSub: identity.sub,
      emailVerifiedAt: new Date(),
    });
    return session(created);
  });

  app.post('/token/verify/', limited, async (request) => {
    const body = parseInput(tokenBody, request.body);
    const userId = await tokens.verify(body.token);
    if (!userId || !(await users.byId(userId))) {
      throw new HttpError(401, 'Invalid authentication token');
    }
    return { valid: true };
  });

  const authenticatedUser = authenticator(deps);
  app.get('/me/', async (request) => session(await authenticatedUser(request)));

  app.post('/password-reset/request/', limited, async (request) => {
    const body = parseInput(resetRequestBody, request.body);
    perAccount.hit(`reset:${body.identifier.toLowerCase()}`);
    const user = await users.byEmail(body.identifier);
    if (!user) throw new HttpError(404, 'The provided user or email does not exist.');
    if (user.oauthOnly || !user.passwordHash) {
      throw new HttpError(400, OAUTH_ONLY_DETAIL, { code: 'oauth_only' });
    }
    await refuseIfTooSoon(user, 'password_reset');
    await mailCode(user, 'password_reset');
    return { email: maskEmail(user.email) };
  });

  // A wrong, expired or used-up code answers `verified: false`, as SPEC §7 expects.
  app.post('/password-reset/verify/', limited, async (request) => {
    const body = parseInput(resetVerifyBody, request.body);
    perAccount.hit(`reset:${body.identifier.toLowerCase()}`);
    const user = await users.byEmail(body.identifier);
    if (!user) return { verified: false };
    const result = await codes.check(user.id, 'password_reset', body.code, { consume: false });
    return { verified: result === 'ok' };
  });

  app.post('/password-reset/confirm/', limited, async (request) => {
    const body = parseInput(resetConfirmBody, request.body);
    perAccount.hit(`reset:${body.identifier.toLowerCase()}`);
    const user = await users.byEmail(body.identifier);
    if (!user || user.oauthOnly) throw new HttpError(400, CODE_PROBLEMS.missing);
    const result = await codes.check(user.id, 'password_reset', body.code, { consume: true });
    if (result !== 'ok') throw new HttpError(400, CODE_PROBLEMS[result]);
    // Resetting by a mailed code also proves the address.
    await users.update(user.id, {
      passwordHash: await hashPassword(body.new_password),
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
    return { detail: 'Your password has been reset.' };
  });
};
