import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { freePort } from '../support/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
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
    }),
  );
  project.provide('apiOrigin', server.url);
  return () => server.close();
}
