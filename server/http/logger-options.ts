import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

// Credentials must never reach the logs, whichever feature logs a request or a body.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.code',
  '*.token',
  '*.id_token',
];

/** pino options for Fastify's built-in logger. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
