import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type AttemptCounter, type Hit, hashKey } from './attempt-counter';

const PREFIX = 'goalvision:limit:';

// INCR and the window's expiry in one step, so parallel hits on any instance count once each.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Attempt counters in Redis (REDIS_URL), expiring with their window. While Redis cannot be
 * reached, attempts are let through uncounted, as the per-IP limits are (decision 010): an
 * outage of every sign-in would be worse than a few unlimited minutes.
 */
export function redisCounter(redis: Redis, log: FastifyBaseLogger): AttemptCounter {
  const key = (name: string) => PREFIX + hashKey(name);
  const tolerate = (error: unknown) =>
    log.warn({ err: { message: (error as Error)?.message } }, 'limit counter skipped: redis');
  return {
    async hit(name, windowMs): Promise<Hit> {
      try {
        const [count, ttl] = (await redis.eval(HIT, 1, key(name), windowMs)) as [number, number];
        return { count, retryAfterMs: Math.max(0, ttl) };
      } catch (error) {
        tolerate(error);
        return { count: 0, retryAfterMs: 0 };
      }
    },
    async undo(name) {
      await redis.eval(UNDO, 1, key(name)).catch(tolerate);
    },
    async forget(name) {
      await redis.del(key(name)).catch(tolerate);
    },
    // The connection belongs to the shared state, which closes it.
    close: async () => {},
  };
}
