import type { Session } from '../../contracts/session';
import { api } from './http';

/** The calls every signed-in screen relies on (SPEC §7): token check and refresh. */
export const sessionApi = {
  verifyToken: (token: string) =>
    api('/auth/token/verify/', { method: 'POST', body: { token } }).then(() => undefined),
  refresh: () => api<Session>('/auth/me/'),
  /** Ends the token's session on the server (the token is passed: it may no longer be stored). */
  signOut: (token: string) =>
    api('/auth/logout/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    }).then(() => undefined),
};
