import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@playwords/common';
import { startTestApp, type TestContext } from './test/harness';

// A real listening server with small timeouts (the defaults are minutes), driven through raw sockets.
const LIMITS = { REQUEST_TIMEOUT: '1.5', HEADERS_TIMEOUT: '1', IDLE_TIMEOUT: '1', KEEP_ALIVE_TIMEOUT: '1' };
/** How long past its limit a connection may live: the server checks its connections every quarter of a second. */
const SLACK_MS = 1200;
/** Give up on a connection the server keeps open (the defect: it kept them forever). */
const WATCHDOG_MS = 6000;

let ctx: TestContext;
let port: number;
/** The CSRF cookie and header every write needs, so the server reads the body instead of refusing at once. */
let csrfHeaders = '';
beforeAll(async () => {
  ctx = await startTestApp(LIMITS);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/users/get_csrf/`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  csrfHeaders = `Cookie: ${cookie}\r\n${CSRF_HEADER}: ${res.headers.get(CSRF_HEADER)}\r\n`;
});
afterAll(() => ctx.close());

interface Outcome {
  /** Whether the server closed the connection before the watchdog. */
  closed: boolean;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  afterMs: number;
  /** What the server sent back. */
  response: string;
}

/**
 * Opens a connection, sends `parts` one after another with `gapMs` between them (then nothing more), and waits
 * for the server to close the connection or for the watchdog.
 */
function talk(parts: string[], gapMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const watchdog = setTimeout(() => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ closed: false, afterMs: Date.now() - started, response });
    }, WATCHDOG_MS);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it gives up on while bytes are still arriving.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(watchdog);
      clearTimeout(timer);
      resolve({ closed: true, afterMs: Date.now() - started, response });
    });
    let i = 0;
    const sendNext = () => {
      if (socket.destroyed || i >= parts.length) return;
      socket.write(parts[i++]!);
      timer = setTimeout(sendNext, gapMs);
    };
    socket.on('connect', sendNext);
  });
}

const loginHead = (length: number, connection = 'close') =>
  `POST /api/users/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `${csrfHeaders}Content-Length: ${length}\r\nConnection: ${connection}\r\n\r\n`;
const LOGIN_BODY = JSON.stringify({ username: 'nobody_here', password: 'Some-Password-1', remember: false });

describe('a client too slow to send its request is cut off', () => {
  it('a body trickled a byte at a time, each in time for the idle limit: closed at the request limit, 408', async () => {
    const bytes = [...'x'.repeat(50)];
    const outcome = await talk([loginHead(50), ...bytes], 200);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeGreaterThanOrEqual(1500 - 100);
    expect(outcome.afterMs).toBeLessThan(1500 + SLACK_MS);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a body shorter than its Content-Length: closed once nothing has arrived for the idle limit', async () => {
    const outcome = await talk([loginHead(100) + '{"username":'], 0);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeGreaterThanOrEqual(1000 - 100);
    expect(outcome.afterMs).toBeLessThan(1500 + SLACK_MS);
    expect(outcome.response).not.toMatch(/^HTTP\/1\.1 [245]\d\d /);
  });

  it('headers sent a line at a time and never finished: closed at the headers limit, 408', async () => {
    const lines = ['GET /api/users/get_csrf/ HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'];
    for (let i = 0; i < 30; i++) lines.push(`X-Slow-${i}: 1\r\n`);
    const outcome = await talk(lines, 150);
    expect(outcome.closed).toBe(true);
    expect(outcome.afterMs).toBeLessThan(1000 + SLACK_MS);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('a client within the limits', () => {
  it('gets its answer although its body arrived slowly (in pieces over most of the request limit)', async () => {
    const pieces = LOGIN_BODY.match(/.{1,20}/g)!;
    const outcome = await talk([loginHead(LOGIN_BODY.length), ...pieces], 1000 / pieces.length);
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.response).toContain('Unable to log in with provided credentials.');
  });

  it('keeps a kept-alive connection for a second request, and closes it once idle for the keep-alive limit', async () => {
    const get = 'GET /api/users/get_csrf/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const outcome = await talk([get, get], 500);
    expect(outcome.closed).toBe(true);
    expect(outcome.response.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    // The second request was sent at 500 ms; the connection then idles for the keep-alive limit (1 s), which
    // Node (20) extends by one second of its own.
    expect(outcome.afterMs).toBeGreaterThanOrEqual(1500 - 100);
    expect(outcome.afterMs).toBeLessThan(2500 + SLACK_MS);
  });
});
