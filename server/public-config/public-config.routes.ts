import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '../app-deps';
import { publicRoute } from '../auth/require-user';
import { matchDataStatus } from '../matches/match-data-status';

/** What the SPA needs to know of the server's setup: whether to offer Google sign-in, and
 * whether the matches are real or the demo. */
export const publicConfigRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  app.get('/', publicRoute(), async () => ({
    google_client_id: deps.config.googleClientId ?? null,
    match_data: await matchDataStatus(deps.database.db, deps.config),
  }));
};
