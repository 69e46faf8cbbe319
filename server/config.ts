import { z } from 'zod';

// Every setting the server reads from the environment, validated once at start so a typo
// fails loudly with the variable's name instead of surfacing later as an odd runtime error.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  port: number;
  host: string;
  /** Folder for local state; the embedded PGlite database lives in `<dataDir>/db`.
   * `memory://` keeps the embedded database in memory (tests, throwaway runs). */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres replaces the embedded PGlite. */
  databaseUrl: string | undefined;
  /** When unset, a secret is generated once and kept in the database (app_secrets). */
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  redisUrl: string | undefined;
  /** Requests per minute per client IP, across the whole server. */
  rateLimitMax: number;
  staticDir: string;
  publicUrl: string | undefined;
  /** Session token lifetime; a refresh issues a new one while the session lasts. */
  tokenTtlHours: number;
  /** Absolute session lifetime: this long after sign-in, refresh refuses and the user signs
   * in again, however often the token was refreshed. */
  sessionMaxDays: number;
  /** Google sign-in is offered only when set; id_tokens must carry it as audience. */
  googleClientId: string | undefined;
  /** Where Google's signing keys are read (a local signer in tests). */
  googleJwksUrl: string;
  /** A real mail server (smtp:// or smtps://); without it mail goes to the database outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Requests per minute per client IP on each account endpoint (sign-in, codes, resets). */
  authRateLimitPerIp: number;
  /** Requests per minute per client IP on token checks and refreshes, which the SPA makes
   * before every protected request, so they need more room than sign-in attempts. */
  authSessionRateLimitPerIp: number;
  /** Attempts per 15 minutes per account on code checks, resets and account changes; on
   * sign-in, failed passwords per 15 minutes per account and client IP. */
  authRateLimitPerAccount: number;
  /** Failed sign-ins per 15 minutes on one account from all client IPs together: higher than
   * the per-client budget, so a stranger cannot lock the owner out, yet bounded. */
  authRateLimitPerAccountAllIps: number;
  /** Without Redis, rows of the limit_counters table kept at most (flood protection). */
  limitCountersMaxRows: number;
  /** How long after sending an e-mail code another may be sent (SPEC: 60 s). */
  codeResendWaitSeconds: number;
  /** Fastify's trustProxy: whether (and which) proxies' X-Forwarded-For names the client.
   * Behind a load balancer every request would otherwise share the balancer's IP budget. */
  trustProxy: TrustProxy;
  /** football-data.org API token: when set, live match data replaces the demo season. */
  footballDataToken: string | undefined;
  /** football-data.org v4 base URL (a local fake in tests). */
  footballDataUrl: string;
  /** Minutes between two football-data.org imports while the server runs. */
  footballDataSyncMinutes: number;
  /** `auto`: an empty database imports football-data.co.uk (the demo when the site cannot be
   * reached); `demo`: the generated demo season only. */
  matchData: MatchDataMode;
  /** football-data.co.uk's root (a local fake in tests), without a trailing slash. */
  footballDataCoUkUrl: string;
  /** Hours between two football-data.co.uk refreshes (current season and fixtures). */
  matchDataRefreshHours: number;
  /** Longest wait for football-data.co.uk to answer before the demo is seeded instead. */
  footballDataCoUkTimeoutMs: number;
  /** Who answers chat questions: the offline `builtin` analyst or an OpenAI-compatible API. */
  analyst: AnalystKind;
  /** OpenAI-compatible API root, e.g. https://api.openai.com/v1 (required for `openai`). */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
  /** Longest wait for the LLM's first byte and between two streamed chunks. */
  llmTimeoutMs: number;
  /** Longest time a client may take to send a whole request (headers and body): past it
   * the server answers 408 and closes the connection, so slow senders cannot hold it. */
  requestTimeoutMs: number;
  /** Chat messages per minute per user (both transports), on top of the per-IP limit. */
  chatRateLimitPerUser: number;
  /** Who takes payments: the offline `sandbox` checkout page or Lemon Squeezy. */
  paymentProvider: PaymentProviderKind;
  /** Lemon Squeezy's API root (a local fake in tests). */
  lemonSqueezyApiUrl: string;
  /** Longest wait for a Lemon Squeezy API answer (checkouts, cancel, pause, resume). */
  lemonSqueezyTimeoutMs: number;
  lemonSqueezyApiKey: string | undefined;
  lemonSqueezyStoreId: string | undefined;
  lemonSqueezyMonthlyVariantId: string | undefined;
  lemonSqueezyTrialVariantId: string | undefined;
  /** Signs webhooks (X-Signature); in sandbox, generated and kept in the database if unset. */
  lemonSqueezyWebhookSecret: string | undefined;
  /** Other sites' origins allowed to call the API from a browser (CORS); empty: same-origin. */
  corsOrigins: string[];
}

