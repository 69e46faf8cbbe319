import { queryOptions } from '@tanstack/react-query';
import type { MatchDataStatus } from '../../contracts/match-data';
import { api } from './http';

/** GET /api/config/: what the server offers that the SPA must know before rendering it
 * (one query, shared by every screen that reads it). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api<{ google_client_id: string | null; match_data?: MatchDataStatus }>('/config/'),
});
