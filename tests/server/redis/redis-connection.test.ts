import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openSharedState } from '../../../server/redis/shared-state';
import { freePort } from '../../support/free-port';
import { useTestDatabase } from '../test-database';

// Without a Redis at hand: a REDIS_URL nobody answers must stop the start, clearly.
describe('the Redis connection', () => {
  const testDatabase = useTestDatabase();

  it('refuses to start when REDIS_URL cannot be reached, without printing the URL', async () => {
    const port = await freePort();
    const failure = openSharedState(
      { redisUrl: `redis://:hunter2@127.0.0.1:${port}`, limitCountersMaxRows: 10 },
      pino({ level: 'silent' }),
      testDatabase.database,
    );
    await expect(failure).rejects.toThrow(/^Could not connect to REDIS_URL \(value hidden\): /);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });

  it('keeps counters and chat frames in this process without REDIS_URL', async () => {
    const shared = await openSharedState(
      { redisUrl: undefined, limitCountersMaxRows: 10 },
      pino({ level: 'silent' }),
      testDatabase.database,
    );
    const seen: string[] = [];
    const stop = await shared.chatBus.subscribe('chat-1', (message) =>
      seen.push(message.frame.request_id),
    );
    shared.chatBus.publish('chat-1', {
      origin: 'o',
      frame: { type: 'chunk', request_id: 'o:r1', message_id: 'm', delta: 'x' },
    });
    shared.chatBus.publish('chat-2', {
      origin: 'o',
      frame: { type: 'chunk', request_id: 'o:r2', message_id: 'm', delta: 'x' },
    });
    stop();
    shared.chatBus.publish('chat-1', {
      origin: 'o',
      frame: { type: 'chunk', request_id: 'o:r3', message_id: 'm', delta: 'x' },
    });
    expect(shared.rateLimitRedis).toBeUndefined();
    expect(seen).toEqual(['o:r1']);
    await shared.close();
  });
});
