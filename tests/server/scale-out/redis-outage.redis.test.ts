import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../server/start';
import { freePort } from '../../support/free-port';
import { createTestDatabase, type TestDatabase } from '../test-database';

// A Redis of this test's own (the redis-server that REDIS_URL's tests need), so it can be
// stopped and started again under a running instance.
const MAX = 5;
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('an instance whose Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess;
  let testDatabase: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    port = await freePort();
    redis = startRedis(port);
    await listening(port);
    testDatabase = await createTestDatabase({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(MAX),
    });
    server = await startServer({ ...testDatabase.config, port: 0 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await testDatabase?.drop();
    if (redis) await stop(redis);
  });

  const health = (ip: string) =>
    fetch(new URL('/api/health/', server.url), { headers: { 'x-forwarded-for': ip } });

  const statuses = async (ip: string, count: number) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await health(ip)).status);
    return seen;
  };

  it('keeps answering without limits while Redis is down, and counts again once it is back', async () => {
    expect(await statuses(freshIp(), MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);

    await stop(redis);
    const started = Date.now();
    // Neither 500s nor 429s: the limits are skipped, not the requests.
    expect(await statuses(freshIp(), MAX + 2)).toEqual(Array(MAX + 2).fill(200));
    expect(Date.now() - started).toBeLessThan(15_000);

    redis = startRedis(port);
    await listening(port);
    // ioredis reconnects on its own (backing off up to 2 s between attempts).
    const ip = freshIp();
    const deadline = Date.now() + 15_000;
    let seen: number[] = [];
    while (Date.now() < deadline) {
      seen = await statuses(freshIp(), MAX + 1);
      if (seen.at(-1) === 429) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen).toEqual([...Array(MAX).fill(200), 429]);
    expect(await statuses(ip, MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);
  }, 60_000);
});
