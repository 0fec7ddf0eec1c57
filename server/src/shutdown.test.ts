import { request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@playwords/common';
import { BAD_CREDENTIALS } from './modules/users/service';
import {
  ensureServerBuilt,
  eventually,
  freePort,
  isListening,
  killAll,
  preparedDataDir,
  removeDir,
  startServer,
  type Spawned,
} from './test/processes';

// The built server stopped by SIGTERM while it is busy: what was accepted is answered, nothing new gets in, and
// the process exits 0 well within a service manager's patience.

/** Logins in flight when the signal comes: each costs an argon2 verification (~100 ms), so they queue. */
const LOGINS = 30;

let dataDir: string;
beforeAll(async () => {
  await ensureServerBuilt();
  dataDir = await preparedDataDir();
}, 180_000);
afterAll(() => removeDir(dataDir));

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own; `sent` resolves once its last byte is written. */
function send(port: number, path: string, headers: Record<string, string>, body?: string) {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', headers, agent: false },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('finish', markSent);
    req.end(body);
  });
  return { sent, answer };
}

/** The raw bytes a connection receives until it closes, and whether it ended in an error (a reset). */
function received(socket: Socket): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    let text = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ text, ...(error ? { error } : {}) }));
  });
}

describe('SIGTERM under load', () => {
  it('answers every accepted request, refuses new connections, closes idle ones, and exits 0 within 10 s', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server: Spawned | undefined;
    try {
      server = await startServer(dataDir, {
        port,
        env: { KEEP_ALIVE_TIMEOUT: '60' },
        nodeArgs: ['--enable-source-maps'],
      });
      const csrf = await fetch(`${base}/api/users/get_csrf/`);
      const headers = {
        'content-type': 'application/json',
        cookie: csrf.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        [CSRF_HEADER]: csrf.headers.get(CSRF_HEADER)!,
      };
      /** A login of a name nobody has (each its own, so no account's limit is reached): 400 after argon2. */
      const login = (name: string) =>
        send(port, '/api/users/login/', headers, JSON.stringify({ username: name, password: 'Some-Password-1' }));
      // The first unknown name makes the server hash its dummy password once; later ones only verify.
      expect((await login('warm_up').answer).status).toBe(400);

      // A kept-alive connection left idle: closed at once on the signal, not after KEEP_ALIVE_TIMEOUT.
      const idle = connect(port, '127.0.0.1');
      const idleText = received(idle);
      idle.write(`GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      await eventually(() => idle.bytesRead > 0, 5000);
      let idleClosed = false;
      void idleText.then(() => (idleClosed = true));

      // A busy kept-alive connection: a login whose body is not all sent yet.
      const body = JSON.stringify({ username: 'busy_one', password: 'Some-Password-1' });
      const busy = connect(port, '127.0.0.1');
      const busyText = received(busy);
      busy.write(
        `POST /api/users/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
          Object.entries(headers)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );

      let done = 0;
      const logins = Array.from({ length: LOGINS }, (_, i) => login(`nobody_${i}`));
      const answers = logins.map((l) => l.answer.then((a) => ((done += 1), a)));
      await Promise.all(logins.map((l) => l.sent));
      // A request on a connection made after theirs has been answered: the server has accepted theirs too (its
      // backlog is first in, first out) and read their bytes.
      expect((await send(port, '/api/health/', {}).answer).status).toBe(200);
      const inFlight = LOGINS - done;

      const signalled = Date.now();
      process.kill(server.child.pid!, 'SIGTERM');
      expect(await eventually(async () => !(await isListening(port)), 3000)).toBe(true);
      const pendingWhenRefused = LOGINS - done;
      // Far sooner than KEEP_ALIVE_TIMEOUT (60 s here).
      expect(await eventually(() => idleClosed, 2000)).toBe(true);

      // The busy connection's request is finished; another one arriving on it now gets 503.
      busy.write(body.slice(10) + `GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);

      const results = await Promise.all(answers);
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: LOGINS }, () => 400));
      for (const r of results) expect(JSON.parse(r.body)).toMatchObject({ username: [BAD_CREDENTIALS] });
      const busyEnd = await busyText;
      const busyAnswers = [...busyEnd.text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      expect({ answers: busyAnswers, error: busyEnd.error }).toEqual({ answers: [400, 503], error: undefined });
      expect((await idleText).error).toBeUndefined();

      const exit = await Promise.race([
        server.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
      ]);
      expect({ exit, tookUnder10s: Date.now() - signalled < 10_000 }).toEqual({
        exit: { code: 0, signal: null },
        tookUnder10s: true,
      });
      expect(server.output()).not.toMatch(/shutdown took longer|shutdown failed|unhandled error/);
      // The signal came while logins were still running (else this tested nothing): at least some were still in
      // flight when the port already refused and the idle connection was already closed.
      expect({ inFlight: inFlight > 0, pendingWhenRefused: pendingWhenRefused > 0 }).toEqual({
        inFlight: true,
        pendingWhenRefused: true,
      });
    } finally {
      killAll(server);
    }
  }, 120_000);

  it('exits 1 after its deadline, saying so, when a request never finishes', async () => {
    const port = await freePort();
    let server: Spawned | undefined;
    try {
      server = await startServer(dataDir, { port, nodeArgs: ['--enable-source-maps'] });
      // A request whose body stops halfway: REQUEST_TIMEOUT (120 s) would wait far longer than the deadline.
      const stuck = connect(port, '127.0.0.1');
      const stuckEnd = received(stuck);
      stuck.write(`POST /api/users/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"user`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      process.kill(server.child.pid!, 'SIGTERM');
      const exit = await Promise.race([
        server.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 12_000)),
      ]);
      const took = Date.now() - signalled;
      expect(exit).toEqual({ code: 1, signal: null });
      expect(took).toBeLessThan(10_000);
      expect(server.output()).toMatch(/shutdown took longer than 9 s/);
      await stuckEnd;
    } finally {
      killAll(server);
    }
  }, 120_000);
});
