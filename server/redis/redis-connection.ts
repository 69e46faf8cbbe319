import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// A command Redis cannot answer fails after this instead of holding the request.
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection to REDIS_URL, connected before it is returned: a wrong URL or a server that
 * is down stops the start (naming the variable, never its value, which may hold a password)
 * instead of surfacing on the first request. Later outages are logged once each; ioredis
 * reconnects by itself.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail a command during an outage rather than queueing it until Redis is back.
    maxRetriesPerRequest: 1,
  });
  let connected = false;
  client.on('ready', () => {
    if (!connected) log.info({ role }, 'redis connected');
    connected = true;
  });
  client.on('error', (error: Error) => {
    if (!connected) return;
    connected = false;
    log.warn({ role, err: { message: error.message } }, 'redis connection lost; reconnecting');
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to REDIS_URL (value hidden): ${reason}`);
  }
  return client;
}