export const PAYMENT_PROVIDER_KINDS = ['sandbox', 'lemonsqueezy'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

export const MATCH_DATA_MODES = ['auto', 'demo'] as const;
export type MatchDataMode = (typeof MATCH_DATA_MODES)[number];

export const ANALYST_KINDS = ['builtin', 'openai'] as const;
export type AnalystKind = (typeof ANALYST_KINDS)[number];

/** `true`/`false`, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Empty strings count as unset: `FOO=` in a .env file or a compose file means "no value".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess(blankToUndefined, schema.default(fallback as never));

const integer = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const urlWithScheme = (schemes: readonly string[], message: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.host !== '';
    } catch {
      return false;
    }
  }, message);

const PROXY_ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const addresses = trimmed.split(',').map((part) => part.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a hop count, or comma-separated proxy IPs/CIDRs',
  });
  return z.NEVER;
});

// An origin is a scheme, a host and maybe a port: what browsers send in the Origin header.
const origins = z.string().transform((value, context): string[] => {
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!isOrigin(origin)) {
      context.addIssue({
        code: 'custom',
        message: `must be comma-separated origins like https://app.example.com; ${JSON.stringify(origin)} is not one`,
      });
      return z.NEVER;
    }
  }
  return list;
});

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: withDefault(integer(1, 65535, 'must be an integer 1-65535'), 3000),
  HOST: withDefault(z.string(), '127.0.0.1'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(
    urlWithScheme(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  LOG_LEVEL: withDefault(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
    'info',
  ),
  NODE_ENV: withDefault(
    z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }),
    'development',
  ),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL')),
  RATE_LIMIT_MAX: withDefault(integer(1, 1_000_000, 'must be an integer 1-1000000'), 300),
  STATIC_DIR: withDefault(z.string(), 'dist'),
  PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL')),
  TOKEN_TTL_HOURS: withDefault(integer(1, 24 * 365, 'must be an integer 1-8760'), 24),
  SESSION_MAX_DAYS: withDefault(integer(1, 3650, 'must be an integer 1-3650'), 30),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_JWKS_URL: withDefault(
    urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL'),
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: withDefault(z.string().min(3), 'GoalVision <no-reply@goalvision.local>'),
  AUTH_RATE_LIMIT_PER_IP: withDefault(integer(1, 100_000, 'must be an integer 1-100000'), 20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: withDefault(integer(1, 100_000, 'must be an integer 1-100000'), 10),
  AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: withDefault(
    integer(1, 1_000_000, 'must be an integer 1-1000000'),
    100,
  ),
  LIMIT_COUNTERS_MAX_ROWS: withDefault(
    integer(10, 100_000_000, 'must be an integer 10-100000000'),
    100_000,
  ),
  AUTH_SESSION_RATE_LIMIT_PER_IP: withDefault(
    integer(1, 100_000, 'must be an integer 1-100000'),
    120,
  ),
  CODE_RESEND_WAIT_SECONDS: withDefault(integer(0, 3600, 'must be an integer 0-3600'), 60),
  TRUST_PROXY: withDefault(trustProxy, false),
  FOOTBALL_DATA_TOKEN: optional(z.string().trim().min(1, 'must not be blank')),
  FOOTBALL_DATA_URL: withDefault(
    urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL'),
    'https://api.football-data.org/v4',
  ),
  FOOTBALL_DATA_SYNC_MINUTES: withDefault(integer(1, 1440, 'must be an integer 1-1440'), 10),
  MATCH_DATA: withDefault(
    z.enum(MATCH_DATA_MODES, { error: `must be one of ${MATCH_DATA_MODES.join(', ')}` }),
    'auto',
  ),
  FOOTBALL_DATA_CO_UK_URL: withDefault(
    urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL'),
    'https://www.football-data.co.uk',
  ),
  MATCH_DATA_REFRESH_HOURS: withDefault(integer(1, 720, 'must be an integer 1-720'), 6),
  FOOTBALL_DATA_CO_UK_TIMEOUT_MS: withDefault(
    integer(100, 600_000, 'must be an integer 100-600000'),
    5000,
  ),
  ANALYST: withDefault(
    z.enum(ANALYST_KINDS, { error: `must be one of ${ANALYST_KINDS.join(', ')}` }),
    'builtin',
  ),
  LLM_BASE_URL: optional(urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL')),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  LLM_TIMEOUT_MS: withDefault(integer(100, 600_000, 'must be an integer 100-600000'), 30_000),
  REQUEST_TIMEOUT_MS: withDefault(
    integer(1_000, 600_000, 'must be an integer 1000-600000'),
    30_000,
  ),
  CHAT_RATE_LIMIT_PER_USER: withDefault(integer(1, 100_000, 'must be an integer 1-100000'), 20),
  PAYMENT_PROVIDER: withDefault(
    z.enum(PAYMENT_PROVIDER_KINDS, {
      error: `must be one of ${PAYMENT_PROVIDER_KINDS.join(', ')}`,
    }),
    'sandbox',
  ),
  LEMONSQUEEZY_API_URL: withDefault(
    urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL'),
    'https://api.lemonsqueezy.com',
  ),
  LEMONSQUEEZY_TIMEOUT_MS: withDefault(
    integer(100, 600_000, 'must be an integer 100-600000'),
    15_000,
  ),
  LEMONSQUEEZY_API_KEY: optional(z.string()),
  LEMONSQUEEZY_STORE_ID: optional(z.string().regex(/^\d+$/, 'must be a numeric id')),
  LEMONSQUEEZY_MONTHLY_VARIANT_ID: optional(z.string().regex(/^\d+$/, 'must be a numeric id')),
  LEMONSQUEEZY_TRIAL_VARIANT_ID: optional(z.string().regex(/^\d+$/, 'must be a numeric id')),
  // Lemon Squeezy accepts signing secrets of 6 to 40 characters.
  LEMONSQUEEZY_WEBHOOK_SECRET: optional(z.string().min(6, 'must be at least 6 characters long')),
  CORS_ORIGINS: withDefault(origins, []),
  ALLOW_SANDBOX_PAYMENTS: withDefault(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
    'false',
  ),
});

const LEMONSQUEEZY_REQUIRED = [
  'LEMONSQUEEZY_API_KEY',
  'LEMONSQUEEZY_STORE_ID',
  'LEMONSQUEEZY_MONTHLY_VARIANT_ID',
  'LEMONSQUEEZY_TRIAL_VARIANT_ID',
  'LEMONSQUEEZY_WEBHOOK_SECRET',
] as const;

// The openai analyst cannot run without an endpoint and a model: refuse to start rather
// than fail on the first question.
const checkedEnvSchema = envSchema.superRefine((vars, context) => {
  // The sandbox's Pay button hands out Pro for free: a production server must not offer it
  // by accident (it is the default), only when a demo deployment says so.
  if (
    vars.NODE_ENV === 'production' &&
    vars.PAYMENT_PROVIDER === 'sandbox' &&
    vars.ALLOW_SANDBOX_PAYMENTS !== 'true'
  ) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'is sandbox (the default), which gives Pro away for free; in production set PAYMENT_PROVIDER=lemonsqueezy, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    });
  }
  // Without it the checkout's return address would come from the request, which a proxy
  // may pass through from anyone; a production server must know its own address.
  if (vars.NODE_ENV === 'production' && vars.PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        "is required when NODE_ENV=production (the app's public address, e.g. https://goalvision.example)",
    });
  }
  // Real payments cannot start without the store, both plans and the webhook secret.
  if (vars.PAYMENT_PROVIDER === 'lemonsqueezy') {
    for (const name of LEMONSQUEEZY_REQUIRED) {
      if (vars[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when PAYMENT_PROVIDER=lemonsqueezy',
        });
      }
    }
  }
  if (vars.ANALYST !== 'openai') return;
  for (const name of ['LLM_BASE_URL', 'LLM_MODEL'] as const) {
    if (vars[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when ANALYST=openai',
      });
    }
  }
});

type Env = Record<string, string | undefined>;

// Secrets must never be echoed back into logs or terminals, even when they are invalid.
const SECRET_VARIABLES = new Set([
  'FOOTBALL_DATA_TOKEN',
  'JWT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'LLM_API_KEY',
  'LEMONSQUEEZY_API_KEY',
  'LEMONSQUEEZY_WEBHOOK_SECRET',
]);

function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (SECRET_VARIABLES.has(name)) return ' (value hidden)';
  return ` (got ${JSON.stringify(value)})`;
}

/** Reads the server settings from an environment object; throws ConfigError listing every
 * invalid variable. Pure, so tests pass plain objects instead of touching process.env. */
export function loadConfig(env: Env): Config {
  const result = checkedEnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)');
      return `  ${name}: ${issue.message}${describeValue(name, env[name])}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    redisUrl: vars.REDIS_URL,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    staticDir: vars.STATIC_DIR,
    publicUrl: vars.PUBLIC_URL,
    tokenTtlHours: vars.TOKEN_TTL_HOURS,
    sessionMaxDays: vars.SESSION_MAX_DAYS,
    googleClientId: vars.GOOGLE_CLIENT_ID,
    googleJwksUrl: vars.GOOGLE_JWKS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    authRateLimitPerIp: vars.AUTH_RATE_LIMIT_PER_IP,
    authRateLimitPerAccount: vars.AUTH_RATE_LIMIT_PER_ACCOUNT,
    authRateLimitPerAccountAllIps: vars.AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS,
    limitCountersMaxRows: vars.LIMIT_COUNTERS_MAX_ROWS,
    authSessionRateLimitPerIp: vars.AUTH_SESSION_RATE_LIMIT_PER_IP,
    codeResendWaitSeconds: vars.CODE_RESEND_WAIT_SECONDS,
    trustProxy: vars.TRUST_PROXY,
    footballDataToken: vars.FOOTBALL_DATA_TOKEN,
    footballDataUrl: vars.FOOTBALL_DATA_URL.replace(/\/+$/, ''),
    footballDataSyncMinutes: vars.FOOTBALL_DATA_SYNC_MINUTES,
    matchData: vars.MATCH_DATA,
    footballDataCoUkUrl: vars.FOOTBALL_DATA_CO_UK_URL.replace(/\/+$/, ''),
    matchDataRefreshHours: vars.MATCH_DATA_REFRESH_HOURS,
    footballDataCoUkTimeoutMs: vars.FOOTBALL_DATA_CO_UK_TIMEOUT_MS,
    analyst: vars.ANALYST,
    llmBaseUrl: vars.LLM_BASE_URL,
    llmApiKey: vars.LLM_API_KEY,
    llmModel: vars.LLM_MODEL,
    llmTimeoutMs: vars.LLM_TIMEOUT_MS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    chatRateLimitPerUser: vars.CHAT_RATE_LIMIT_PER_USER,
    paymentProvider: vars.PAYMENT_PROVIDER,
    lemonSqueezyApiUrl: vars.LEMONSQUEEZY_API_URL.replace(/\/+$/, ''),
    lemonSqueezyTimeoutMs: vars.LEMONSQUEEZY_TIMEOUT_MS,
    lemonSqueezyApiKey: vars.LEMONSQUEEZY_API_KEY,
    lemonSqueezyStoreId: vars.LEMONSQUEEZY_STORE_ID,
    lemonSqueezyMonthlyVariantId: vars.LEMONSQUEEZY_MONTHLY_VARIANT_ID,
    lemonSqueezyTrialVariantId: vars.LEMONSQUEEZY_TRIAL_VARIANT_ID,
    lemonSqueezyWebhookSecret: vars.LEMONSQUEEZY_WEBHOOK_SECRET,
    corsOrigins: vars.CORS_ORIGINS,
  };
}
