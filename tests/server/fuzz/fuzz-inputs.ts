import fc from 'fast-check';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../test-app';
import { fillPath, paramsOf } from './api-routes';
import type { KnownValues } from './fuzz-app';

// What the fuzzer sends: arbitraries for bodies, headers, path parameters and query
// strings. Each mixes plain garbage with near-misses built from the API's own field names
// and from ids and tokens that exist, because only those get past the first check.

// Every field name the API reads, so structured bodies hit real validation paths.
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'language',
  'code',
  'id_token',
  'token',
  'identifier',
  'new_password',
  'current_password',
  'new_email',
  'client_id',
  'match_id',
  'content',
  'variant_id',
  'redirect_url',
  'meta',
  'data',
  'type',
  '__proto__',
  'constructor',
];

const KEY = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '\u0000', '😀', '<script>', "'; drop table users;--"),
    fc.integer({ min: 1_000, max: 60_000 }),
  )
  .map(([unit, times]) => unit.repeat(times));

/** JSON text of an array or object nested a few thousand times around a scalar (built as
 * text: JSON.stringify itself overflows the stack on such values). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([depth, asObject]) =>
    asObject
      ? `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`
      : `${'['.repeat(depth)}"x"${']'.repeat(depth)}`,
  );

function knownScalars(known: KnownValues) {
  return fc.constantFrom<unknown>(
    known.proEmail,
    known.chatId,
    known.matchId,
    known.finishedMatchId,
    known.proToken,
    'en',
    'es',
    '1234',
    'long-enough-1',
    '',
    ' ',
    '0',
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    '00000000-0000-0000-0000-000000000000',
    'not-an-email@',
    'a@b.c',
    '\u0000',
    '%00',
    '../../etc/passwd',
  );
}

/** The JSON text of one value: random, known to exist, huge, or deeply nested. */
export function anyValueJson(known: KnownValues): fc.Arbitrary<string> {
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(text) },
    { weight: 4, arbitrary: knownScalars(known).map(text) },
    { weight: 1, arbitrary: hugeString.map(text) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(text) },
  );
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/octet-stream',
  'json',
  ';;;',
];

