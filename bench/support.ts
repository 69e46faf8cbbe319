// What the server benchmarks share: the real server in-process on loopback, a Pro user signed
// in on it, the command line's options and the median of a run's timings.
import { randomBytes } from 'node:crypto';
import { sessionService } from '../server/auth/session';
import { loadConfig } from '../server/config';
import { users } from '../server/db/schema';
import { startServer } from '../server/start';
import { makePro } from '../tests/server/pro-user';
import { freePort } from '../tests/support/free-port';

/** `--name N` from the command line: a positive whole number, `fallback` when not given. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// One machine plays every client: the per-IP, per-account and per-user budgets would turn
// the bench into a measurement of 429s.
export const RAISED_LIMITS = {
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  AUTH_SESSION_RATE_LIMIT_PER_IP: '100000',
  CHAT_RATE_LIMIT_PER_USER: '100000',
};

/** The real server on a free loopback port with the builtin analyst, the demo season (unless
 * `env` names a database that already holds matches), quiet logs and the limits raised;
 * `env` overrides any setting. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const jwtSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: 'memory://',
    STATIC_DIR: '/nonexistent/goalvision-bench',
    LOG_LEVEL: 'error',
    JWT_SECRET: jwtSecret,
    ANALYST: 'builtin',
    MATCH_DATA: 'demo',
    ...RAISED_LIMITS,
    ...env,
  });
  const server = await startServer(config);
  const sessions = sessionService({ config, database: server.database, jwtSecret });

  /** A verified Pro user (an active subscription, as a payment makes it) and the token of a
   * session started as a sign-in starts it. */
  async function signInProUser(values: Omit<typeof users.$inferInsert, 'emailVerifiedAt'>) {
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ ...values, emailVerifiedAt: new Date() })
      .returning();
    if (!user) throw new Error('user insert failed');
    await makePro(db, user.id);
    return { user, token: (await sessions.start(user)).token };
  }

  return { server, signInProUser };
}
