import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';

const minute = 60_000;

/** SPEC §9 "Data fetching", with DESIGN's decision of 30 minutes for unused data. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  staleTime: 5 * minute,
  gcTime: 30 * minute,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;

/** Persisted cache: restored when younger than 1 hour, written at most once a second. */
export const persistence = { maxAge: 60 * minute, throttleTime: 1000 } as const;

/** What goes to local storage: successful queries, except those marked `meta.persist: false`
 * (data that must never be shown stale from an earlier visit, such as the user's plan). */
export const shouldPersistQuery = (query: {
  state: { status: string };
  meta?: Record<string, unknown>;
}) => query.state.status === 'success' && query.meta?.persist !== false;

export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}

export function createAppPersister(storage: Storage = window.localStorage) {
  return createSyncStoragePersister({ storage, throttleTime: persistence.throttleTime });
}

/**
 * A machine's read of server data (decision 012): through the query's own options, so the
 * cache is shared with every screen that shows the same data. Asked once: the machine says
 * what a failure means and offers its own retry.
 */
export function readQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  return queryClient.fetchQuery({ ...options, retry: false });
}
