import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { invalidationHub } from '../cache/invalidation';
import {
  connectPostgresInvalidation,
  connectRedisInvalidation,
} from '../cache/invalidation-transport';
import { type ChatBus, memoryChatBus, redisChatBus } from '../chat/chat-bus';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AttemptCounter } from '../limits/attempt-counter';
import { databaseCounter } from '../limits/database-counter';
import { redisCounter } from '../limits/redis-counter';
import { connectRedis } from './redis-connection';

/** What instances of the server must share to act as one: rate-limit counters, attempt
 * counters, the chat's reply frames and invalidations of what is kept in memory
 * (server/cache/invalidation.ts). Without REDIS_URL the per-IP budgets and the chat stay in
 * this process, the attempt counters go to the database and invalidations go through
 * PostgreSQL notifications (PGlite: one process, nobody to tell); with it, all in Redis. */
export interface SharedState {
  /** The rate-limit store's connection; undefined keeps the counters in memory. */
  rateLimitRedis: Redis | undefined;
  /** The account endpoints' limits (server/auth/account-limit.ts): never in memory only. */
  attempts: AttemptCounter;
  chatBus: ChatBus;
  close(): Promise<void>;
}

export async function openSharedState(
  config: Pick<Config, 'redisUrl' | 'limitCountersMaxRows'>,
  log: FastifyBaseLogger,
  database: Database,
): Promise<SharedState> {
  if (!config.redisUrl) {
    const attempts = databaseCounter(database.db, {
      maxRows: config.limitCountersMaxRows,
      onSweepError: (error) => log.warn({ err: error }, 'limit counters not swept'),
    });
    const notifications =
      database.kind === 'postgres'
        ? await connectPostgresInvalidation(invalidationHub(database.db), database.client, log)
        : undefined;
    return {
      rateLimitRedis: undefined,
      attempts,
      chatBus: memoryChatBus(),
      close: async () => {
        await notifications?.close();
        await attempts.close();
      },
    };
  }
  const commands = await connectRedis(config.redisUrl, log, 'commands');
  let subscriber: Redis;
  try {
    // A subscribed connection runs nothing else, so the chat bus listens on its own.
    subscriber = await connectRedis(config.redisUrl, log, 'chat subscriber');
  } catch (error) {
    commands.disconnect();
    throw error;
  }
  try {
    await connectRedisInvalidation(invalidationHub(database.db), {
      publisher: commands,
      subscriber,
      log,
    });
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    rateLimitRedis: commands,
    attempts: redisCounter(commands, log),
    chatBus: redisChatBus({ publisher: commands, subscriber, log }),
    async close() {
      await Promise.all(
        [commands, subscriber].map((client) =>
          client.quit().then(
            () => undefined,
            () => client.disconnect(),
          ),
        ),
      );
    },
  };
}
