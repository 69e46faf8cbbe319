import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenService } from '../../../server/auth/tokens';
import { TEST_JWT_SECRET } from '../test-app';
import { claimsOf } from './token-claims';

const tokens = tokenService(TEST_JWT_SECRET, 1);
const SESSION = '0c7d6e5f-4a3b-4c2d-8e1f-9a8b7c6d5e4f';
const signed = (sub: unknown, sid: unknown = SESSION) =>
  new SignJWT({ sub, sid } as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

describe('session tokens', () => {
  it('name the user and session of a token they issued', async () => {
    const id = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';
    const token = await tokens.issue({ sub: id, sid: SESSION, is_pro: false, lang: 'en' });
    expect(await tokens.verify(token)).toEqual({ userId: id, sessionId: SESSION });
  });

  it('end with the session when it ends before TOKEN_TTL_HOURS', async () => {
    const id = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';
    const sessionEnd = new Date(Date.now() + 10 * 60_000);
    const token = await tokens.issue(
      { sub: id, sid: SESSION, is_pro: false, lang: 'en' },
      sessionEnd,
    );
    expect(claimsOf(token).exp).toBe(Math.floor(sessionEnd.getTime() / 1000));
    const past = await tokens.issue(
      { sub: id, sid: SESSION, is_pro: false, lang: 'en' },
      new Date(Date.now() - 1000),
    );
    expect(await tokens.verify(past)).toBeNull();
  });

  it('name nobody when a correctly signed token’s subject is not a user id', async () => {
    for (const sub of ['not-a-uuid', "1' or '1'='1", '', 42]) {
      expect(await tokens.verify(await signed(sub))).toBeNull();
    }
  });

  it('name nobody when a token carries no session or a session that is not an id', async () => {
    const id = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';
    for (const sid of [null, 'session-1', 7]) {
      expect(await tokens.verify(await signed(id, sid))).toBeNull();
    }
  });
});
