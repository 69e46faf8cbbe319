import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';
import { useAppServing } from './app-serving';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built SPA', () => {
  const testApp = useAppServing({
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': 'console.log(1)',
    'favicon.svg': '<svg/>',
  });

  it.each(['/chat/xyz', '/auth/register', '/profile?subscription_success=true'])(
    'serves index.html for the client-side route %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['curl', { accept: '*/*' }],
    ['a client that sends no Accept', {}],
  ])('serves the app shell to %s asking for a client route', async (_client, headers) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/auth', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves index.html at / without long caching', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a content hash', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/nope', '/dev/nope', '/sandbox/nope'])(
    "keeps the server's own unknown paths (%s) as 404 JSON even for a browser",
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    },
  );

  it('answers a missing script with 404, not the app shell', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/gone-999.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers non-GET requests to client routes with 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/chat/xyz', headers: html });
    expect(response.statusCode).toBe(404);
  });
});

describe('before the SPA is built', () => {
  it.each([
    ['an empty folder', true],
    ['a missing folder', false],
  ])('answers browser routes with 503 and how to build, given %s', async (_label, create) => {
    const parent = await mkdtemp(join(tmpdir(), 'gv-static-'));
    const staticDir = join(parent, 'dist');
    if (create) await mkdir(staticDir);
    const testApp = await createTestApp({ STATIC_DIR: staticDir });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/chat/xyz', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');

      // Not a person in a browser (curl, a crawler, the fuzzer): nothing here yet, not a 5xx.
      const notBrowser = await testApp.app.inject({ method: 'GET', url: '/chat/xyz' });
      expect(notBrowser.statusCode).toBe(404);

      const api = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
      expect(api.statusCode).toBe(200);
    } finally {
      await testApp.close();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
