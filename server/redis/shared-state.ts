import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type ChatBus, memoryChatBus, redisChatBus } from '../chat/chat-bus';
import type { Config } from '../config';
import { connectRedis } from './redis-connection';

/** What instances of the server must share to act as one: rate-limit counters and the
 * chat's reply frames. In this process without REDIS_URL; in Redis with it. */
export interface SharedState {
  /** The rate-limit store's connection; undefined keeps the counters in memory. */
  rateLimitRedis: Redis | undefined;
  chatBus: ChatBus;
  close(): Promise<void>;
}

export async function openSharedState(
  config: Pick<Config, 'redisUrl'>,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!config.redisUrl) {
    return { rateLimitRedis: undefined, chatBus: memoryChatBus(), close: async () => {} };
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
  return {
    rateLimitRedis: commands,
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
