import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { freePort } from '../support/free-port';

/** The client id tests configure as GOOGLE_CLIENT_ID; signed tokens carry it as audience. */
export const GOOGLE_TEST_CLIENT_ID = 'goalvision-test.apps.googleusercontent.com';

export interface GoogleSigner {
  /** The JWKS address to put in GOOGLE_JWKS_URL. */
  url: string;
  /** An id_token as Google signs it: RS256 with the served key, `sub`, audience, issuer. */
  sign(
    claims: Record<string, unknown>,
    options?: {
      audience?: string;
      issuer?: string;
      expiresIn?: string;
      key?: CryptoKey;
      /** `iat` in seconds since the epoch (default now): an old sign-in. */
      issuedAt?: number;
    },
  ): Promise<string>;
  /** A key the JWKS does not serve, for forged tokens. */
  otherKey: CryptoKey;
  close(): Promise<void>;
}

/** A stand-in for Google's key server: a real HTTP JWKS endpoint with our own RSA key. */
export async function startGoogleSigner(): Promise<GoogleSigner> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/certs`,
    sign: (claims, options = {}) =>
      new SignJWT({ email_verified: true, name: 'Gabi Google', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(String(claims.sub ?? 'google-sub-1'))
        .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setIssuedAt(options.issuedAt)
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey),
    otherKey: other.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
