import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { HttpError } from './http-error';

/** One budget per client IP for every route (API, static files, 404s). The store is in
 * memory: with several instances each keeps its own count (Redis support comes later). */
export function rateLimitOptions(config: Pick<Config, 'rateLimitMax'>): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Thrown by the plugin after it has set Retry-After; the error handler renders it.
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please try again later.'),
  };
}
