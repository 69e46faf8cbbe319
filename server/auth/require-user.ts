import type {
  FastifyContextConfig,
  FastifyRequest,
  onRouteHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/http-error';
import { type SessionRef, sessionService } from './session';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the session check (null on public routes). */
    user: UserRow | null;
    /** The session the request's token belongs to, set with `user`. */
    session: SessionRef | null;
  }
  interface FastifyContextConfig {
    /** 'public': anyone may call the route. Every other route under /api requires a
     * signed-in user (`signInRequired`). */
    access?: 'public';
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
 * The session check: the Bearer token must be valid and unexpired, its session not ended
 * (sign-out, password change or reset, SESSION_MAX_DAYS) and its user still there, or the
 * request ends with 401. The SPA's route guard is a convenience; this is the check.
 */
function requireUser(deps: AppDeps): preHandlerAsyncHookHandler {
  const sessions = sessionService(deps);
  return async (request) => {
    const token = bearerToken(request);
    const found = token ? await sessions.authenticate(token) : null;
    if (!found) throw invalidToken();
    request.user = found.user;
    request.session = found.session;
  };
}

/**
 * The one convention for signed-in routes, as an `onRoute` hook of the /api scope (app.ts):
 * every route declared under it runs the session check first, before any other preHandler,
 * unless it says it is public with `publicRoute(...)`. A new route is protected unless
 * someone decides otherwise; handlers read the user with `currentUser(request)`.
 */
export function signInRequired(deps: AppDeps): onRouteHookHandler {
  const check = requireUser(deps);
  return (route) => {
    if (route.config?.access === 'public') return;
    const own = route.preHandler;
    route.preHandler = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
  };
}

/** Route options of a route anyone may call (sign-in, sign-up, health, blog, the payment
 * webhook...), on top of the route's other options. */
export function publicRoute<Options extends object>(
  options: Options = {} as Options,
): Options & { config: FastifyContextConfig } {
  const { config } = options as { config?: FastifyContextConfig };
  return { ...options, config: { ...config, access: 'public' } };
}

/** The user the session check let through; throws on a public route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw invalidToken();
  return request.user;
}

/** The session the session check let through; throws on a public route. */
export function currentSession(request: FastifyRequest): SessionRef {
  if (!request.session) throw invalidToken();
  return request.session;
}
