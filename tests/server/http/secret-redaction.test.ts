import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loggableUrl, loggerOptions } from '../../../server/http/logger-options';
import { TEST_JWT_SECRET } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';

// Every value below is a credential; none may appear anywhere in the log output.
const SECRETS = {
  bearer: 'eyJhbGciOiJIUzI1NiJ9.session-token-value',
  cookie: 'session=cookie-value-1234',
  password: 'correct-horse-battery',
  newPassword: 'new-horse-battery-2',
  code: '4821',
  googleIdToken: 'google-id-token-value',
  webhookSignature: 'f00dbabe'.repeat(8),
  checkoutToken: 'checkout-token-value.signature-part',
  linkToken: 'link-token-value-xyz',
  llmKey: 'sk-llm-key-value',
  lemonKey: 'ls-api-key-value',
  webhookSecret: 'webhook-secret-value',
  footballToken: 'football-token-value',
  queryParam: 'bound-query-param-value',
  // Bound after a value with a line break: the redaction must not stop at the line's end.
  paramAfterNewline: 'param-on-the-next-line',
  paramAfterThat: 'param-after-the-broken-one',
};

describe('the logs', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The production logger options, at the most talkative level.
    const logger = pino(loggerOptions({ logLevel: 'trace' }), sink);
    app = await buildApp({
      config: testDatabase.config,
      database: testDatabase.database,
      jwtSecret: TEST_JWT_SECRET,
      logger,
    });
    // What a careless feature might log: whole headers and bodies, settings, a failed query.
    app.post('/api/test/log-everything/', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'request dump');
      request.log.info(
        {
          config: {
            llmApiKey: SECRETS.llmKey,
            lemonSqueezyApiKey: SECRETS.lemonKey,
            lemonSqueezyWebhookSecret: SECRETS.webhookSecret,
            footballDataToken: SECRETS.footballToken,
          },
        },
        'settings',
      );
      try {
        await testDatabase.database.db.execute(
          sql`select * from no_such_table where secret = ${SECRETS.queryParam}`,
        );
      } catch (error) {
        request.log.error({ err: error }, 'query failed');
      }
      try {
        await testDatabase.database.db.execute(
          sql`select * from no_such_table where a = ${`line one\n${SECRETS.paramAfterNewline}`} and b = ${SECRETS.paramAfterThat}`,
        );
      } catch (error) {
        request.log.error({ err: error }, 'query failed');
      }
      return { ok: true };
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  it('never contain a password, token, code, signature or key a request carried', async () => {
    const headers = {
      authorization: `Bearer ${SECRETS.bearer}`,
      cookie: SECRETS.cookie,
      'x-signature': SECRETS.webhookSignature,
    };
    await app.inject({
      method: 'POST',
      url: '/api/test/log-everything/',
      headers,
      payload: {
        email: 'ana@example.com',
        password: SECRETS.password,
        new_password: SECRETS.newPassword,
        code: SECRETS.code,
        id_token: SECRETS.googleIdToken,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers,
      payload: { email: 'ana@example.com', password: SECRETS.password },
    });
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { meta: { event_name: 'order_created' } },
    });
    await app.inject({ method: 'GET', url: `/sandbox/checkout/${SECRETS.checkoutToken}` });
    await app.inject({
      method: 'GET',
      url: `/auth/reset?token=${SECRETS.linkToken}&code=${SECRETS.code}&lang=es`,
    });

    const output = lines.join('');
    // The requests were logged (so the check below looks at something)...
    expect(output).toContain('request dump');
    expect(output).toContain('query failed');
    expect(output).toContain('/api/auth/login/');
    expect(output).toContain('/sandbox/checkout/[redacted]');
    expect(output).toContain('lang=es');
    expect(output).toContain('no_such_table');
    // ...without a single credential.
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(output.includes(secret), `${name} leaked into the logs`).toBe(false);
    }
  });

  it('keeps harmless query parameters and replaces token-like ones', () => {
    expect(loggableUrl('/api/matches/?status=live&league=PL')).toBe(
      '/api/matches/?status=live&league=PL',
    );
    expect(loggableUrl('/x?api_key=1&Signature=2&to=a%40b.c')).toBe(
      '/x?api_key=%5Bredacted%5D&Signature=%5Bredacted%5D&to=a%40b.c',
    );
    expect(loggableUrl('/sandbox/checkout/abc.def?x=1')).toBe('/sandbox/checkout/[redacted]?x=1');
  });
});
