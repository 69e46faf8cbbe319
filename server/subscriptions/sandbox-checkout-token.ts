import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a sandbox checkout is for. It travels in the checkout URL, signed, so the sandbox
 * needs no table of pending checkouts and nobody can forge one for another user. */
export interface SandboxCheckout {
  userId: string;
  plan: 'monthly' | 'trial';
  redirectUrl: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Makes every checkout distinct, and names the subscription paying it creates. */
  nonce: string;
}

const CHECKOUT_TTL_MS = 60 * 60_000;

const payload = z.object({
  userId: z.string(),
  plan: z.enum(['monthly', 'trial']),
  redirectUrl: z.string(),
  expiresAt: z.number(),
  nonce: z.string(),
});

// Derived, so the webhook secret itself never signs anything but webhooks.
const keyOf = (secret: string) => createHmac('sha256', secret).update('sandbox-checkout').digest();
const mac = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function issueCheckoutToken(
  secret: string,
  checkout: Omit<SandboxCheckout, 'expiresAt' | 'nonce'>,
  now = Date.now(),
): string {
  const full: SandboxCheckout = {
    ...checkout,
    expiresAt: now + CHECKOUT_TTL_MS,
    nonce: randomBytes(12).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export type TokenCheck =
  | { ok: true; checkout: SandboxCheckout }
  | { ok: false; reason: 'invalid' | 'expired' };

export function readCheckoutToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = payload.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (parsed.data.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, checkout: parsed.data };
}
