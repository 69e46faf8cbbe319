import { randomUUID } from 'node:crypto';
import { userRepository } from '../../../server/auth/users';
import { demoImporter } from '../../../server/matches/importers/demo-importer';
import { authClient } from '../auth/auth-client';
import { makePro } from '../pro-user';
import { createTestApp, type TestApp } from '../test-app';

export type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface MatchJson {
  id: string;
  status: string;
  home: { name: string };
  away: { name: string };
  prediction: { home: number; draw: number; away: number } | null;
}

export interface ChatFixture {
  t: TestApp;
  /** A signed-in account; `pro: true` also gives it an active subscription. */
  account(email: string, options?: { pro?: boolean }): Promise<{ token: string; id: string }>;
  /** Calls /api{url} as the holder of `token`. */
  api(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<InjectResponse>;
  /** Demo matches of the given status (soonest or latest first). */
  matches(status: 'upcoming' | 'live' | 'finished'): Promise<MatchJson[]>;
  /** Creates a chat (asserting 201) and returns its client id. */
  newChat(token: string, matchId: string): Promise<string>;
}

/** The app on a fresh database with the demo season around now, as a new server has it. */
export async function chatFixture(env: Record<string, string> = {}): Promise<ChatFixture> {
  const t = await createTestApp(env);
  await demoImporter.import(t.database.db, { now: new Date() });
  const auth = authClient(t.app);
  const users = userRepository(t.database.db);
  let reader: string | undefined;

  const api: ChatFixture['api'] = async (method, url, token, payload) =>
    await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const account: ChatFixture['account'] = async (email, { pro = false } = {}) => {
    const token = await auth.verifiedAccount(email);
    const user = await users.byEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    if (pro) await makePro(t.database.db, user.id);
    return { token, id: user.id };
  };

  return {
    t,
    account,
    api,
    async matches(status) {
      reader ??= (await account('match-reader@example.com')).token;
      return (await api('GET', `/matches/?status=${status}`, reader)).json() as MatchJson[];
    },
    async newChat(token, matchId) {
      const clientId = randomUUID();
      const response = await api('POST', '/chats/', token, {
        client_id: clientId,
        match_id: matchId,
      });
      if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
      return clientId;
    },
  };
}
