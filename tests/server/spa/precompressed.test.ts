import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useAppServing } from './app-serving';

// The build writes .br and .gz beside each text file (scripts/vite-precompress.ts).
const SCRIPT = `console.log(${JSON.stringify('GoalVision '.repeat(200))});`;

describe('serving the precompressed build', () => {
  const testApp = useAppServing({
    'assets/app-abc123.js': SCRIPT,
    'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
    'assets/app-abc123.js.gz': gzipSync(SCRIPT),
  });

  const get = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to browsers that take it, gzip to the others, plain text otherwise', async () => {
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
