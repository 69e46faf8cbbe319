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
  /** Where Google Identity Services' client script is served (`/gsi/client`). */
  clientScriptUrl: string;
  /** The id_token the next sign-in with the served client's button hands the page. */
  willSignIn(credential: string): void;
  close(): Promise<void>;
}

/**
 * Google Identity Services' client script (https://accounts.google.com/gsi/client), the part
 * the SPA uses: `google.accounts.id.initialize({ client_id, callback })` and
 * `renderButton(parent, { text, locale })`. Its button hands the callback
 * `{ credential, select_by: 'btn' }`, as Google's does once the user has picked an account.
 */
const clientScript = (credential: string) => `(() => {
  const credential = ${JSON.stringify(credential)};
  const words = {
    en: { signin_with: 'Sign in with Google', signup_with: 'Sign up with Google', continue_with: 'Continue with Google' },
    es: { signin_with: 'Iniciar sesión con Google', signup_with: 'Registrarse con Google', continue_with: 'Continuar con Google' },
  };
  let callback = () => {};
  window.google = { accounts: { id: {
    initialize(options) { callback = options.callback; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = (words[options.locale] ?? words.en)[options.text ?? 'signin_with'];
      button.addEventListener('click', () => callback({ credential, select_by: 'btn' }));
      parent.replaceChildren(button);
    },
  } } };
})();`;

/** A stand-in for Google: a real HTTP JWKS endpoint with our own RSA key, and the Identity
 * Services client script whose button signs in with the token given to `willSignIn`. */
export async function startGoogleSigner(): Promise<GoogleSigner> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let credential = '';
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/gsi/client')) {
      response.setHeader('content-type', 'text/javascript');
      response.end(clientScript(credential));
      return;
    }
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
    clientScriptUrl: `http://127.0.0.1:${port}/gsi/client`,
    willSignIn: (next) => {
      credential = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
