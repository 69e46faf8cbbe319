import type { ImportReport } from './importers/importer';

export interface MatchSync {
  /** Imports now (or joins the import already running); never throws, failures are logged. */
  runOnce(): Promise<ImportReport | null>;
  /** Resolves when no import is running. */
  settled(): Promise<void>;
  /** No more imports; waits for the running one, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `importOnce` right away (once `after` settles) and then every `intervalMs`, one run at a time (a call while
 * one runs joins it), in the background: requests never wait for an import. `importOnce`
 * must not throw; it logs its own failures.
 */
export function runPeriodically(
  importOnce: () => Promise<ImportReport | null>,
  intervalMs: number,
  /** The first run waits for this. */
  after: Promise<unknown> = Promise.resolve(),
): MatchSync {
  let running: Promise<ImportReport | null> | null = null;
  let stopped = false;

  const runOnce = () => {
    if (stopped) return Promise.resolve(null);
    running ??= importOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  // The server's sockets keep the process alive; this timer alone should not.
  timer.unref();
  running = after.then(importOnce, importOnce).finally(() => {
    running = null;
  });

  return {
    runOnce,
    settled: async () => {
      await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
