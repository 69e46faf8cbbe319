import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/http-error';
import { tokenService } from './tokens';
import { type UserRow, userRepository } from './users';

/**
 * The signed-in user of a request, from its Bearer token, or a 401. Every protected
 * endpoint calls it: the SPA's route guard is a convenience, this is the check.
 */
export function authenticator(deps: AppDeps) {
  const tokens = tokenService(deps.jwtSecret, deps.config.tokenTtlHours);
  const users = userRepository(deps.database.db);
  return async (request: FastifyRequest): Promise<UserRow> => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const userId = token ? await tokens.verify(token) : null;
    const user = userId ? await users.byId(userId) : undefined;
    if (!user) throw new HttpError(401, 'Invalid authentication token');
    return user;
  };
}