/** A body and its content type (either may be missing). */
export function anyBody(known: KnownValues) {
  const value = anyValueJson(known);
  const structured = fc
    .array(fc.tuple(KEY, value), { maxLength: 5 })
    .map((entries) => `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${v}`).join(',')}}`);
  const json = fc.oneof(
    { weight: 5, arbitrary: structured },
    { weight: 2, arbitrary: value },
    // Not JSON, almost JSON, truncated JSON.
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: structured.map((text) => text.slice(0, Math.max(1, text.length - 1))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '[',
        '{"a":}',
        'nul',
        '"\\ud800"',
        '{"a":1,}',
        '1e999',
        '[[[[[[',
      ),
    },
    // Past the body limit, and nested past any sane depth.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 110_000, max: 300_000 }).map((n) => `"${'a'.repeat(n)}"`),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1_000, max: 40_000 })
        .map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ payload: json, contentType: fc.constantFrom(...JSON_TYPES) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ payload: json, contentType: fc.constantFrom(...OTHER_TYPES) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ payload: json, contentType: fc.string({ maxLength: 30 }) }),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
    { weight: 1, arbitrary: fc.record({ payload: json, contentType: fc.constant(undefined) }) },
  );
}

const sign = (claims: Record<string, unknown>, expiresIn: string | number = '1h') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

/** Tokens signed with the app's own key, so they pass the signature check with odd claims:
 * a subject that is no user, no UUID, not a string, or an expired token. Made once. */
export async function signedOddTokens(known: KnownValues): Promise<string[]> {
  return Promise.all([
    sign({ sub: '00000000-0000-0000-0000-000000000000', is_pro: true, lang: 'en' }),
    sign({ sub: 'not-a-uuid', is_pro: true, lang: 'en' }),
    sign({ sub: "1' or '1'='1", is_pro: true }),
    sign({ sub: '', is_pro: true }),
    sign({ sub: 'x'.repeat(5000) }),
    sign({ sub: 42 as unknown as string }),
    sign({ is_pro: true }),
    sign({ sub: known.chatId, is_pro: true, lang: 'zz' }),
    sign({ sub: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa' }, Math.floor(Date.now() / 1000) - 60),
  ]);
}

const HEADER_NAMES = [
  'host',
  'accept',
  'accept-language',
  'origin',
  'referer',
  'cookie',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-signature',
  'x-request-id',
  'if-none-match',
  'range',
  'upgrade',
  'connection',
  'sec-websocket-key',
  'sec-websocket-version',
];

// Header values must be visible ASCII (Node refuses the rest before the app sees them).
const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    '',
    ' ',
    'websocket',
    'Upgrade',
    '13',
    'dGhlIHNhbXBsZSBub25jZQ==',
    '127.0.0.1, ::1',
    '[::1]:80',
    'a'.repeat(4000),
    'bytes=0-1,5-',
    'evil.example',
    'localhost:0',
  ),
);

/** An Authorization header (or none) and a few other headers with random values. */
export function anyHeaders(known: KnownValues, oddTokens: string[]) {
  const token = fc.oneof(
    fc.constantFrom(known.proToken, known.freeToken, ...oddTokens),
    fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
    fc.constantFrom('', 'null', 'undefined', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
  );
  const authorization = fc.oneof(
    fc.constant(undefined),
    token.map((t) => `Bearer ${t}`),
    token.map((t) => `bearer ${t}`),
    token,
    fc.constantFrom('Basic dXNlcjpwYXNz', 'Bearer', 'Bearer  ', `Bearer ${known.proToken} extra`),
  );
  return fc
    .tuple(
      authorization,
      fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 3 }),
    )
    .map(([auth, others]) => ({
      ...others,
      ...(auth === undefined ? {} : { authorization: auth }),
    }));
}

/** A value for one path parameter, already in URL form. */
function anySegment(known: KnownValues) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(known.chatId, known.matchId, known.finishedMatchId) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '..',
        '%2e%2e',
        '%2F',
        'a%2Fb',
        ' ',
        '%20',
        'null',
        '-1',
        '1e9',
        'ü',
        '%C3%28',
        'a'.repeat(3000),
        `${known.chatId}x`,
        known.chatId.toUpperCase(),
      ),
    },
  );
}

/** A query string, possibly empty, possibly malformed. */
function anyQuery() {
  const keys = fc.oneof(
    fc.constantFrom(
      'status',
      'league',
      'date',
      'lang',
      'to',
      'page',
      'limit',
      'id',
      '__proto__',
      'a[b]',
    ),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  const values = fc.oneof(
    fc.constantFrom(
      'upcoming',
      'live',
      'finished',
      'PL',
      'SA',
      'en',
      'es',
      '2024-02-30',
      '2024-01-01',
      '9999-99-99',
      'fuzz-pro@example.com',
      '',
      '%',
      '%zz',
    ),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  );
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(keys, values), { maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    fc.constantFrom(
      '?',
      '?&&',
      '?=',
      '?status',
      '?status=upcoming&status=live',
      '?%',
      `?q=${'x'.repeat(5000)}`,
    ),
  );
}

/** The route's path with random parameters and query string, sometimes with extra segments. */
export function anyUrl(path: string, known: KnownValues) {
  const names = paramsOf(path);
  return fc
    .tuple(
      fc.tuple(...names.map(() => anySegment(known))),
      anyQuery(),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('x/', '/', '//', '../', 'x/y/z/') },
      ),
    )
    .map(([segments, query, extra]) => {
      const values = Object.fromEntries(names.map((name, i) => [name, segments[i] as string]));
      return `${fillPath(path, values)}${extra}${query}`;
    });
}
