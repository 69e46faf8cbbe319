import { inject } from 'vitest';

export interface ViewSession {
  email: string;
  token: string;
  user: { name: string; email: string; language: string };
}

const post = async (path: string, body: unknown) =>
  fetch(`${inject('apiOrigin')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A new verified account on the view tests' API server, stored the way the SPA keeps a
 * session, so the next `renderApp` starts signed in.
 */
export async function signInNewUser(language: 'en' | 'es' = 'en'): Promise<ViewSession> {
  const email = `viewer${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  await post('/auth/register/', { name: 'Viewer', email, password: 'long-enough-1', language });
  const mailbox = await fetch(
    `${inject('apiOrigin')}/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`,
  );
  const { code } = (await mailbox.json()) as { code: string };
  const verified = await post('/auth/register/verify-code/', { email, code });
  if (verified.status !== 200) throw new Error(`sign-up failed with ${verified.status}`);
  const session = (await verified.json()) as Omit<ViewSession, 'email'>;
  window.localStorage.setItem('token', session.token);
  window.localStorage.setItem('user', JSON.stringify(session.user));
  return { email, ...session };
}
