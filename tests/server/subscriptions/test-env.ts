import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { sandboxCheckout, subscriptionsClient, WEBHOOK_SECRET } from './subscriptions-client';

/** Settings for subscription tests: room for many sign-ups, a known webhook secret. */
export const SUBSCRIPTION_TEST_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
  AUTH_SESSION_RATE_LIMIT_PER_IP: '10000',
  RATE_LIMIT_MAX: '10000',
  CODE_RESEND_WAIT_SECONDS: '0',
  LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

/** A subscription test app for the describe block it is called in, with the API client and
 * the sandbox checkout driver; read its fields inside tests (they are set by beforeAll). */
export function sandboxTestApp(settings: Record<string, string> = SUBSCRIPTION_TEST_ENV) {
  const env = {} as {
    testApp: TestApp;
    client: ReturnType<typeof subscriptionsClient>;
    checkout: ReturnType<typeof sandboxCheckout>;
  };
  beforeAll(async () => {
    env.testApp = await createTestApp(settings);
    env.client = subscriptionsClient(env.testApp.app);
    env.checkout = sandboxCheckout(env.testApp.app, env.client);
  });
  afterAll(() => env.testApp.close());
  return env;
}
