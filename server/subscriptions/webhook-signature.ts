import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lemon Squeezy's X-Signature: hex HMAC-SHA256 of the raw request body. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of an X-Signature header, so the secret cannot be guessed byte by
 * byte from response times. A missing or malformed header is simply not valid. */
export function hasValidSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
