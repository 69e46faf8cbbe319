import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '../app-deps';

/** What the SPA needs to know of the server's setup: whether to offer Google sign-in. */
export const publicConfigRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  app.get('/', async () => ({ google_client_id: deps.config.googleClientId ?? null }));
};
