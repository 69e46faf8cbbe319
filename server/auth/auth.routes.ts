import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../http/parse-input';
import { type AuthOptions, clientOf } from './account-limit';
import { accountServices } from './account-services';
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
import { passwordReset } from './password-reset';
import { profileRoutes } from './profile.routes';
import { currentSession, currentUser, invalidToken, publicRoute } from './require-user';
import { signIn } from './sign-in';
import { signUp } from './sign-up';

/**
 * The account endpoints of SPEC §7 (register, codes, login, Google, tokens, reset). Each
 * route parses its input, calls its use case (sign-up.ts, sign-in.ts, password-reset.ts)
 * and says the answer in HTTP; the rules are the use cases'.
 */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, { deps, attempts }) => {
  const services = accountServices(deps, attempts, app.log);
  const { sessions, limits } = services;
  const { limited, sessionLimited } = limits;
  const signUps = signUp(services);
  const signIns = signIn(services);
  const resets = passwordReset(services);

  app.post('/register/', publicRoute(limited), async (request, reply) => {
    const user = await signUps.register(parseInput(registerBody, request.body));
    return reply.code(201).send({ email: user.email, detail: 'We sent a code to your e-mail.' });
  });

  app.post('/register/verify-code/', publicRoute(limited), async (request) =>
    signUps.verifyCode(parseInput(verifyCodeBody, request.body)),
  );

  app.post('/register/resend-code/', publicRoute(limited), async (request) => {
    await signUps.resendCode(parseInput(emailBody, request.body).email);
    return { detail: 'The code has been sent again.' };
  });

  app.post('/login/', publicRoute(limited), async (request) =>
    signIns.withPassword(parseInput(loginBody, request.body), clientOf(request)),
  );

  app.post('/oauth/google/', publicRoute(limited), async (request) =>
    signIns.withGoogle(parseInput(googleBody, request.body)),
  );

  app.post('/token/verify/', publicRoute(sessionLimited), async (request) => {
    const body = parseInput(tokenBody, request.body);
    if (!(await sessions.authenticate(body.token))) {
      throw invalidToken();
    }
    return { valid: true };
  });

  // The SPA's refresh: a new token (current Pro status and language) and the user record,
  // for as long as the session lasts (SESSION_MAX_DAYS after sign-in at most).
  app.get('/me/', sessionLimited, async (request) =>
    sessions.renew(currentUser(request), currentSession(request)),
  );

  // Sign-out ends this session only: the user's other devices stay signed in.
  app.post('/logout/', sessionLimited, async (request) => {
    await sessions.store.end(currentSession(request).id);
    return { detail: 'You have been signed out.' };
  });

  app.post('/password-reset/request/', publicRoute(limited), async (request) => {
    const body = parseInput(resetRequestBody, request.body);
    return { email: await resets.request(body.identifier) };
  });

  app.post('/password-reset/verify/', publicRoute(limited), async (request) => ({
    verified: await resets.verify(parseInput(resetVerifyBody, request.body)),
  }));

  app.post('/password-reset/confirm/', publicRoute(limited), async (request) => {
    await resets.confirm(parseInput(resetConfirmBody, request.body), clientOf(request));
    return { detail: 'Your password has been reset.' };
  });

  // Profile changes of the signed-in user (DESIGN.md "API contract"), under the same prefix.
  await app.register(profileRoutes, { services });
};
