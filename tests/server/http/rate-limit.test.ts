import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

describe('rate limiting', () => {
  const testApp = useTestApp({ RATE_LIMIT_MAX: '3' });

  const get = (url: string, remoteAddress = '203.0.113.7') =>
    testApp.app.inject({ method: 'GET', url, remoteAddress });

  it('answers 429 with Retry-After once an IP spends its budget', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/api/health/')).statusCode).toBe(200);
    const limited = await get('/api/health/');
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please try again later.',
      code: 'too_many_requests',
      retry_after: wait,
    });
  });

  it('counts each IP separately', async () => {
    expect((await get('/api/health/', '198.51.100.1')).statusCode).toBe(200);
  });

  it('limits requests for unknown paths too', async () => {
    const ip = '198.51.100.2';
    for (let i = 0; i < 3; i++) expect((await get('/api/nope/', ip)).statusCode).toBe(404);
    expect((await get('/api/nope/', ip)).statusCode).toBe(429);
  });

  it("leaves the built app's assets out of the budget", async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 5; i++) {
      expect((await get('/assets/index-abc123.js', ip)).statusCode).not.toBe(429);
    }
    expect((await get('/api/health/', ip)).statusCode).toBe(200);
  });
});
