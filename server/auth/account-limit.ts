import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../app-deps';
import type { Config } from '../config';
import { HttpError } from '../http/http-error';
import type { AttemptCounter } from '../limits/attempt-counter';
import { normaliseEmail } from './users';

const MINUTE_MS = 60_000;
export const ACCOUNT_WINDOW_MS = 15 * MINUTE_MS;

type LimitConfig = Pick<
  Config,
  | 'authRateLimitPerIp'
  | 'authSessionRateLimitPerIp'
  | 'authRateLimitPerAccount'
  | 'authRateLimitPerAccountAllIps'
>;

/** What the account plugins get: the app's deps and the shared attempt counters. */
export interface AuthOptions extends FeatureOptions {
  attempts: AttemptCounter;
}

/** A refused attempt: how long to wait in Retry-After, and in the body (`retry_after`,
 * seconds) with a `code`, so the SPA can say it in the user's language. */
export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(429, 'Too many attempts. Please try again later.', {
    code: 'too_many_attempts',
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** The client's address as the per-IP limits count it (an IPv6 /64 is one client). */
export const clientOf = (request: FastifyRequest) => normalizeIP(request.ip);

const signInKeys = (client: string, email: string) => {
  const account = `login:${normaliseEmail(email)}`;
  return { account, pair: `${account}|${client}` };
};

/**
 * The limits of the account endpoints (docs/security.md "Limits and their settings"). Their
 * counters are `attempts`: in Redis, else in the database, so neither a restart nor a
 * flood of other keys lifts them.
 */
export function accountLimits(attempts: AttemptCounter, config: LimitConfig) {
  const spend = async (key: string, max: number, windowMs: number) => {
    const hit = await attempts.hit(key, windowMs);
    if (hit.count > max) throw tooManyAttempts(hit.retryAfterMs);
  };

  return {
    /** Route options: sign-in, sign-up, codes, resets and account changes, per client IP
     * and route. Counted before the body is read. */
    limited: {
      onRequest: async (request: FastifyRequest) =>
        spend(
          `ip:${request.routeOptions.url}:${clientOf(request)}`,
          config.authRateLimitPerIp,
          MINUTE_MS,
        ),
    },
    /** Route options: token checks and refreshes, which the SPA makes before every protected
     * request. A cheap throttle in @fastify/rate-limit's store (memory, or Redis). */
    sessionLimited: {
      config: { rateLimit: { max: config.authSessionRateLimitPerIp, timeWindow: '1 minute' } },
    },

    /** Spends one of an account's attempts on `scope` (a lower-cased e-mail, a user id). */
    perAccount: (scope: string, account: string) =>
      spend(
        `${scope}:${normaliseEmail(account)}`,
        config.authRateLimitPerAccount,
        ACCOUNT_WINDOW_MS,
      ),

    /**
     * One sign-in attempt on `email`. Counted per account and client IP (a stranger spends
     * their own budget, not the owner's) and, while that pair has budget left, per account
     * across all clients under a higher ceiling (guessing from many addresses stays
     * bounded). Call `succeeded` when the password was right: only failures count.
     * `client`: `clientOf(request)`.
     */
    async signIn(client: string, email: string) {
      const { account, pair } = signInKeys(client, email);
      await spend(pair, config.authRateLimitPerAccount, ACCOUNT_WINDOW_MS);
      // Refused by the ceiling, the password was never tried: the pair keeps its budget.
      await spend(account, config.authRateLimitPerAccountAllIps, ACCOUNT_WINDOW_MS).catch(
        async (error: unknown) => {
          await attempts.undo(pair);
          throw error;
        },
      );
      return {
        succeeded: async () => {
          await Promise.all([attempts.forget(pair), attempts.undo(account)]);
        },
      };
    },

    /** Lifts the sign-in lock of `email` for everyone and for this client: called once a
     * password reset by mailed code proved who owns the account. */
    async clearSignIn(client: string, email: string) {
      const { account, pair } = signInKeys(client, email);
      await Promise.all([attempts.forget(account), attempts.forget(pair)]);
    },
  };
}
