import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

// What Google Identity Services needs, as Google documents it for a CSP: its client script,
// the button's iframe, its stylesheet and its calls home. Allowed only when Google sign-in
// is configured, so a deployment without it trusts no third party at all.
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
};

/** The WebSocket origin of the public address (the chat socket). CSP3 lets 'self' match
 * ws:/wss: of the page's host; older browsers need it spelled out. */
function socketOrigin(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * The headers every response carries (API, SPA shell and assets, the sandbox checkout page):
 * Helmet's defaults, i.e. scripts, frames and connections from this origin only, no plugins,
 * no framing by other sites, forms posting here only; loosened only where the app needs it.
 * Styles may be inline: React sets `style` attributes and the sandbox page inlines its CSS.
 */
export function securityHeaders(
  config: Pick<Config, 'publicUrl' | 'googleClientId'>,
): FastifyHelmetOptions {
  const servedOverHttps = config.publicUrl?.startsWith('https://') ?? false;
  const google = config.googleClientId !== undefined;
  return {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", ...(google ? [GOOGLE_SIGN_IN.script] : [])],
        frameSrc: ["'self'", ...(google ? [GOOGLE_SIGN_IN.frame] : [])],
        connectSrc: [
          "'self'",
          ...socketOrigin(config.publicUrl),
          ...(google ? [GOOGLE_SIGN_IN.connect] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...(google ? [GOOGLE_SIGN_IN.style] : [])],
        // Upgrading would break a plain-http deployment (e.g. http://192.168.x.x:3000); only
        // ask for it when the public address is known to be https.
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    // The Google sign-in popup reports back through window.opener, which `same-origin`
    // severs; Google documents `same-origin-allow-popups` for this.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    // Google's button checks the page origin; `no-referrer` (helmet's default) hides it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
