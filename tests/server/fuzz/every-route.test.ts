import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createFuzzApp } from './fuzz-app';
import { anyBody, anyHeaders, anyUrl, signedOddTokens } from './fuzz-inputs';

// Property-based fuzzing of every route under /api, read from the app's own route table:
// random and malformed bodies, headers, path parameters and query strings. No answer may
// be a 5xx, every refusal carries a `detail`, and a refused request writes nothing.
// FUZZ_RUNS raises the number of requests per route and property (e.g. FUZZ_RUNS=500).

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const fuzz = await createFuzzApp();
const oddTokens = await signedOddTokens(fuzz.known);
afterAll(() => fuzz.fixture.t.close());

describe('the route table the fuzzer reads', () => {
  it('lists every feature’s endpoints with their methods', () => {
    const listed = fuzz.routes.map((route) => `${route.method} ${route.path}`);
    expect(listed.length).toBeGreaterThan(30);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login/',
        'POST /api/auth/token/verify/',
        'GET /api/matches/',
        'POST /api/chats/:client_id/messages/',
        'POST /api/subscriptions/webhook/',
        'GET /api/blog/weekly-preview/',
      ]),
    );
  });
});

describe.each(fuzz.routes)('$method $path', ({ method, path }) => {
  it('answers random and malformed bodies without a server error or a write', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody(fuzz.known), fc.boolean(), async (body, signedIn) => {
        await fuzz.probe({
          method,
          url: path.replaceAll(/:[a-z_]+/g, fuzz.known.chatId),
          headers: {
            ...(signedIn ? { authorization: `Bearer ${fuzz.known.proToken}` } : {}),
            ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
          },
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('answers random headers and tokens without a server error or a write', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyHeaders(fuzz.known, oddTokens),
        anyBody(fuzz.known),
        async (headers, body) => {
          await fuzz.probe({
            method,
            url: path.replaceAll(/:[a-z_]+/g, fuzz.known.chatId),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: body.payload ?? '{}',
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('answers random path segments and query strings without a server error or a write', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyUrl(path, fuzz.known),
        anyBody(fuzz.known),
        fc.boolean(),
        async (url, body, signedIn) => {
          await fuzz.probe({
            method,
            url,
            headers: {
              'content-type': 'application/json',
              ...(signedIn ? { authorization: `Bearer ${fuzz.known.proToken}` } : {}),
            },
            payload: body.payload ?? '{}',
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
