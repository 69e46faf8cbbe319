import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/http-error';
import { tokenService } from './tokens';
import { type UserRow, userRepository } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (null on routes without it). */
    user: UserRow | null;
  }
}

const INVALID_TOKEN = 'Invalid authentication token';

/**
 * preHandler of every protected route: the Bearer token must be valid, unexpired and name a
 * user who still exists, or the request ends with 401. The SPA's route guard is a
 * convenience; this is the check. Usage:
 * `app.get('/x/', { preHandler: requireUser(deps) }, (request) => currentUser(request))`.
 */
export function requireUser(deps: AppDeps): preHandlerAsyncHookHandler {
  const tokens = tokenService(deps.jwtSecret, deps.config.tokenTtlHours);
  const users = userRepository(deps.database.db);
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const userId = token ? await tokens.verify(token) : null;
    const user = userId ? await users.byId(userId) : undefined;
    if (!user) throw new HttpError(401, INVALID_TOKEN);
    request.user = user;
  };
}

/** The user `requireUser` let through; throws if the route forgot the preHandler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, INVALID_TOKEN);
  return request.user;
}
