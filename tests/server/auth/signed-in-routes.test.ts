import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, apiRoutes, fillPath } from '../fuzz/api-routes';
import { createTestApp, type TestApp } from '../test-app';

// Every route under /api requires a signed-in user unless it is declared public
// (server/auth/require-user.ts). Read from the app's own route table: a new route is
// protected without anyone listing it, and a new public one must be added here on purpose.
const PUBLIC = [
  '/api/health',
  '/api/health/',
  '/api/config',
  '/api/config/',
  'POST /api/auth/register/',
  'POST /api/auth/register/verify-code/',
  'POST /api/auth/register/resend-code/',
  'POST /api/auth/login/',
  'POST /api/auth/oauth/google/',
  'POST /api/auth/token/verify/',
  'POST /api/auth/password-reset/request/',
  'POST /api/auth/password-reset/verify/',
  'POST /api/auth/password-reset/confirm/',
  // The socket checks the token of its first frame; a plain request is told to upgrade.
  '/api/ws/chat/:client_id',
  // The payment provider's, checked by its signature.
  'POST /api/subscriptions/webhook/',
  '/api/blog/model-accuracy/',
  '/api/blog/weekly-preview/',
  // Outside production only, beside the API (server/mail/mailbox.routes.ts).
  '/api/dev/mailbox/latest/',
];

const isPublic = ({ method, path }: ApiRoute) =>
  PUBLIC.includes(path) || PUBLIC.includes(`${method} ${path}`);

describe('signed-in routes', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    routes = apiRoutes(t.app);
  });
  afterAll(() => t.close());

  const call = ({ method, path }: ApiRoute, authorization?: string) =>
    t.app.inject({
      method,
      url: fillPath(path, { client_id: 'c', id: 'x', code: 'PL' }),
      headers: authorization ? { authorization } : {},
      ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
    });

  it('refuses every other route with 401 invalid_token, before reading any input', async () => {
    const protectedRoutes = routes.filter((route) => !isPublic(route));
    expect(protectedRoutes.length).toBeGreaterThan(25);
    for (const route of protectedRoutes) {
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const response = await call(route, authorization);
        expect([route.method, route.path, response.statusCode]).toEqual([
          route.method,
          route.path,
          401,
        ]);
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ code: 'invalid_token' });
      }
    }
  });

  it('lets anyone reach the public routes, each of which the table still has', async () => {
    const listed = routes.map(({ method, path }) => `${method} ${path}`);
    for (const entry of PUBLIC) {
      expect(listed.some((line) => line === entry || line.endsWith(` ${entry}`))).toBe(true);
    }
    for (const route of routes.filter(isPublic)) {
      const response = await call(route);
      const code = route.method === 'HEAD' ? undefined : response.json().code;
      expect([route.method, route.path, code]).not.toEqual([
        route.method,
        route.path,
        'invalid_token',
      ]);
    }
  });
});
