import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../test-app';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://evil.example';

const preflight = (testApp: TestApp, origin: string) =>
  testApp.app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });

const read = (testApp: TestApp, origin: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/health/', headers: { origin } });

describe('CORS by default (no CORS_ORIGINS)', () => {
  const testApp = useTestApp();

  it('lets no other site read the API or pass a preflight', async () => {
    const response = await read(testApp, PARTNER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const checked = await preflight(testApp, PARTNER);
    expect(checked.headers['access-control-allow-origin']).toBeUndefined();
    expect(checked.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS', () => {
  const testApp = useTestApp({ CORS_ORIGINS: `${PARTNER},http://localhost:5173` });

  it('lets a configured origin read responses, without credentials', async () => {
    const response = await read(testApp, PARTNER);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('answers a configured origin’s preflight with the methods and headers the API takes', async () => {
    const response = await preflight(testApp, 'http://localhost:5173');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const list = (name: string) => String(response.headers[name]).split(/,\s*/);
    expect(list('access-control-allow-methods')).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PATCH',
      'DELETE',
    ]);
    expect(list('access-control-allow-headers')).toEqual([
      'Authorization',
      'Content-Type',
      'Accept-Language',
    ]);
  });

  it('gives any other origin nothing to read', async () => {
    const response = await read(testApp, STRANGER);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const checked = await preflight(testApp, STRANGER);
    expect(checked.headers['access-control-allow-origin']).toBeUndefined();
  });
});
