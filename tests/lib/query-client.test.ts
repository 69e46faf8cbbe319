import { describe, expect, it } from 'vitest';
import {
  createAppQueryClient,
  persistence,
  queryDefaults,
  shouldPersistQuery,
} from '../../src/api/query-client';
import { mySubscriptionsQuery } from '../../src/api/subscriptions.api';

describe('query client', () => {
  it('retries 3 times, doubling from 1 s up to 30 s', () => {
    expect(queryDefaults.retry).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6].map(queryDefaults.retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
  it('keeps data fresh 5 minutes, unused 30 minutes, and never refetches on its own', () => {
    const options = createAppQueryClient().getDefaultOptions().queries;
    expect(options).toMatchObject({
      staleTime: 300_000,
      gcTime: 1_800_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    });
  });
  it('restores a persisted cache younger than 1 hour, written at most once a second', () => {
    expect(persistence).toEqual({ maxAge: 3_600_000, throttleTime: 1000 });
  });
  it("persists successful data, but never the user's plan (shown fresh on every visit)", () => {
    const success = { status: 'success' };
    expect(shouldPersistQuery({ state: success })).toBe(true);
    expect(shouldPersistQuery({ state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ state: success, meta: mySubscriptionsQuery.meta })).toBe(false);
  });
});
