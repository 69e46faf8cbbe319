import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/http-error';
import { normaliseEmail } from './users';

/**
 * Per-IP budgets of the account routes: sign-in, codes, resets and account changes count
 * against a tight one; token checks and refreshes, which the SPA makes before every
 * protected request, against a roomier one. Spread into a route's options.
 */
export function perIpLimits(
  config: Pick<Config, 'authRateLimitPerIp' | 'authSessionRateLimitPerIp'>,
) {
  return {
    limited: {
      config: { rateLimit: { max: config.authRateLimitPerIp, timeWindow: '1 minute' } },
    },
    sessionLimited: {
      config: { rateLimit: { max: config.authSessionRateLimitPerIp, timeWindow: '1 minute' } },
    },
  };
}

/**
 * Attempts per account on top of the per-IP limit: slows a guesser spreading over many IPs
 * against one account. Counted by @fastify/rate-limit's store, so the counters move to Redis
 * with the rest when that store is configured. The account is the body's `field` (an e-mail,
 * lower-cased; call it after the body has been validated) or, on routes behind
 * `requireUser`, whatever `keyOf` reads from the request (the signed-in user's id).
 */
export function accountLimit(
  app: FastifyInstance,
  {
    scope,
    field,
    keyOf,
    max,
    windowMs,
  }: {
    scope: string;
    field?: string;
    keyOf?: (request: FastifyRequest) => string;
    max: number;
    windowMs: number;
  },
) {
  const fromBody = (request: FastifyRequest) => {
    const value = field ? (request.body as Record<string, unknown> | null)?.[field] : undefined;
    return normaliseEmail(typeof value === 'string' ? value : '');
  };
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${scope}:${(keyOf ?? fromBody)(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, 'Too many attempts. Please try again later.', {
        retryAfter: Math.max(1, result.ttlInSeconds),
      });
    }
  };
}
