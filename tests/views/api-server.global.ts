import type { TestProject } from 'vitest/node';
import { serveApiToTests } from './test-control';

/**
 * View tests talk to the real API server (in-memory database), never to a fake of our own
 * API: the pages' relative `/api` calls reach it because setup.ts puts the document there.
 */
export default async function startApiServer(project: TestProject) {
  const { stop } = await serveApiToTests(project);
  return stop;
}
