import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProToken } from '../../src/lib/pro-status';

const now = new Date('2026-11-23T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const token = (payload: Record<string, unknown>) =>
  `header.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

afterEach(() => vi.restoreAllMocks());

describe('Pro status from the token', () => {
  it('is Pro with is_pro true and a token that has not expired', () => {
    expect(isProToken(token({ is_pro: true, exp: seconds(now) + 60 }), now)).toBe(true);
  });

  it('is not Pro once the token has expired', () => {
    expect(isProToken(token({ is_pro: true, exp: seconds(now) - 1 }), now)).toBe(false);
  });

  it('is not Pro when is_pro is false or missing', () => {
    expect(isProToken(token({ is_pro: false, exp: seconds(now) + 60 }), now)).toBe(false);
    expect(isProToken(token({ exp: seconds(now) + 60 }), now)).toBe(false);
  });

  it('is not Pro without a token', () => {
    expect(isProToken(null, now)).toBe(false);
  });

  it('treats a token that does not decode as absent, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isProToken('two.parts', now)).toBe(false);
    expect(warn).toHaveBeenLastCalledWith('Invalid JWT format');
    expect(isProToken('a.!!!not-base64.c', now)).toBe(false);
    expect(warn).toHaveBeenLastCalledWith('Error decoding JWT');
  });
});
