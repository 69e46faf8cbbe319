import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenService } from '../../../server/auth/tokens';
import { TEST_JWT_SECRET } from '../test-app';

const tokens = tokenService(TEST_JWT_SECRET, 1);
const signed = (sub: unknown) =>
  new SignJWT({ sub } as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

describe('session tokens', () => {
  it('name the user of a token they issued', async () => {
    const id = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';
    const token = await tokens.issue({ sub: id, is_pro: false, lang: 'en' });
    expect(await tokens.verify(token)).toBe(id);
  });

  it('name nobody when a correctly signed token’s subject is not a user id', async () => {
    for (const sub of ['not-a-uuid', "1' or '1'='1", '', 42]) {
      expect(await tokens.verify(await signed(sub))).toBeNull();
    }
  });
});
