import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../config';

/** Cross-origin API calls from CORS_ORIGINS only (without it nothing is registered and
 * browsers keep the API same-origin). Sessions travel in the Authorization header, never
 * in cookies, so credentialed requests are not allowed. */
export function corsOptions(config: Pick<Config, 'corsOrigins'>): FastifyCorsOptions {
  return {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  };
}
