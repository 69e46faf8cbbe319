import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
const ANY_ADDRESS = ['0.0.0.0', '::'];

const hostPart = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);

/** The names this server answers to on its own: HOST, plus the loopback names when it
 * listens on loopback, plus every local address when it listens on all of them. */
function ownHosts(host: string): Set<string> {
  const names = new Set([host.toLowerCase()]);
  if (LOOPBACK_NAMES.includes(host) || ANY_ADDRESS.includes(host)) {
    for (const name of LOOPBACK_NAMES) names.add(name);
  }
  if (ANY_ADDRESS.includes(host)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) names.add(address.toLowerCase());
    }
  }
  return names;
}

/**
 * Where the app is reached, for addresses we hand out (the checkout and its return): PUBLIC_URL
 * when set (production requires it). Without it, never what a Host header claims — a proxy
 * may pass anyone's through — but this server's own address: the Host header only picks
 * among the names the server itself answers to (so http://localhost:3000 and
 * http://127.0.0.1:3000 both work in development), else HOST and the port it listens on.
 */
export function appOriginOf(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  request: FastifyRequest,
): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const address = request.server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  try {
    const claimed = new URL(`http://${request.host}`);
    const claimedPort = claimed.port === '' ? 80 : Number(claimed.port);
    const claimedHost = claimed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (claimedPort === port && ownHosts(config.host).has(claimedHost)) return claimed.origin;
  } catch {
    // Not even a host: fall through to our own address.
  }
  const host = ANY_ADDRESS.includes(config.host) ? 'localhost' : config.host;
  return new URL(`http://${hostPart(host)}:${port}`).origin;
}
