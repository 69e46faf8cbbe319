import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/** Helmet's defaults, loosened only where the SPA needs it: Google Identity Services loads
 * a script, an iframe, a stylesheet and calls home from accounts.google.com. */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): FastifyHelmetOptions {
  const servedOverHttps = config.publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", GOOGLE_SIGN_IN],
        frameSrc: ["'self'", GOOGLE_SIGN_IN],
        connectSrc: ["'self'", GOOGLE_SIGN_IN],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_SIGN_IN],
        // Upgrading would break a plain-http deployment (e.g. http://192.168.x.x:3000); only
        // ask for it when the public address is known to be https.
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    // The Google sign-in popup reports back through window.opener, which `same-origin`
    // severs; Google documents `same-origin-allow-popups` for this.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google's button checks the page origin; `no-referrer` (helmet's default) hides it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
