import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../auth/auth-client';
import { createTestApp, type TestApp } from '../test-app';

describe('the dev mailbox', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    client = authClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const latest = (to: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/dev/mailbox/latest/?to=${to}` });

  it('shows the outbox as a page, newest first, escaping what it shows', async () => {
    await client.register('first@example.com', { name: '<b>Bold</b>' });
    await client.register('second@example.com');
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&#60;b&#62;Bold');
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body.indexOf('second@example.com')).toBeLessThan(
      page.body.indexOf('first@example.com'),
    );
  });

  it('gives end-to-end tests the newest mail to an address with its code', async () => {
    await client.register('Reader@Example.com', { name: 'Agent 4711' });
    const response = await latest('READER%40example.com');
    expect(response.statusCode).toBe(200);
    const mail = response.json() as { to: string; subject: string; text: string; code: string };
    expect(Object.keys(mail).sort()).toEqual(['code', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({ to: 'reader@example.com', subject: 'Your GoalVision code' });
    // The name's digits are not the code.
    expect(mail.code).toMatch(/^\d{4}$/);
    expect(mail.code).not.toBe('4711');
    const verified = await client.post('/register/verify-code/', {
      email: 'reader@example.com',
      code: mail.code,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 404 for an address without mail and 400 for a missing or bad one', async () => {
    expect((await latest('nobody%40example.com')).statusCode).toBe(404);
    for (const url of ['/api/dev/mailbox/latest/', '/api/dev/mailbox/latest/?to=not-an-address']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});

describe('the dev mailbox in production', () => {
  it('does not exist', async () => {
    const testApp = await createTestApp({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PUBLIC_URL: 'https://goalvision.example',
    });
    try {
      for (const url of ['/dev/mailbox', '/api/dev/mailbox/latest/?to=a%40example.com']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await testApp.close();
    }
  });
});
