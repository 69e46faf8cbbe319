import type { FastifyPluginAsync } from 'fastify';
import type { ApiErrorCode } from '../../contracts/api-errors';
import type { FeatureOptions } from '../app-deps';
import { publicRoute } from '../auth/require-user';

/** GET /api/health/ — for load balancers and uptime checks: 200 only when the database
 * answers, so an instance that lost its database is taken out of rotation. */
export const healthRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  app.get('/', publicRoute(), async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        status: 'degraded',
        database: 'down',
        detail: 'The database is unreachable.',
        code: 'service_unavailable' satisfies ApiErrorCode,
      });
    }
  });
};
