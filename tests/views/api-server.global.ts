import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { freePort } from '../support/free-port';
import { startTestControl } from './test-control';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
    /** Test-only levers on the server's database (tests/views/test-control.ts). */
    testControlOrigin: string;
  }
}

/**
 * View tests talk to the real API server (in-memory database), never to a fake of our own
 * API: the pages' relative `/api` calls reach it because setup.ts puts the document there.
 */
export default async function startApiServer(project: TestProject) {
  const port = await freePort();
  const server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      MATCH_DATA: 'demo',
    }),
  );
  const control = await startTestControl(server);
  project.provide('apiOrigin', server.url);
  project.provide('testControlOrigin', control.url);
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await server.close();
  };
}
