import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { normaliseEmail } from './users';

/**
 * Attempts per account (the e-mail in the body) on top of the per-IP limit: slows a guesser
 * spreading over many IPs against one account. Counted by @fastify/rate-limit's store, so the
 * counters move to Redis with the rest when that store is configured. Call it after the body
 * has been validated: the key is the body's `field`, lower-cased.
 */
export function accountLimit(
  app: FastifyInstance,
  { scope, field, max, windowMs }: { scope: string; field: string; max: number; windowMs: number },
) {
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => {
      const value = (request.body as Record<string, unknown> | null)?.[field];
      return `${scope}:${normaliseEmail(typeof value === 'string' ? value : '')}`;
    },
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
