import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { createTestApp, type TestApp } from '../test-app';
import { authClient } from './auth-client';

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
    expect(response.json()).toEqual({ detail: 'Not found' });
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

  it('limits attempts on one account below the per-IP budget, with Retry-After', async () => {
    const testApp = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '2' });
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
      expect(third.json()).toEqual({ detail: 'Too many attempts. Please try again later.' });
    } finally {
      await testApp.close();
    }
  });
});
