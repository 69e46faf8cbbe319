import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test-app';

/** The CSP as a map of directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

async function headersOf(env: Record<string, string>, url = '/api/health/') {
  const testApp = await createTestApp(env);
  try {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
    });
    return response.headers;
  } finally {
    await testApp.close();
  }
}

describe('security headers', () => {
  const testApp = useTestApp();

  it('keep scripts, frames, connections and forms to this origin on every response', async () => {
    for (const url of ['/api/health/', '/auth/login', '/assets/missing.js']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const csp = policyOf(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      // 'self' covers the chat WebSocket on the page's own host (CSP3).
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('trust no Google host without GOOGLE_CLIENT_ID', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(String(response.headers['content-security-policy'])).not.toContain('google');
  });

  it('allow Google Identity Services’ script, frame, style and calls with GOOGLE_CLIENT_ID', async () => {
    const headers = await headersOf({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
    const csp = policyOf(headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    // The sign-in popup answers through window.opener.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('upgrade insecure requests and name the wss:// origin behind an https PUBLIC_URL', async () => {
    const headers = await headersOf({ PUBLIC_URL: 'https://goalvision.example' });
    const csp = policyOf(headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://goalvision.example']);
  });

  it('name the ws:// origin of a plain-http PUBLIC_URL without upgrading requests', async () => {
    const headers = await headersOf({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    const csp = policyOf(headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://192.168.1.20:3000']);
  });
});
