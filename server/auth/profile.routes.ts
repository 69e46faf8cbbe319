import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../http/parse-input';
import type { AccountServices } from './account-services';
import {
  emailChangeConfirmBody,
  emailChangeRequestBody,
  passwordChangeBody,
  profileBody,
} from './auth.schemas';
import { profileChanges } from './profile-changes';
import { currentSession, currentUser } from './require-user';

/**
 * The signed-in user's own account (DESIGN.md "API contract"), the rules in
 * profile-changes.ts. Registered inside the auth plugin with its services, so the paths are
 * /api/auth/….
 */
export const profileRoutes: FastifyPluginAsync<{ services: AccountServices }> = async (
  app,
  { services },
) => {
  const { limited, sessionLimited } = services.limits;
  const profile = profileChanges(services);

  // Answers like GET /auth/me/: the user record and a fresh token (its `lang` follows).
  app.patch('/me/', sessionLimited, async (request) => {
    const body = parseInput(profileBody, request.body);
    return profile.update(currentUser(request), currentSession(request), body);
  });

  app.post('/email-change/request/', limited, async (request) => {
    const body = parseInput(emailChangeRequestBody, request.body);
    const { email, currentEmail } = await profile.requestEmailChange(currentUser(request), body);
    return {
      email,
      current_email: currentEmail,
      detail: 'We sent a code to your new e-mail address.',
    };
  });

  app.post('/email-change/confirm/', limited, async (request) => {
    const body = parseInput(emailChangeConfirmBody, request.body);
    return profile.confirmEmailChange(currentUser(request), currentSession(request), body.code);
  });

  app.post('/password-change/', limited, async (request) => {
    const body = parseInput(passwordChangeBody, request.body);
    await profile.changePassword(currentUser(request), currentSession(request), body);
    return { detail: 'Your password has been changed.' };
  });
};
