import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import type { BookmakerOdds } from '../../contracts/match-details';
import { dataChanged } from '../../server/cache/invalidation';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { matches, users } from '../../server/db/schema';
import { type RunningServer, startServer } from '../../server/start';
import type { StoredSubscriptionStatus } from '../server/pro-user';
import { makePro } from '../server/pro-user';
import { finishMatch } from '../support/finish-match';
import { freePort } from '../support/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
    /** Test-only levers on the server's database (tests/views/test-control.ts). */
    testControlOrigin: string;
  }
}

/** A test-control lever: what it does with the posted input, and what it answers. */
type Lever = (input: Record<string, unknown>) => Promise<unknown>;

export interface ControlSession {
  email: string;
  token: string;
  user: { name: string; email: string; language: string };
}

/** Register and verify through the real API, as a person does (the code from the outbox). */
async function signUp(
  api: string,
  language: string,
  subscription: StoredSubscriptionStatus | null,
  db: RunningServer['database']['db'],
) {
  const email = `fan${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post('/register/', { name: 'Fan', email, password: 'long-enough-1', language });
  // The subscription before the code check, so the token it issues already says is_pro.
  if (subscription) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    await makePro(db, user.id, subscription);
  }
  const mail = await fetch(`${api}/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`);
  const { code } = (await mail.json()) as { code: string };
  const session = await post('/register/verify-code/', { email, code });
  return { email, token: session.token, user: session.user } as ControlSession;
}

/**
 * Test-only levers the view tests pull on the API server's database, which lives in the
 * global setup's process: a signed-up user (Pro, with a subscription in a given status, or
 * free), a match that has finished, a match being played at a given minute and score, and a
 * match's bookmaker prices. The product has no such endpoints; this listens on its own
 * loopback port for the test run only.
 */
export async function startTestControl(
  server: RunningServer,
  /** More levers by path (e.g. on the outside services' fakes); each answers its result. */
  levers: Record<string, Lever> = {},
): Promise<Server & { url: string }> {
  const { db } = server.database;
  const control = createServer(async (request, response) => {
    // happy-dom's fetch applies CORS: the pages' origin is the API server's, not ours.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let body = '';
    for await (const chunk of request) body += chunk;
    try {
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      let result: unknown = null;
      const lever = levers[request.url ?? ''];
      if (lever) {
        result = await lever(input);
      } else if (request.url === '/sessions') {
        const subscription =
          typeof input.subscription === 'string'
            ? (input.subscription as StoredSubscriptionStatus)
            : null;
        result = await signUp(server.url, String(input.language ?? 'en'), subscription, db);
      } else if (request.url === '/finished-matches') {
        await finishMatch(db, String(input.matchId));
      } else if (request.url === '/live-matches') {
        // A match being played: its minute and score as a live source would report them.
        await db
          .update(matches)
          .set({
            status: 'live',
            minute: Number(input.minute),
            homeGoals: Number(input.home),
            awayGoals: Number(input.away),
          })
          .where(eq(matches.id, String(input.matchId)));
      } else if (request.url === '/match-odds') {
        await db
          .update(matches)
          .set({ bookmakerOdds: input.odds as BookmakerOdds })
          .where(eq(matches.id, String(input.matchId)));
      } else {
        return void response.writeHead(404).end();
      }
      // What an import does after writing: the server's match views follow at once.
      if (request.url !== '/sessions' && !lever) dataChanged(db);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return Object.assign(control, { url: `http://127.0.0.1:${port}` });
}

/** The real API server (in-memory database, the demo season) and its test control, their
 * origins provided to the tests as `apiOrigin` and `testControlOrigin`: a global setup's
 * world. `env` adds to or overrides the server's settings; `levers` adds test-control levers
 * on its database. */
export async function serveApiToTests(
  project: TestProject,
  env: Record<string, string> = {},
  levers: (db: Db) => Record<string, Lever> = () => ({}),
) {
  const server = await startServer(
    loadConfig({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      MATCH_DATA: 'demo',
      ...env,
    }),
  );
  const control = await startTestControl(server, levers(server.database.db));
  project.provide('apiOrigin', server.url);
  project.provide('testControlOrigin', control.url);
  return {
    server,
    async stop() {
      await new Promise((resolve) => control.close(resolve));
      await server.close();
    },
  };
}
