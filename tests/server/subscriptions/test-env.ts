import { WEBHOOK_SECRET } from './subscriptions-client';

/** Settings for subscription tests: room for many sign-ups, a known webhook secret. */
export const SUBSCRIPTION_TEST_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
  AUTH_SESSION_RATE_LIMIT_PER_IP: '10000',
  RATE_LIMIT_MAX: '10000',
  CODE_RESEND_WAIT_SECONDS: '0',
  LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
