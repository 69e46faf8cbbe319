import { type Config, ConfigError, loadConfig } from './config';
import { type RunningServer, startServer } from './start';

// Entry point: `tsx server/main.ts`. Everything testable lives in start.ts and app.ts;
// this file only owns the process: environment, exit codes and signals.

// Past this, shutdown is stuck (e.g. a client that never lets go of a connection).
const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  // A bad variable is the operator's typo, not a bug: show the list, not a stack trace.
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// Drizzle wraps driver errors ("Failed query: select 1"); the useful part is the cause.
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current !== undefined && messages.length < 5; ) {
    if (!(current instanceof Error)) {
      messages.push(String(current));
      break;
    }
    messages.push(current.message.trim());
    current = current.cause;
  }
  return messages.join('\n  caused by: ');
}

let server: RunningServer;
try {
  server = await startServer(config);
} catch (error) {
  fail(`GoalVision could not start: ${describe(error)}`);
}

let stopping = false;

async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    server.app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  server.app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    server.app.log.error('shutdown timed out: exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
