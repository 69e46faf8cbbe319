import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// PGlite is one PostgreSQL in this process: two processes on one folder each think they own
// it, and one's acknowledged writes are lost. So whoever opens DATA_DIR first holds a lock
// file naming its process; anyone else stops at start. The lock of a process that died
// without releasing it (kill -9, a crash) is taken over.

export const LOCK_FILE = 'goalvision.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  host: string;
}

/** Lock files held by this process, so a second open in the same process is refused too
 * (its PID is alive: it is us) while our own PID left by a previous life is not. */
const heldHere = new Set<string>();

const readHolder = (path: string): Holder | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { pid: parsed.pid, host: parsed.host };
    }
  } catch {
    // Missing, half-written or not ours: treated as no holder.
  }
  return undefined;
};

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder may still be using the folder. A PID can only be checked on this
 * machine: another host's lock (a shared volume) is never taken over. */
function holds(holder: Holder | undefined, path: string): holder is Holder {
  if (!holder) return false;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(path);
  return isRunning(holder.pid);
}

const lockedMessage = (dataDir: string, path: string, holder: Holder) =>
  `The data folder ${dataDir} is in use by another GoalVision process ` +
  `(PID ${holder.pid} on ${holder.host}): PGlite allows one process per folder. Stop it ` +
  `first, or use another DATA_DIR. If no such process runs, delete ${path}.`;

export interface DataDirLock {
  /** Idempotent; removes the file only while it is still ours. */
  release(): void;
}

/** Takes the lock on `dataDir` or throws DataDirLockedError naming the folder and holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    if (createWithContent(path, JSON.stringify(me))) break;
    const holder = readHolder(path);
    if (holds(holder, path)) throw new DataDirLockedError(lockedMessage(dataDir, path, holder));
    if (attempt >= 3) {
      throw new DataDirLockedError(
        `Could not take the lock ${path} on the data folder ${dataDir}.`,
      );
    }
    takeOverStale(path, dataDir);
  }
  heldHere.add(path);
  const releaseOnExit = () => release();
  process.once('exit', releaseOnExit);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.removeListener('exit', releaseOnExit);
    const holder = readHolder(path);
    if (holder?.pid === me.pid && holder.host === me.host) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing to release.
      }
    }
  }
  return { release };
}

/** Creates `path` holding `content` unless it exists: written aside, then hard-linked, so
 * of two starting processes one wins and nobody ever reads a half-written lock. */
function createWithContent(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.new`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(draft);
  }
}

/** Moves a dead process's lock aside. Rename is atomic, so when two processes both found it
 * stale only one moves it; if what got moved was a live process's fresh lock after all, it
 * is put back and we stop. */
function takeOverStale(path: string, dataDir: string) {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (holds(moved, path)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone locked meanwhile; the live holder keeps running either way.
    }
    unlinkSync(aside);
    throw new DataDirLockedError(lockedMessage(dataDir, path, moved));
  }
  unlinkSync(aside);
}
