import { describe } from 'vitest';
import { invalidationAcrossInstances } from './invalidation-cases';

// Two instances without Redis, told through PostgreSQL notifications; runs when DATABASE_URL
// is set.
describe('what two instances keep in memory, invalidated through PostgreSQL notifications', () => {
  invalidationAcrossInstances({});
});
