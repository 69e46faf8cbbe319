import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/lib/safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this app', () => {
    expect(safeRedirect('/chat/abc?x=1')).toBe('/chat/abc?x=1');
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'chat', 42, undefined])(
    'drops %s',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );
  it('drops a loop back into /auth', () => {
    expect(safeRedirect('/auth/register')).toBeUndefined();
  });
});
