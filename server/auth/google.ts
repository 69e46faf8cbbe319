import { createRemoteJWKSet, jwtVerify } from 'jose';
import { cleanOutsideName } from '../../contracts/names';
import type { Config } from '../config';
import { HttpError } from '../http/http-error';

/** The 503 of a Google sign-in on a server without GOOGLE_CLIENT_ID. */
export const googleUnavailable = () =>
  new HttpError(503, 'Google sign-in is not configured.', { code: 'google_unavailable' });

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Checks a Google Identity Services id_token: signature against Google's published keys
 * (or the configured JWKS), issuer, audience (our client id), expiry, and a verified e-mail;
 * with `maxAgeSeconds`, also that Google issued it that recently (a fresh sign-in).
 * Returns null for anything that fails.
 */
export function googleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (
    idToken: string,
    { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
  ): Promise<GoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        ...(maxAgeSeconds !== undefined && { maxTokenAge: maxAgeSeconds }),
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null;
      // Google's name is the person's choice, not ours to refuse: a NUL byte (which
      // PostgreSQL cannot store) or a direction override is dropped, not a failed sign-in.
      const given = typeof payload.name === 'string' ? cleanOutsideName(payload.name) : '';
      const name = Array.from(given || payload.email)
        .slice(0, 100)
        .join('');
      return { sub: payload.sub, email: payload.email.toLowerCase(), name };
    } catch {
      return null;
    }
  };
}

export type GoogleVerifier = ReturnType<typeof googleVerifier>;

/** The verifier of the configured Google client; undefined when Google sign-in is off. */
export const configuredGoogleVerifier = (
  config: Pick<Config, 'googleClientId' | 'googleJwksUrl'>,
): GoogleVerifier | undefined =>
  config.googleClientId
    ? googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
    : undefined;
