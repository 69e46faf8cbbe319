import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { demoImporter } from '../../server/matches/importers/demo-importer';
import { useForSuite } from '../support/use-for-suite';
import { authClient } from './auth/auth-client';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  /** Closes the app and builds a new one on the same database, as a restarted server
   * would be: whatever the old one kept in memory is gone. Replaces `app`. */
  restart(): Promise<FastifyInstance>;
  /** Closes the app, then drops the database. */
  close(): Promise<void>;
}

/** The app around a fresh test database; `env` overrides settings (e.g. RATE_LIMIT_MAX).
 * Routes may still be added before the first `app.inject()`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(env);
  const build = () =>
    buildApp({
      config: testDatabase.config,
      database: testDatabase.database,
      jwtSecret: TEST_JWT_SECRET,
    });
  const testApp: TestApp = {
    ...testDatabase,
    app: await build(),
    async restart() {
      await testApp.app.close();
      testApp.app = await build();
      return testApp.app;
    },
    close: async () => {
      await testApp.app.close();
      await testDatabase.drop();
    },
  };
  return testApp;
}

/** The app with the demo season around the real clock, as a fresh server has it. */
export async function createDemoApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await createTestApp(env);
  await demoImporter.import(testApp.database.db, { now: new Date() });
  return testApp;
}

/** A test app for the describe block or file it is called in (see useForSuite). */
export const useTestApp = (env: Record<string, string> = {}) =>
  useForSuite(
    () => createTestApp(env),
    (testApp) => testApp.close(),
  );

/** A demo app for the describe block or file it is called in (see useForSuite); importing
 * the season may outlast the default hook timeout on a loaded machine. */
export const useDemoApp = (env: Record<string, string> = {}) =>
  useForSuite(
    () => createDemoApp(env),
    (testApp) => testApp.close(),
    120_000,
  );

/** A demo app and a verified account on it (`email`), for the describe block it is called in;
 * `get` reads `/api<url>` as that account, with any further headers. */
export function useDemoAppSignedIn(email: string) {
  const t = useDemoApp();
  let token = '';
  beforeAll(async () => {
    token = await authClient(t.app).verifiedAccount(email);
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  return { t, get };
}
