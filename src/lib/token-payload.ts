/**
 * Reads a token's payload without checking its signature (only the server can). SPEC §8: a
 * token that does not decode is treated as absent, with the console message it names.
 */
export function decodeTokenPayload(token: string | null): Record<string, unknown> | null {
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
