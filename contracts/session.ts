// What sign-in, code checks and refreshes answer (SPEC §7 "token, user"), shared by the
// server (server/auth) and the SPA (its machines, storage and session actor).

/** The user as the API shows it (SPEC §3 "User"); the SPA stores it under `user`. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  language: string;
  /** Accounts made through Google sign-in have no password (SPEC §6). */
  oauth_only: boolean;
}

export interface Session {
  token: string;
  user: SessionUser;
}
