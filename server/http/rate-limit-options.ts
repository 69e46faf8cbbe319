import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from './http-error';

/** One budget per client IP for every route (API, static files, 404s). Every limiter of the
 * app (per route, per account, per chat user) counts in the plugin's store: in memory, or
 * in Redis when REDIS_URL is set so that all instances share the counts. */
export function rateLimitOptions(
  config: Pick<Config, 'rateLimitMax'>,
  redis?: Redis,
): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(redis && {
      redis,
      nameSpace: 'goalvision:rate-limit:',
      // While Redis is down requests go through unlimited rather than all failing: the
      // limits slow abuse down, an outage of the whole site would be worse.
      skipOnError: true,
    }),
    // Thrown by the plugin after it has set Retry-After; the error handler renders it.
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please try again later.'),
  };
}
