import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

function errorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('starts with defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      redisUrl: undefined,
      rateLimitMax: 300,
      staticDir: 'dist',
      publicUrl: undefined,
      tokenTtlHours: 24,
      sessionMaxDays: 30,
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      smtpUrl: undefined,
      mailFrom: 'GoalVision <no-reply@goalvision.local>',
      authRateLimitPerIp: 20,
      authRateLimitPerAccount: 10,
      authRateLimitPerAccountAllIps: 100,
      limitCountersMaxRows: 100_000,
      authSessionRateLimitPerIp: 120,
      codeResendWaitSeconds: 60,
      trustProxy: false,
      footballDataToken: undefined,
      footballDataUrl: 'https://api.football-data.org/v4',
      footballDataSyncMinutes: 10,
      matchData: 'auto',
      footballDataCoUkUrl: 'https://www.football-data.co.uk',
      matchDataRefreshHours: 6,
      footballDataCoUkTimeoutMs: 5000,
      analyst: 'builtin',
      llmBaseUrl: undefined,
      llmApiKey: undefined,
      llmModel: undefined,
      llmTimeoutMs: 30_000,
      requestTimeoutMs: 30_000,
      chatRateLimitPerUser: 20,
      paymentProvider: 'sandbox',
      lemonSqueezyApiUrl: 'https://api.lemonsqueezy.com',
      lemonSqueezyTimeoutMs: 15_000,
      lemonSqueezyApiKey: undefined,
      lemonSqueezyStoreId: undefined,
      lemonSqueezyMonthlyVariantId: undefined,
      lemonSqueezyTrialVariantId: undefined,
      lemonSqueezyWebhookSecret: undefined,
      corsOrigins: [],
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/goalvision',
      DATABASE_URL: 'postgres://app:pw@db:5432/goalvision',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_MAX: '50',
      STATIC_DIR: 'public-build',
      PUBLIC_URL: 'https://goalvision.example',
      TOKEN_TTL_HOURS: '2',
      SESSION_MAX_DAYS: '7',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/certs',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Team <team@goalvision.example>',
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
      AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: '30',
      LIMIT_COUNTERS_MAX_ROWS: '5000',
      AUTH_SESSION_RATE_LIMIT_PER_IP: '40',
      CODE_RESEND_WAIT_SECONDS: '30',
      TRUST_PROXY: '1',
      FOOTBALL_DATA_TOKEN: 'fd-token',
      FOOTBALL_DATA_URL: 'http://127.0.0.1:9997/v4/',
      FOOTBALL_DATA_SYNC_MINUTES: '3',
      MATCH_DATA: 'demo',
      FOOTBALL_DATA_CO_UK_URL: 'http://127.0.0.1:9996/',
      MATCH_DATA_REFRESH_HOURS: '12',
      FOOTBALL_DATA_CO_UK_TIMEOUT_MS: '800',
      ANALYST: 'openai',
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'small-model',
      LLM_TIMEOUT_MS: '5000',
      CHAT_RATE_LIMIT_PER_USER: '5',
      PAYMENT_PROVIDER: 'lemonsqueezy',
      LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9998/',
      LEMONSQUEEZY_TIMEOUT_MS: '2000',
      LEMONSQUEEZY_API_KEY: 'ls-key',
      LEMONSQUEEZY_STORE_ID: '11',
      LEMONSQUEEZY_MONTHLY_VARIANT_ID: '22',
      LEMONSQUEEZY_TRIAL_VARIANT_ID: '33',
      LEMONSQUEEZY_WEBHOOK_SECRET: 'whsec-test',
      CORS_ORIGINS: 'https://partner.example, http://localhost:5173',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/goalvision',
      databaseUrl: 'postgres://app:pw@db:5432/goalvision',
      jwtSecret: 'x'.repeat(32),
      logLevel: 'debug',
      nodeEnv: 'production',
      redisUrl: 'redis://cache:6379',
      rateLimitMax: 50,
      staticDir: 'public-build',
      publicUrl: 'https://goalvision.example',
      tokenTtlHours: 2,
      sessionMaxDays: 7,
      googleClientId: 'client.apps.googleusercontent.com',
      googleJwksUrl: 'http://127.0.0.1:9999/certs',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Team <team@goalvision.example>',
      authRateLimitPerIp: 5,
      authRateLimitPerAccount: 3,
      authRateLimitPerAccountAllIps: 30,
      limitCountersMaxRows: 5000,
      authSessionRateLimitPerIp: 40,
      codeResendWaitSeconds: 30,
      trustProxy: 1,
      footballDataToken: 'fd-token',
      footballDataUrl: 'http://127.0.0.1:9997/v4',
      footballDataSyncMinutes: 3,
      matchData: 'demo',
      footballDataCoUkUrl: 'http://127.0.0.1:9996',
      matchDataRefreshHours: 12,
      footballDataCoUkTimeoutMs: 800,
      analyst: 'openai',
      llmBaseUrl: 'http://127.0.0.1:8000/v1',
      llmApiKey: 'sk-test',
      llmModel: 'small-model',
      llmTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      chatRateLimitPerUser: 5,
      paymentProvider: 'lemonsqueezy',
      lemonSqueezyApiUrl: 'http://127.0.0.1:9998',
      lemonSqueezyTimeoutMs: 2000,
      lemonSqueezyApiKey: 'ls-key',
      lemonSqueezyStoreId: '11',
      lemonSqueezyMonthlyVariantId: '22',
      lemonSqueezyTrialVariantId: '33',
      lemonSqueezyWebhookSecret: 'whsec-test',
      corsOrigins: ['https://partner.example', 'http://localhost:5173'],
    });
  });

  it('refuses the sandbox payment provider in production unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    // The sandbox's Pay button gives Pro away; it is the default, so production must opt in.
    expect(errorFor({ NODE_ENV: 'production' })).toContain(
      'PAYMENT_PROVIDER: is sandbox (the default), which gives Pro away for free',
    );
    expect(errorFor({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'false' })).toContain(
      'PAYMENT_PROVIDER: is sandbox',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        PUBLIC_URL: 'https://goalvision.example',
      }).paymentProvider,
    ).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
    expect(errorFor({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toContain(
      'ALLOW_SANDBOX_PAYMENTS: must be true or false',
    );
  });

  it('requires PUBLIC_URL in production, so no address we hand out comes from a Host header', () => {
    const env = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(errorFor(env)).toContain('PUBLIC_URL: is required when NODE_ENV=production');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://goalvision.example' }).publicUrl).toBe(
      'https://goalvision.example',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBeUndefined();
  });

  it('bounds the time a client may take to send a request', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5_000);
    expect(errorFor({ REQUEST_TIMEOUT_MS: '0' })).toContain(
      'REQUEST_TIMEOUT_MS: must be an integer 1000-600000',
    );
  });

  it.each([
    ['https://app.example/'],
    ['https://app.example/path'],
    ['app.example'],
    ['ftp://app.example'],
    ['https://app.example,*'],
  ])('refuses CORS_ORIGINS=%s (origins only: scheme, host, port)', (value) => {
    expect(errorFor({ CORS_ORIGINS: value })).toContain(
      'CORS_ORIGINS: must be comma-separated origins like https://app.example.com',
    );
  });

  it('refuses ANALYST=openai without an endpoint and a model', () => {
    const message = errorFor({ ANALYST: 'openai' });
    expect(message).toContain('LLM_BASE_URL: is required when ANALYST=openai');
    expect(message).toContain('LLM_MODEL: is required when ANALYST=openai');
    expect(errorFor({ ANALYST: 'gpt' })).toContain('ANALYST: must be one of builtin, openai');
  });

  it('switches to PostgreSQL for postgres:// and postgresql:// URLs only', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).databaseUrl).toBe('postgres://h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }).databaseUrl).toBe('postgresql://h/db');
    expect(errorFor({ DATABASE_URL: 'mysql://h/db' })).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('names the variable, the rule and the value of a bad setting', () => {
    expect(errorFor({ PORT: 'abc' })).toBe(
      'Invalid configuration:\n  PORT: must be an integer 1-65535 (got "abc")',
    );
  });

  it.each([
    ['PORT', '0', 'must be an integer 1-65535'],
    ['PORT', '65536', 'must be an integer 1-65535'],
    ['PORT', '80.5', 'must be an integer 1-65535'],
    ['LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'staging', 'must be one of development, production, test'],
    ['RATE_LIMIT_MAX', '-1', 'must be an integer'],
    ['RATE_LIMIT_MAX', 'lots', 'must be an integer'],
    ['REDIS_URL', 'http://cache:6379', 'must be a redis:// or rediss:// URL'],
    ['PUBLIC_URL', 'goalvision.example', 'must be an http:// or https:// URL'],
    ['JWT_SECRET', 'too-short', 'must be at least 32 characters long'],
    ['TRUST_PROXY', 'yes please', 'must be true, false, a hop count, or comma-separated proxy'],
    ['AUTH_SESSION_RATE_LIMIT_PER_IP', '0', 'must be an integer 1-100000'],
    ['SMTP_URL', 'http://mail:25', 'must be an smtp:// or smtps:// URL'],
    ['FOOTBALL_DATA_URL', 'api.football-data.org/v4', 'must be an http:// or https:// URL'],
    ['FOOTBALL_DATA_SYNC_MINUTES', '0', 'must be an integer 1-1440'],
    ['FOOTBALL_DATA_TOKEN', '   ', 'must not be blank'],
    ['MATCH_DATA', 'live', 'must be one of auto, demo'],
    ['FOOTBALL_DATA_CO_UK_URL', 'www.football-data.co.uk', 'must be an http:// or https:// URL'],
    ['MATCH_DATA_REFRESH_HOURS', '0', 'must be an integer 1-720'],
    ['FOOTBALL_DATA_CO_UK_TIMEOUT_MS', '50', 'must be an integer 100-600000'],
    ['LLM_TIMEOUT_MS', 'soon', 'must be an integer 100-600000'],
    ['LEMONSQUEEZY_TIMEOUT_MS', '50', 'must be an integer 100-600000'],
    ['LLM_BASE_URL', 'api.example/v1', 'must be an http:// or https:// URL'],
    ['CHAT_RATE_LIMIT_PER_USER', '0', 'must be an integer 1-100000'],
    ['SESSION_MAX_DAYS', '0', 'must be an integer 1-3650'],
    ['SESSION_MAX_DAYS', '3651', 'must be an integer 1-3650'],
  ])('rejects %s=%s', (name, value, rule) => {
    expect(errorFor({ [name]: value })).toContain(`${name}: ${rule}`);
  });

  it('lists every bad variable at once', () => {
    const message = errorFor({ PORT: 'abc', LOG_LEVEL: 'loud', RATE_LIMIT_MAX: '0' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}LOG_LEVEL: /),
      expect.stringMatching(/^ {2}RATE_LIMIT_MAX: /),
    ]);
  });

  it('never prints the value of a secret, even a bad one', () => {
    const message = errorFor({
      JWT_SECRET: 'hunter2',
      DATABASE_URL: 'mysql://app:hunter2@db/app',
      REDIS_URL: 'http://:hunter2@cache',
    });
    expect(message).toContain('JWT_SECRET');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('hunter2');
  });

  it('never prints FOOTBALL_DATA_TOKEN', () => {
    expect(errorFor({ FOOTBALL_DATA_TOKEN: ' \t ' })).toBe(
      'Invalid configuration:\n  FOOTBALL_DATA_TOKEN: must not be blank (value hidden)',
    );
  });
});
