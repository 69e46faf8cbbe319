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

function decodeTokenPayload(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) {
    console.warn('Invalid JWT format');
    return null;
  }
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (character) =>
        character.charCodeAt(0),
      ),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    console.warn('Error decoding JWT');
    return null;
  }
}
