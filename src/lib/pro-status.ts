import { decodeTokenPayload } from './token-payload';

/**
 * SPEC §4 "Pro status": Pro only if a token exists, is not expired and says `is_pro: true`.
 * A token that does not decode counts as not Pro (SPEC §8 names the console messages). Only a
 * hint for the screens: the server checks Pro itself on every chat call.
 */
export function isProToken(token: string | null, now: Date = new Date()): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload) return false;
  const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  return payload.is_pro === true && expires > now.getTime();
}
