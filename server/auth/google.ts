import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Checks a Google Identity Services id_token: signature against Google's published keys
 * (or the configured JWKS), issuer, audience (our client id), expiry, and a verified e-mail.
 * Returns null for anything that fails.
 */
export function googleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null;
      const name = typeof payload.name === 'string' && payload.name ? payload.name : payload.email;
      return { sub: payload.sub, email: payload.email.toLowerCase(), name: name.slice(0, 100) };
    } catch {
      return null;
    }
  };
}
