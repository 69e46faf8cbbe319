import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  /** The session (user_sessions row) the token belongs to; ending it ends the token. */
  sid: string;
  is_pro: boolean;
  lang: string;
}

/** Who a token speaks for, once its signature and expiry are checked. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

// Every user and session id is a UUID; a signed token naming anything else was not issued
// by us, and the database would refuse to compare it with a uuid column.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session tokens (SPEC §3): HS256 JWTs with sub, sid, exp, is_pro and lang. */
export function tokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    /** A token for TOKEN_TTL_HOURS, or until `notAfter` (the session's end) if sooner. */
    issue(claims: TokenClaims, notAfter?: Date): Promise<string> {
      const ttlEnd = Math.floor(Date.now() / 1000) + ttlHours * 3600;
      const sessionEnd = notAfter ? Math.floor(notAfter.getTime() / 1000) : ttlEnd;
      return new SignJWT({ sid: claims.sid, is_pro: claims.is_pro, lang: claims.lang })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.min(ttlEnd, sessionEnd))
        .sign(key);
    },
    /** The user and session of a validly signed, unexpired token; null for anything else.
     * Whether the session still lasts is the session store's question (sessions.ts). */
    async verify(token: string): Promise<TokenSubject | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return null;
        return UUID.test(sub) && UUID.test(sid) ? { userId: sub, sessionId: sid } : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
