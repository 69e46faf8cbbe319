import type { FastifyInstance } from 'fastify';

export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: RouteMethod;
  /** As declared, e.g. `/api/chats/:client_id/messages/`. */
  path: string;
}

const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

// One line of `printRoutes({ commonPrefix: false })`: tree drawing, a path segment relative
// to its parent line, and the methods, e.g. `│   └── messages/ (POST)`.
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the app under /api, read from Fastify's own route tree, so a new endpoint
 * is fuzzed without anyone listing it. `app.ready()` must have run.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const parents: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (METHODS.has(method)) routes.push({ method: method as RouteMethod, path });
    }
  }
  return routes;
}

/** The route's `:name` parameters, in order. */
export const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);

/** The path with each `:name` replaced by `values[name]` (already encoded by the caller). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? name);
}
