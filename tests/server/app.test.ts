import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../server/http/http-error';
import { parseInput } from '../../server/http/parse-input';
import { type TestApp, useTestApp } from './test-app';

// Routes that exist only in this test, to drive the central error handling the way
// feature routes will: JSON bodies validated with zod, deliberate and accidental errors.
function addTestRoutes(testApp: TestApp) {
  const signup = z.object({
    email: z.email('Enter a valid e-mail address'),
    name: z.string().max(100),
  });
  testApp.app.post('/api/test/signup/', async (request) => {
    const body = parseInput(signup, request.body);
    return { welcome: body.name };
  });
  testApp.app.post('/api/test/teapot/', async () => {
    throw new HttpError(418, 'I am a teapot', { code: 'bad_request' });
  });
  testApp.app.get('/api/test/crash/', async () => {
    throw new Error('relation "users" does not exist at character 15');
  });
}

describe('the API', () => {
  const testApp = useTestApp();
  beforeAll(() => addTestRoutes(testApp));

  /** POSTs to the test sign-up route: an object as JSON, a string as `contentType` says. */
  const signUp = (payload: InjectOptions['payload'], contentType?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup/',
      ...(contentType && { headers: { 'content-type': contentType } }),
      payload,
    });

  it('accepts a valid JSON body', async () => {
    const response = await signUp({ email: 'ana@example.com', name: 'Ana' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ welcome: 'Ana' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/nope/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await signUp('{"email": "ana@example.com",', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The request body is not valid JSON.',
      code: 'bad_request',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await signUp('', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'bad_request' });
  });

  it('answers a body that fails validation with 400 and the field errors', async () => {
    const response = await signUp({ email: 'not-an-address', name: 'Ana' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'email: Enter a valid e-mail address',
      code: 'invalid_input',
      errors: { email: ['Enter a valid e-mail address'] },
      field_codes: { email: 'invalid' },
    });
  });

  it('names each refused field with a code: missing, too long, malformed', async () => {
    const response = await signUp({ email: 'not-an-address', name: 'x'.repeat(101) });
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      field_codes: { email: 'invalid', name: 'too_long' },
    });
    const missing = await signUp({});
    expect(missing.json()).toMatchObject({ field_codes: { email: 'required', name: 'required' } });
  });

  it('answers a JSON value of the wrong shape with 400', async () => {
    for (const payload of ['null', '[1,2]', '"text"', '42']) {
      const response = await signUp(payload, 'application/json');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('answers a form-encoded body with 415 and a plain-text body with 400, never 500', async () => {
    const form = await signUp('email=ana%40example.com', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      detail: expect.stringContaining('application/json'),
      code: 'bad_request',
    });

    // text/plain is parsed by Fastify as a string, which then fails the schema.
    const text = await signUp('hello', 'text/plain');
    expect(text.statusCode).toBe(400);
  });

  it('answers a body over 100 KB with 413', async () => {
    const response = await signUp({ email: 'ana@example.com', name: 'x'.repeat(101 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The request body is too large.',
      code: 'bad_request',
    });
  });

  it('answers an undecodable URL with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'bad_request' });
  });

  it('passes a deliberate HttpError through with its status and fields', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/teapot/' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ detail: 'I am a teapot', code: 'bad_request' });
  });

  it('hides the cause of an unexpected error behind a bare 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('relation');
  });
});
