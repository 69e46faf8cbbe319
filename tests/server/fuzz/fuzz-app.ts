import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RowsResult } from '../../../server/db/database';
import { type ChatFixture, chatFixture, type InjectResponse } from '../chat/chat-fixtures';
import { type ApiRoute, apiRoutes, type RouteMethod } from './api-routes';

/** Ids and tokens that exist, so some fuzzed requests get past authentication and lookups
 * and reach the code behind them. */
export interface KnownValues {
  proToken: string;
  freeToken: string;
  proEmail: string;
  chatId: string;
  matchId: string;
  finishedMatchId: string;
}

export interface FuzzApp {
  fixture: ChatFixture;
  routes: ApiRoute[];
  known: KnownValues;
  /** Rows per table of the public schema, all read in one query. */
  rowCounts(): Promise<Record<string, number>>;
  /** Sends the request and asserts the answer is not a server error, that a refusal says
   * why, and that a refused request (4xx) wrote no row anywhere. */
  probe(request: FuzzRequest): Promise<InjectResponse>;
}

/** A request as app.inject() takes it. */
export interface FuzzRequest {
  method: RouteMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Every limit out of the way: the fuzzer is one client and must reach the handlers, not
// the 429s. Google sign-in is configured (keys at an address that refuses connections), so
// its route validates tokens instead of answering "not configured".
export const FUZZ_ENV: Record<string, string> = {
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  AUTH_SESSION_RATE_LIMIT_PER_IP: '100000',
  CHAT_RATE_LIMIT_PER_USER: '100000',
  CODE_RESEND_WAIT_SECONDS: '0',
  GOOGLE_CLIENT_ID: 'fuzz-client.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
};

export async function createFuzzApp(): Promise<FuzzApp> {
  const fixture = await chatFixture(FUZZ_ENV);
  const { t } = fixture;
  await t.app.ready();
  const routes = apiRoutes(t.app);

  const proEmail = 'fuzz-pro@example.com';
  const pro = await fixture.account(proEmail, { pro: true });
  const free = await fixture.account('fuzz-free@example.com');
  const [upcoming] = await fixture.matches('upcoming');
  const [finished] = await fixture.matches('finished');
  if (!upcoming || !finished) throw new Error('the demo season has no upcoming or finished match');
  const chatId = await fixture.newChat(pro.token, upcoming.id);

  const tables = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // The limit counters count refused requests too, by design: not data a request writes.
  const names = (tables as RowsResult<{ name: string }>).rows
    .map((row) => row.name)
    .filter((name) => name !== 'limit_counters');
  const countQuery = sql.raw(
    `select ${names.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
  const rowCounts = async () => {
    const result = (await t.database.db.execute(countQuery)) as RowsResult<Record<string, number>>;
    return { ...result.rows[0] };
  };

  return {
    fixture,
    routes,
    known: {
      proToken: pro.token,
      freeToken: free.token,
      proEmail,
      chatId,
      matchId: upcoming.id,
      finishedMatchId: finished.id,
    },
    rowCounts,
    async probe(request) {
      const before = await rowCounts();
      const response = await t.app.inject(request);
      const status = response.statusCode;
      const described = describeRequest(request);
      expect(status, `${described} → ${status} ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (status < 400) return response;
      if (request.method !== 'HEAD') {
        const detail = (response.json() as { detail?: unknown }).detail;
        expect(typeof detail, `${described} → ${status} without a detail`).toBe('string');
      }
      expect(await rowCounts(), `${described} → ${status} wrote rows`).toEqual(before);
      return response;
    },
  };
}

// Short enough to read in a failure message: huge payloads and URLs are cut.
function describeRequest({ method, url, headers, payload }: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 200 ? `${text.slice(0, 200)}…(${text.length})` : text;
  return `${method} ${cut(url)} headers=${cut(JSON.stringify(headers))} body=${cut(payload ?? '')}`;
}
