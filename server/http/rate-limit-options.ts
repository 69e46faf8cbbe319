import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from './http-error';

/** The built app's content-hashed files: one page load fetches a dozen of them, they are
 * cached for ever after, and serving them costs a file read. */
export const isBuiltAsset = (url: string) => url.startsWith('/assets/');

/** One budget per client IP for every route (API, index, 404s) but the built assets, which
 * would otherwise spend a visitor's budget on page loads. Every limiter of the
 * app (per route, per account, per chat user) counts in the plugin's store: in memory, or
 * in Redis when REDIS_URL is set so that all instances share the counts. */
export function rateLimitOptions(
  config: Pick<Config, 'rateLimitMax'>,
  redis?: Redis,
): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimitMax,
    allowList: (request) => isBuiltAsset(request.url),
    timeWindow: '1 minute',
    ...(redis && {
      redis,
      nameSpace: 'goalvision:rate-limit:',
      // While Redis is down requests go through unlimited rather than all failing: the
      // limits slow abuse down, an outage of the whole site would be worse.
      skipOnError: true,
    }),
    // Thrown by the plugin; the error handler renders it with Retry-After and `retry_after`.
    errorResponseBuilder: (_request, { ttl }) =>
      new HttpError(429, 'Too many requests. Please try again later.', {
        code: 'too_many_requests',
        retryAfter: Math.max(1, Math.ceil(ttl / 1000)),
      }),
  };
}
