/** What sign-in, code verification and refresh answer (SPEC §7): a token and the user. */
export interface SessionUser {
  name: string;
  email: string;
  language: string;
  oauth_only?: boolean;
}

export interface Session {
  token: string;
  user: SessionUser;
}
