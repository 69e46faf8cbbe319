import type { AppDeps } from '../app-deps';
import { isPro } from './pro-status';
import { tokenService } from './tokens';
import { publicUser, type UserRow } from './users';

/** What sign-in, code checks and refreshes answer (SPEC §7 "token, user"). */
export interface Session {
  token: string;
  user: ReturnType<typeof publicUser>;
}

/** Issues a fresh session for a user: a token with the current Pro status and language. */
export function sessionIssuer(deps: AppDeps) {
  const tokens = tokenService(deps.jwtSecret, deps.config.tokenTtlHours);
  return async (user: UserRow): Promise<Session> => ({
    token: await tokens.issue({
      sub: user.id,
      is_pro: await isPro(deps.database.db, user.id),
      lang: user.language,
    }),
    user: publicUser(user),
  });
}
