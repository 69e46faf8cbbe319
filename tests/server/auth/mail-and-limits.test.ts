import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';
import { useAuthApp } from './auth-test-app';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it("sends the registration code in the user's language", async () => {
    const response = await authClient(testApp.app).register('lucia@example.com', {
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['lucia@example.com']);
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?Q\?Tu_c=C3=B3digo_de_GoalVision|Subject: Tu c/);
    expect(mail?.raw).toMatch(/\r\n\d{4}\r\n/);
  });

  it('keeps the dev mailbox closed when real mail is on', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox/latest/?to=lucia@example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });
});

describe('mail that cannot be sent', () => {
  it('answers 503 and lets the user ask again at once', async () => {
    const closedPort = await freePort();
    const testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const client = authClient(testApp.app);
      const response = await client.register('nomail@example.com');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        detail: 'We could not send the e-mail. Please try again in a moment.',
        code: 'mail_failed',
      });
      // The sign-up is undone with its mail: nothing waits for a code that never arrived,
      // and registering again tries to send at once.
      const resend = await client.post('/register/resend-code/', { email: 'nomail@example.com' });
      expect(resend.statusCode).toBe(400);
      expect(resend.json()).toMatchObject({ code: 'no_pending_signup' });
      const again = await client.register('nomail@example.com');
      expect(again.statusCode).toBe(503);
    } finally {
      await testApp.close();
    }
  });
});

describe('rate limits on account endpoints', () => {
  it('limits each client IP, with Retry-After', async () => {
    const testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const client = authClient(testApp.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (await client.post('/login/', { email: 'a@example.com', password: 'x' })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const limited = await client.post('/login/', { email: 'a@example.com', password: 'x' });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await testApp.close();
    }
  });

  it('tells clients apart by X-Forwarded-For only behind a trusted proxy', async () => {
    for (const [trustProxy, expected] of [
      ['false', [404, 404, 429]],
      ['true', [404, 404, 404]],
      ['127.0.0.1', [404, 404, 404]],
      ['1', [404, 404, 404]],
    ] as const) {
      const testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: trustProxy });
      try {
        const client = authClient(testApp.app);
        const statuses: number[] = [];
        for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
          const response = await client.post(
            '/login/',
            { email: `${ip}@example.com`, password: 'x' },
            { 'x-forwarded-for': ip },
          );
          statuses.push(response.statusCode);
        }
        expect(statuses, `TRUST_PROXY=${trustProxy}`).toEqual(expected);
      } finally {
        await testApp.close();
      }
    }
  }, 120_000);

  it('limits attempts on one account from all IPs together, with Retry-After', async () => {
    const testApp = await createTestApp({
      AUTH_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: '2',
      TRUST_PROXY: 'true',
    });
    try {
      const client = authClient(testApp.app);
      const attempt = (ip: string) =>
        client.post(
          '/login/',
          { email: 'victim@example.com', password: 'guess' },
          { 'x-forwarded-for': ip },
        );
      expect((await attempt('10.0.0.1')).statusCode).toBe(404);
      expect((await attempt('10.0.0.2')).statusCode).toBe(404);
      const third = await attempt('10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toEqual({
        detail: 'Too many attempts. Please try again later.',
        code: 'too_many_attempts',
        retry_after: Number(third.headers['retry-after']),
      });
      const otherAccount = await client.post('/login/', {
        email: 'someone-else@example.com',
        password: 'guess',
      });
      expect(otherAccount.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('per-account limits of the code and reset endpoints', () => {
  const { client } = useAuthApp('victim', { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });

  it.each([
    ['/register/verify-code/', { email: 'Victim1@example.com', code: '1234' }],
    ['/password-reset/verify/', { identifier: 'Victim2@example.com', code: '1234' }],
    [
      '/password-reset/confirm/',
      { identifier: 'Victim3@example.com', code: '1234', new_password: 'long-enough-1' },
    ],
  ])('limits %s per account as well', async (endpoint, body) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.post(endpoint, body)).statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
