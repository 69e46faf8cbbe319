import type { MatchDataStatus } from '../../contracts/match-data';
import { api } from './http';

/** GET /api/config/: what the server offers that the SPA must know before rendering it
 * (one query, key ['public-config'], shared by every screen that reads it). */
export const publicConfigApi = {
  get: () => api<{ google_client_id: string | null; match_data?: MatchDataStatus }>('/config/'),
};
