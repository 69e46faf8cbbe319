import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';

/**
 * The setup of an account test file: one app for the file (built before its tests, closed
 * after), a client for it and fresh addresses `<prefix><n>@example.com`. The per-IP and
 * per-account limits are lifted unless `env` sets them: only the limit tests count.
 * `testApp` reads through to the app of the moment, so it can be destructured at once.
 */
export function useAuthApp(prefix: string, env: Record<string, string> = {}) {
  let current: TestApp | undefined;
  const started = () => {
    if (!current) throw new Error('useAuthApp: the app is built in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      ...env,
    });
  });
  afterAll(() => current?.close());

  const testApp = {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    restart: () => started().restart(),
  };
  let counter = 0;
  return {
    testApp,
    client: authClient(() => testApp.app),
    newEmail: () => `${prefix}${counter++}@example.com`,
  };
}
