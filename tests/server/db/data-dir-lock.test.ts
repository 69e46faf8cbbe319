import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE } from '../../../server/db/data-dir-lock';
import { type Database, openDatabase } from '../../../server/db/database';

// PGlite only: the lock guards DATA_DIR, whatever DATABASE_URL the test run has.
const run = promisify(execFile);

describe('the lock on DATA_DIR', () => {
  let dataDir: string;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    opened.push(database);
    return database;
  };
  const lockPath = () => join(dataDir, LOCK_FILE);

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'goalvision-lock-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second open of the same folder, naming the folder, until the first closes', async () => {
    const first = await open();
    const second = open();
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`The data folder ${resolve(dataDir)} is in use`);
    await expect(first.ping()).resolves.toBeUndefined();

    await first.close();
    expect(existsSync(lockPath())).toBe(false);
    const again = await open();
    await expect(again.ping()).resolves.toBeUndefined();
  });

  it('stops a second process at start: the server and npm run data:import', async () => {
    await open();
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    for (const entry of ['server/main.ts', 'server/matches/import-cli.ts']) {
      const result = await run(process.execPath, ['--import', 'tsx', entry, 'some.csv'], {
        env,
        // Should the lock fail, the server would listen for ever: end it, and the test.
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code, entry).toBe(1);
      expect(result.stderr, entry).toContain(`The data folder ${resolve(dataDir)} is in use`);
      expect(result.stderr, entry).toContain(`PID ${process.pid}`);
    }
    // The refused processes left our lock alone.
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockPath(), JSON.stringify({ pid: dead, host: hostname() }));
    const database = await open();
    await expect(database.ping()).resolves.toBeUndefined();
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
  });

  it("never takes over another machine's lock (a shared volume), whatever its PID", async () => {
    writeFileSync(lockPath(), JSON.stringify({ pid: 999_999, host: 'some-other-host' }));
    await expect(open()).rejects.toThrow('(PID 999999 on some-other-host)');
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).host).toBe('some-other-host');
  });
});
