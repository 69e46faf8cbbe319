import { expect, inject } from 'vitest';
import type { StoredSubscriptionStatus } from '../server/pro-user';
import type { ControlSession } from './test-control';

/**
 * A new verified account on the view tests' API server: Pro (`true`), free (`false`), or with
 * a subscription in the given status; made by the test-only lever of
 * tests/views/test-control.ts (sign-up through the real API, code from the outbox).
 */
export async function signUp(
  pro: boolean | StoredSubscriptionStatus,
  language: 'en' | 'es' = 'en',
): Promise<ControlSession> {
  const subscription = typeof pro === 'string' ? pro : pro ? 'active' : null;
  const response = await fetch(`${inject('testControlOrigin')}/sessions`, {
    method: 'POST',
    body: JSON.stringify({ subscription, language }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ControlSession;
}

/** Local storage as the SPA keeps it after sign-in, so the next `renderApp` starts signed in. */
export function signIn(session: ControlSession, language: 'en' | 'es' = 'en') {
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('user', JSON.stringify({ ...session.user, language }));
  window.localStorage.setItem('lang', language);
}

/** The API as `session`'s user, from the page's origin (the view tests' API server). */
export async function api<T>(session: ControlSession, path: string, init: RequestInit = {}) {
  const response = await fetch(`/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A chat of `session`'s user about `matchId`, after which the match ends (test-only lever);
 * answers the chat's client id. */
export async function chatAboutFinishedMatch(
  session: ControlSession,
  matchId: string,
): Promise<string> {
  const clientId = crypto.randomUUID();
  const created = await api(session, '/chats/', {
    method: 'POST',
    body: JSON.stringify({ client_id: clientId, match_id: matchId }),
  });
  expect(created.status).toBe(201);
  const finished = await fetch(`${inject('testControlOrigin')}/finished-matches`, {
    method: 'POST',
    body: JSON.stringify({ matchId }),
  });
  expect(finished.status).toBe(200);
  return clientId;
}
