/**
 * Issue 17 item 10: slow requests are cut off. The production server loads
 * lib/server/start/http-timeouts-preload.mjs before `next start` (scripts/start.ts); here a real
 * Node process loads it the same way, creates its server as Next does (`http.createServer(listener)`)
 * with small configured limits, and a client that never finishes its request gets 408 and a
 * closed connection. No timing is asserted: only what the server answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, httpTimeouts } from '@/lib/server/start/http-timeouts.mjs';

const preload = pathToFileURL(path.resolve(__dirname, '../../lib/server/start/http-timeouts-preload.mjs')).href;

// What `next start` does: a plain http.createServer(listener); the listener reads the whole body.
const serverScript = `
const http = require('node:http');
const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); });
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port, requestTimeout: server.requestTimeout, headersTimeout: server.headersTimeout, keepAliveTimeout: server.keepAliveTimeout })));
`;

/** Sends `raw` and collects what the server answers until it closes the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('HTTP server time limits (issue 17 item 10)', () => {
  let child: ChildProcess;
  let server: { port: number; requestTimeout: number; headersTimeout: number; keepAliveTimeout: number };

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', preload, '-e', serverScript], {
      env: { ...process.env, HTTP_REQUEST_TIMEOUT_MS: '400', HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_KEEP_ALIVE_TIMEOUT_MS: '7000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = await new Promise((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  });
  afterAll(() => {
    child?.kill();
  });

  it('gives the server created the way Next creates it the configured limits', () => {
    expect(server).toMatchObject({ requestTimeout: 400, headersTimeout: 300, keepAliveTimeout: 7000 });
  });

  it('keeps an idle kept-alive connection open past the headers limit, and answers its next request', async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        // After the first answer, stay idle for three headers limits, then ask again on the same connection.
        if ((answer.match(/HTTP\/1\.1 /g) ?? []).length === 1) setTimeout(() => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 900);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
    expect(answers.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  });

  it('answers a complete request normally', async () => {
    const answer = await exchange(server.port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('answers 408 and closes the connection when the body never finishes', async () => {
    const answer = await exchange(server.port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"query":');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 and closes the connection when the headers never finish', async () => {
    const answer = await exchange(server.port, 'POST / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('httpTimeouts (issue 17 item 10)', () => {
  it('defaults to 15 s for headers, 30 s for the request, checked every second, and 65 s for an idle kept-alive connection', () => {
    expect(httpTimeouts({})).toEqual({
      headersTimeout: DEFAULT_HEADERS_TIMEOUT_MS,
      requestTimeout: DEFAULT_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
      keepAliveTimeout: DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
    });
    expect([DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS]).toEqual([15_000, 30_000, 65_000]);
    expect(httpTimeouts({ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'never' }).keepAliveTimeout).toBe(65_000);
  });

  it('ignores nonsense and keeps the headers limit within the request limit', () => {
    expect(httpTimeouts({ HTTP_REQUEST_TIMEOUT_MS: 'soon', HTTP_HEADERS_TIMEOUT_MS: '-1' })).toMatchObject({ headersTimeout: 15_000, requestTimeout: 30_000 });
    expect(httpTimeouts({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '9000' })).toMatchObject({ headersTimeout: 5000, requestTimeout: 5000 });
    expect(httpTimeouts({ HTTP_REQUEST_TIMEOUT_MS: '400', HTTP_HEADERS_TIMEOUT_MS: '300' }).connectionsCheckingInterval).toBe(150);
  });
});
