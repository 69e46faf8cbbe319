import type { PinoLoggerOptions } from 'fastify/types/logger';
import { stdSerializers } from 'pino';
import type { Config } from '../config';

const CENSOR = '[redacted]';

// Field names that hold credentials, wherever a feature logs them: request headers, bodies,
// settings, provider errors. pino's `*` matches one level, so each name is listed at the
// root, one and two levels down (e.g. `body.password`, `req.body.password`).
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'passwordHash',
  'code',
  'token',
  'id_token',
  'credential',
  'access_token',
  'refresh_token',
  'secret',
  'jwtSecret',
  'apiKey',
  'api_key',
  'llmApiKey',
  'lemonSqueezyApiKey',
  'lemonSqueezyWebhookSecret',
  'footballDataToken',
  'databaseUrl',
  'redisUrl',
  'smtpUrl',
];

// Headers that carry credentials: the session, cookies, Lemon Squeezy's webhook signature,
// football-data.org's token, API keys of the LLM and payment providers.
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-signature',
  'x-auth-token',
  'x-api-key',
  'api-key',
];

export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [
    `req.headers["${name}"]`,
    `headers["${name}"]`,
    `*.headers["${name}"]`,
  ]),
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
  // A failed query's bound values (Drizzle keeps them on the error): hashes, codes, tokens.
  'err.params',
  '*.err.params',
];

// Query parameters whose values are credentials (a token or code in a link).
const SECRET_PARAM = /token|code|password|secret|key|signature|credential/i;

/** The request line as logged: the sandbox checkout's address is its token, and links may
 * carry a token or a code in their query, so those parts are replaced. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    /^\/sandbox\/checkout\/[^/]+/,
    `/sandbox/checkout/${CENSOR}`,
  );
  if (queryAt === -1) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, CENSOR);
  }
  return `${path}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Drizzle writes a failed query's bound values at the end of its message
 * (`Failed query: …\nparams: …`). A value may hold line breaks, so everything from
 * `params:` to the end of the message goes, not just its first line. */
function withoutQueryParams(message: string): string {
  return message.replace(/(^|\n)params: [\s\S]*$/, `$1params: ${CENSOR}`);
}

/** The stack starts with the message: its redacted form replaces it there, so the frames
 * stay readable. A stack that does not (rewritten by someone) is redacted to its end. */
function withoutQueryParamsInStack(stack: string, message: string): string {
  const at = stack.indexOf(message);
  if (at === -1) return withoutQueryParams(stack);
  return stack.slice(0, at) + withoutQueryParams(message) + stack.slice(at + message.length);
}

/** pino options for Fastify's built-in logger; credentials never reach the output. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): PinoLoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      // Fastify's own request serializer, with the URL made safe.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const serialized = stdSerializers.err(error);
        const message = serialized.message ?? '';
        serialized.stack = withoutQueryParamsInStack(serialized.stack ?? '', message);
        serialized.message = withoutQueryParams(message);
        return serialized;
      },
    },
  };
}
