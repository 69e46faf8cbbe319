import { describe } from 'vitest';
import { invalidationAcrossInstances } from './invalidation-cases';

// Two instances told through Redis (REDIS_URL); runs when DATABASE_URL and REDIS_URL are set.
describe('what two instances keep in memory, invalidated through Redis', () => {
  invalidationAcrossInstances({ REDIS_URL: process.env.REDIS_URL ?? '' });
});
