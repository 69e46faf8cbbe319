import type { FastifyInstance } from 'fastify';

/** A 4-digit code that is certainly not `code`. */
export const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

/** Small helpers to speak to the account endpoints the way the SPA does. `app` may be a
 * getter, for a client made before the app is built (or after it restarts). */
export function authClient(appOrGetter: FastifyInstance | (() => FastifyInstance)) {
  const app = () => (typeof appOrGetter === 'function' ? appOrGetter() : appOrGetter);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, headers });

  const latestCode = async (email: string) => {
    const response = await app().inject({
      method: 'GET',
      url: `/api/dev/mailbox/latest/?to=${encodeURIComponent(email)}`,
    });
    return (response.json() as { code: string }).code;
  };

  return {
    post,
    latestCode,
    register: (email: string, extra: Record<string, unknown> = {}) =>
      post('/register/', {
        name: 'Ana',
        email,
        password: 'long-enough-1',
        language: 'en',
        ...extra,
      }),
    /** Registers and verifies; returns the session token. */
    async verifiedAccount(email: string, password = 'long-enough-1') {
      await post('/register/', { name: 'Ana', email, password, language: 'en' });
      const response = await post('/register/verify-code/', {
        email,
        code: await latestCode(email),
      });
      return (response.json() as { token: string }).token;
    },
  };
}

export type AuthClient = ReturnType<typeof authClient>;
