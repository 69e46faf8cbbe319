import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

describe('GET /api/health/', () => {
  const testApp = useTestApp();

  it('answers ok while the database is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'degraded',
      database: 'down',
      detail: expect.any(String),
      code: 'service_unavailable',
    });
  });
});
