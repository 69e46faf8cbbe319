import { inject } from 'vitest';
import type { ControlSession } from '../views/test-control';

// Kept before any path holds the page's calls: setting an account up is not the flow.
const setupFetch = globalThis.fetch.bind(globalThis);

export const PASSWORD = 'long-enough-1';

async function control<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await setupFetch(`${inject('testControlOrigin')}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function post(path: string, body: Record<string, unknown>) {
  const response = await setupFetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

let counter = 0;
export const newEmail = () => `flow${Date.now()}${counter++}@example.com`;

/** A verified account with PASSWORD (Pro when `subscription` names a status). */
export const verifiedAccount = (subscription: string | null = null) =>
  control<ControlSession>('/sessions', { subscription });

/** An account that signed up and never entered its code. */
export async function unverifiedAccount(email = newEmail()) {
  await post('/auth/register/', { name: 'Fan', email, password: PASSWORD, language: 'en' });
  return email;
}

/** An id_token as Google signs it for `email`; `forged`: signed with a key Google never served. */
export const googleToken = async (email: string, forged = false) =>
  (await control<{ idToken: string }>('/google-token', { email, forged })).idToken;

/** An account created by signing in with Google (no password). */
export async function googleAccount(email = newEmail()) {
  await post('/auth/oauth/google/', { id_token: await googleToken(email), language: 'en' });
  return email;
}

/** The last code the server e-mailed to `email` (the dev mailbox). */
export async function mailedCode(email: string): Promise<string> {
  const response = await setupFetch(`/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { code: string }).code;
}

/** Lemon Squeezy fails the server's next call with `status`. */
export const lemonSqueezyFails = (status: number) => control('/lemon-squeezy-fails', { status });

/** The server e-mails `email` a password reset code. */
export const requestPasswordReset = (email: string) =>
  post('/auth/password-reset/request/', { identifier: email });

/** `email`'s user took the one-time trial long ago; it has ended. */
export const trialUsed = (email: string) => control('/trial-used', { email });

/** The server ends the session of `token` (as a sign-out elsewhere does). */
export async function endSessionElsewhere(token: string) {
  await setupFetch('/api/auth/logout/', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}
