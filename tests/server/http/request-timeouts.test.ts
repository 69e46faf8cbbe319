import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// A slow-loris client sends a byte now and then and never finishes its request; each such
// connection would hold a socket and a parser for ever. REQUEST_TIMEOUT_MS bounds them.

/** Opens a raw connection, writes `start`, then one byte of `drip` every 100 ms until the
 * server closes the connection; resolves with everything the server answered. */
function trickle(url: string, start: string, drip: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(drip[sent++ % drip.length] ?? ' ');
      }, 100);
    });
  });
}

describe('request timeouts', () => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('answers 408 and closes the connection when a body trickles in', async () => {
    const answer = await trickle(
      url,
      'POST /api/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"email":"',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await trickle(url, 'GET /api/health/ HTTP/1.1\r\nHost: localhost\r\n', 'X');
    // Node answers 408 when the headers are late, or just closes: either way it is gone.
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
  });

  it('still serves a request that arrives in time', async () => {
    const response = await fetch(new URL('/api/health/', url));
    expect(response.status).toBe(200);
  });
});
