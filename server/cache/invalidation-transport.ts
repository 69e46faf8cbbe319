import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Invalidation, InvalidationHub, InvalidationTransport } from './invalidation';

/** The Redis channel and the PostgreSQL notification channel of invalidations. */
export const REDIS_INVALIDATION_CHANNEL = 'goalvision:invalidate';
export const PG_INVALIDATION_CHANNEL = 'goalvision_invalidate';

const RELISTEN_MS = 1_000;

/**
 * Invalidations through Redis pub/sub. `subscriber` may be the chat bus's subscribed
 * connection (it ignores this channel). After a reconnection, messages sent meanwhile are
 * lost: the hub then drops its match data as if told, and cached sessions end by their own
 * one-second lifetime.
 */
export async function connectRedisInvalidation(
  hub: InvalidationHub,
  { publisher, subscriber, log }: { publisher: Redis; subscriber: Redis; log: FastifyBaseLogger },
): Promise<void> {
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === REDIS_INVALIDATION_CHANNEL) hub.receive(text);
  });
  // The connection is ready already (connectRedis): a later 'ready' is a reconnection.
  subscriber.on('ready', () => hub.invalidate({ kind: 'data' }));
  await subscriber.subscribe(REDIS_INVALIDATION_CHANNEL);
  hub.connect({
    send(message) {
      publisher
        .publish(REDIS_INVALIDATION_CHANNEL, message)
        .catch((error: unknown) => log.warn({ err: error }, 'invalidation: publish failed'));
    },
    close: async () => {},
  });
}

/**
 * Invalidations through PostgreSQL's LISTEN/NOTIFY: one connection of its own (not the pool's,
 * so closing the pool never waits on it) listens for the instance's lifetime (opened again
 * after it breaks, and the match data dropped then, since notifications sent meanwhile are
 * lost); a NOTIFY goes through the pool.
 */
export async function connectPostgresInvalidation(
  hub: InvalidationHub,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<InvalidationTransport> {
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const client = new pg.Client(pool.options);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === PG_INVALIDATION_CHANNEL && message.payload) {
        hub.receive(message.payload);
      }
    });
    client.on('error', (error) => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'invalidation: lost the notification connection; listening again');
      const again = () => {
        retry = undefined;
        if (closed) return;
        listen()
          .then(() => hub.invalidate({ kind: 'data' }))
          .catch(() => {
            retry = setTimeout(again, RELISTEN_MS);
          });
      };
      retry = setTimeout(again, RELISTEN_MS);
    });
    try {
      await client.query(`LISTEN ${PG_INVALIDATION_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
  };
  await listen();
  const transport: InvalidationTransport = {
    send(message) {
      pool
        .query('select pg_notify($1, $2)', [PG_INVALIDATION_CHANNEL, message])
        .catch((error: unknown) => log.warn({ err: error }, 'invalidation: notify failed'));
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
  hub.connect(transport);
  return transport;
}

/** From a process that serves nothing (the import command): tells the running instances, the
 * way they listen (Redis with REDIS_URL, else PostgreSQL; PGlite has no other instance). */
export async function announceInvalidation(
  config: Pick<Config, 'redisUrl'>,
  database: Database,
  event: Invalidation,
): Promise<void> {
  const message = JSON.stringify({ origin: randomUUID(), event });
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      await redis.publish(REDIS_INVALIDATION_CHANNEL, message);
    } finally {
      redis.disconnect();
    }
  } else if (database.kind === 'postgres') {
    await database.client.query('select pg_notify($1, $2)', [PG_INVALIDATION_CHANNEL, message]);
  }
}
