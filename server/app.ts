import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { authRoutes } from './auth/auth.routes';
import { signInRequired } from './auth/require-user';
import { blogRoutes } from './blog/blog.routes';
import { chatRoutes } from './chat/chat.routes';
import type { TrustProxy } from './config';
import { healthRoutes } from './health/health.routes';
import { corsOptions } from './http/cors-options';
import { handleError, handleFrameworkError } from './http/error-handler';
import { loggerOptions } from './http/logger-options';
import { rateLimitOptions } from './http/rate-limit-options';
import { securityHeaders } from './http/security-headers';
import { registerMailbox } from './mail/mailbox.routes';
import { matchesRoutes } from './matches/matches.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { openSharedState } from './redis/shared-state';
import { registerSpa } from './spa/spa';
import { createPayments } from './subscriptions/payments';
import { registerSandboxCheckout } from './subscriptions/sandbox-checkout.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';

// Every API body is small JSON (forms, chat messages); anything bigger is a mistake or abuse.
export const BODY_LIMIT_BYTES = 100 * 1024;
// A chat frame holds at most a 2000-character question.
const WS_MAX_PAYLOAD_BYTES = 16 * 1024;

export interface BuildAppOptions extends AppDeps {
  /** A ready pino-compatible logger (tests); by default one is made from config.logLevel. */
  logger?: FastifyBaseLogger;
}

/** The whole HTTP application, without listening: the API under /api (one plugin per
 * feature) and the built SPA for everything else. Tests drive it with `app.inject()`. */
export async function buildApp({ logger, ...deps }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that trickles its headers or body would otherwise hold a connection (and a
    // parser) for ever: the whole request must arrive within REQUEST_TIMEOUT_MS (408 after),
    // headers within the same bound, and Node checks for late ones often enough to matter.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs / 2, 5_000),
    },
    frameworkErrors: handleFrameworkError,
    // Per-IP limits need the client's address, not the load balancer's.
    trustProxy: trustProxyOption(config.trustProxy),
  });

  // Filled in by the session check of signed-in routes (server/auth/require-user.ts).
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.setErrorHandler(handleError);
  // Rate-limit counters and chat reply frames: in Redis when REDIS_URL is set, so several
  // instances behind a load balancer count and stream as one.
  const shared = await openSharedState(config, app.log, deps.database);
  app.addHook('onClose', () => shared.close());
  // The payment provider and its webhook receiver, built once for the API and the sandbox's
  // checkout page.
  const payments = await createPayments(deps, app.log);
  await app.register(helmet, securityHeaders(config));
  await app.register(rateLimit, rateLimitOptions(config, shared.rateLimitRedis));
  // After the rate limit, so preflight requests count too.
  if (config.corsOrigins.length > 0) await app.register(cors, corsOptions(config));
  // Before the routes, so upgrade requests reach only routes declared with `websocket: true`.
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });

  await app.register(
    async (api) => {
      // Every route below requires a signed-in user unless it is declared `publicRoute`.
      api.addHook('onRoute', signInRequired(deps));
      await api.register(healthRoutes, { prefix: '/health', deps });
      await api.register(authRoutes, { prefix: '/auth', deps, attempts: shared.attempts });
      await api.register(publicConfigRoutes, { prefix: '/config', deps });
      await api.register(matchesRoutes, { prefix: '/', deps });
      await api.register(chatRoutes, { prefix: '/', deps, bus: shared.chatBus });
      await api.register(subscriptionsRoutes, { prefix: '/subscriptions', deps, payments });
      await api.register(blogRoutes, { prefix: '/blog', deps });
    },
    { prefix: '/api' },
  );

  await registerMailbox(app, deps);
  await registerSandboxCheckout(app, deps, payments);
  const spa = await registerSpa(app, config.staticDir);
  // Rate-limited too, or scanning for URLs would be free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, spa.fallback);

  return app;
}

// Fastify honours a hop count at runtime but its types lack it; this function is what
// proxy-addr makes of a count: trust the first n hops.
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
