import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../server/db/secrets';
import { startServer } from '../../server/start';
import { testConfig } from './test-database';

// The real start path over a real socket, on an embedded database in a temporary data
// folder (this is about the data folder, so it uses PGlite even when DATABASE_URL is set).
describe('starting the server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gv-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => ({ ...testConfig({ DATA_DIR: dataDir }), port: 0 });

  it('listens, reports healthy, and reuses its data on the next start', async () => {
    const first = await startServer(config());
    let secret: string;
    try {
      const response = await fetch(new URL('/api/health/', first.url));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
      secret = await getOrCreateSecret(first.database.db, 'jwt', () => 'not-the-stored-one');
      expect(secret).not.toBe('not-the-stored-one');
    } finally {
      await first.close();
    }

    const second = await startServer(config());
    try {
      expect(await getOrCreateSecret(second.database.db, 'jwt', () => 'fresh')).toBe(secret);
    } finally {
      await second.close();
    }
    // Two starts, each seeding five demo seasons (about 8,800 matches) on busy shared cores.
  }, 120_000);

  it('gives up cleanly when the port is taken', async () => {
    const first = await startServer(config());
    try {
      const port = Number(new URL(first.url).port);
      const otherDir = await mkdtemp(join(tmpdir(), 'gv-start-'));
      try {
        await expect(startServer({ ...testConfig({ DATA_DIR: otherDir }), port })).rejects.toThrow(
          /EADDRINUSE/,
        );
      } finally {
        await rm(otherDir, { recursive: true, force: true });
      }
    } finally {
      await first.close();
    }
  });
});
