import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  is_pro: boolean;
  lang: string;
}

// Every user id is a UUID; a signed token naming anything else was not issued by us for a
// user, and the database would refuse to compare it with the id column.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session tokens (SPEC §3): HS256 JWTs with sub, exp, is_pro and lang. */
export function tokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ is_pro: claims.is_pro, lang: claims.lang })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /** The user id of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' && USER_ID.test(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
