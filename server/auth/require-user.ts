import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/http-error';
import { type SessionRef, sessionService } from './session';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (null on routes without it). */
    user: UserRow | null;
    /** The session the request's token belongs to, set with `user`. */
    session: SessionRef | null;
  }
}

/** The 401 of a missing, invalid or ended token (SPEC §8 'Invalid authentication token'). */
export const invalidToken = () =>
  new HttpError(401, 'Invalid authentication token', { code: 'invalid_token' });

/** The token of an `Authorization: Bearer …` header, or '' without one. */
export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
};

/**
 * preHandler of every protected route: the Bearer token must be valid and unexpired, its
 * session not ended (sign-out, password change or reset, SESSION_MAX_DAYS) and its user
 * still there, or the request ends with 401. The SPA's route guard is a convenience; this
 * is the check. The one convention, in every plugin with signed-in routes:
 * `const signedIn = { preHandler: requireUser(deps) };` then
 * `app.get('/x/', signedIn, (request) => currentUser(request))`.
 */
export function requireUser(deps: AppDeps): preHandlerAsyncHookHandler {
  const sessions = sessionService(deps);
  return async (request) => {
    const token = bearerToken(request);
    const found = token ? await sessions.authenticate(token) : null;
    if (!found) throw invalidToken();
    request.user = found.user;
    request.session = found.session;
  };
}

/** The user `requireUser` let through; throws if the route forgot the preHandler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw invalidToken();
  return request.user;
}

/** The session `requireUser` let through; throws if the route forgot the preHandler. */
export function currentSession(request: FastifyRequest): SessionRef {
  if (!request.session) throw invalidToken();
  return request.session;
}
