import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../test-app';

/** The payload of a session token, read without checking it. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

/** The token's claims with `changes`, signed with the test secret: a correctly signed token
 * of a real session that claims what the server never issued (e.g. `is_pro: true`). */
export const resigned = (token: string, changes: Record<string, unknown>) =>
  new SignJWT({ ...claimsOf(token), ...changes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
