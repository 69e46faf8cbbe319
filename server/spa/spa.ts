import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '../../contracts/api-errors';
import { likelyLanguage, shellWithHints } from './page-preloads';

const INDEX = 'index.html';
// Vite puts content-hashed files here: a changed file gets a new name, so caching forever
// is safe. Everything else (index.html, favicon) must be revalidated to pick up deploys.
const FOREVER = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const notFound = { detail: 'Not found', code: 'not_found' satisfies ApiErrorCode };

export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build`, then reload this page.\n';

export interface Spa {
  /** Answers whatever no route took: a client route (e.g. /chat/abc) gets the app shell,
   * anything else 404. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

// The server's own pages and the API are never the SPA's: a missing one stays a 404.
const SERVER_OWNED_PREFIXES = ['/api', '/dev', '/sandbox'];

/** Client routes have no file extension (/auth, /chat/abc) and get the app shell whatever the
 * client accepts, so `curl /auth` works too; a missing script or image must stay a 404, or
 * the browser would try to run HTML as JavaScript. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  const serverOwned = SERVER_OWNED_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return !serverOwned && !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** Serves the built SPA from `staticDir`. Registered even when the folder does not exist
 * yet, so `npm run build` while the server runs is picked up without a restart. */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<Spa> {
  const root = resolve(staticDir);
  const assetsRoot = join(root, 'assets') + sep;
  const hintedShell = shellWithHints(root);
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    suppressWarning: true,
    // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts).
    preCompressed: true,
    // The build's manifest is the server's (page-preloads.ts), not the browser's.
    allowedPath: (path) => !path.startsWith('/.vite/'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsRoot) ? FOREVER : REVALIDATE);
    },
  });
  return {
    fallback(request, reply) {
      if (!isClientRoute(request)) return reply.code(404).send(notFound);
      if (!existsSync(join(root, INDEX))) {
        // A person in a browser is told what to do; any other client just finds nothing here.
        const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
        if (!wantsHtml) return reply.code(404).send(notFound);
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      reply.header('cache-control', REVALIDATE);
      const path = request.url.split('?', 1)[0] ?? '/';
      const shell = hintedShell(path, likelyLanguage(request.headers['accept-language']));
      if (shell === undefined) return reply.sendFile(INDEX);
      return reply.header('vary', 'accept-language').type('text/html; charset=utf-8').send(shell);
    },
  };
}
