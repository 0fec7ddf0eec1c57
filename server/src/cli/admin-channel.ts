import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeHolder, tryLock, type HeldLock, type LockHolder } from '../db/embedded-lock';

/**
 * How `npm run admin` works while a server holds the embedded database: the server listens on a socket that only
 * local processes of the same user can open (a Unix socket with mode 0600 in DATA_DIR, a named pipe on Windows),
 * the command line sends its arguments there, and the server runs the command on its own database handle and
 * sends back what it printed and the exit code. Anyone who can open that socket can read DATA_DIR anyway.
 *
 * The protocol is lines of JSON: the client sends `{"argv": [...]}` or `{"ping": true}`; the server answers
 * `{"out": "…"}` and `{"err": "…"}` lines, then `{"exit": n}` (or `{"pong": pid}`) and closes.
 */

export type Output = (line: string) => void;
/** Runs one admin command the way the command line would; answers its exit code. */
export type RunCommand = (argv: string[], out: Output, err: Output) => Promise<number>;

const MAX_REQUEST_BYTES = 64 * 1024;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 100;

/** Where the server listens: in DATA_DIR when the path is short enough, else in a private temporary folder. */
function socketPathFor(dataDir: string): { path: string; tempDir?: string } {
  if (process.platform === 'win32') return { path: `\\\\.\\pipe\\playwords-admin-${randomBytes(8).toString('hex')}` };
  const inDataDir = join(dataDir, 'admin.sock');
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return { path: inDataDir };
  // mkdtemp makes the folder 0700: nobody else can reach the socket inside.
  const tempDir = mkdtempSync(join(tmpdir(), 'playwords-admin-'));
  return { path: join(tempDir, 'admin.sock'), tempDir };
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Not there.
  }
}

export interface AdminListener {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens for admin commands for the server that holds `lock`, and records the socket in the lock file. Commands
 * wait for `ready` (the database migrated and seeded); a ping is answered at once, so a starting server counts as
 * reachable.
 */
export async function listenForAdminCommands(
  dataDir: string,
  lock: HeldLock,
  ready: Promise<RunCommand>,
  onError: (error: unknown) => void,
): Promise<AdminListener> {
  const { path, tempDir } = socketPathFor(dataDir);
  // A socket file left by a server that crashed: this process holds the lock, so nobody else listens there.
  if (!tempDir && process.platform !== 'win32') removeQuietly(path);
  const sockets = new Set<Socket>();
  const running = new Set<Promise<void>>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const served = serveOne(socket, ready).catch((error: unknown) => {
      onError(error);
      socket.destroy();
    });
    running.add(served);
    void served.finally(() => running.delete(served));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  lock.update({ socket: path });
  return {
    path,
    async close() {
      // No new commands; the ones running finish (before the database closes), then the connections go.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...running]);
      for (const socket of sockets) socket.destroy();
      await closed;
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      else if (process.platform !== 'win32') removeQuietly(path);
    },
  };
}

async function serveOne(socket: Socket, ready: Promise<RunCommand>): Promise<void> {
  const request = await readLine(socket);
  const send = (message: object) => socket.write(`${JSON.stringify(message)}\n`);
  const parsed = JSON.parse(request) as { argv?: unknown; ping?: unknown };
  if (parsed.ping) {
    send({ pong: process.pid });
    socket.end();
    return;
  }
  if (!Array.isArray(parsed.argv) || !parsed.argv.every((a) => typeof a === 'string')) {
    send({ err: 'Malformed admin request.' });
    send({ exit: 2 });
    socket.end();
    return;
  }
  const run = await ready;
  const code = await run(
    parsed.argv as string[],
    (line) => send({ out: line }),
    (line) => send({ err: line }),
  );
  send({ exit: code });
  socket.end();
}

function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end !== -1) {
        socket.off('data', onData);
        resolve(buffered.slice(0, end));
      } else if (buffered.length > MAX_REQUEST_BYTES) {
        socket.off('data', onData);
        reject(new Error('admin request too large'));
      }
    };
    socket.on('data', onData);
    socket.once('end', () => reject(new Error('admin request ended early')));
  });
}

/** Why a command could not run at all: printed as it is, exit code 1. */
export class AdminUnavailable extends Error {}

/** Opens the socket, or null when nobody listens there. */
function connectTo(path: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(null));
  });
}

/** Whether a server answers on `path` (within a second). */
export async function pingServer(path: string): Promise<boolean> {
  const socket = await connectTo(path);
  if (!socket) return false;
  try {
    socket.write(`${JSON.stringify({ ping: true })}\n`);
    const line = await Promise.race([
      readLine(socket),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    return line !== null && 'pong' in (JSON.parse(line) as object);
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** Sends one command to the server on `path` and relays what it prints; answers the command's exit code. */
export async function sendAdminCommand(path: string, argv: string[], out: Output, err: Output): Promise<number> {
  const socket = await connectTo(path);
  if (!socket) throw new AdminUnavailable(`The PlayWords server stopped answering on ${path}. Nothing was sent.`);
  return new Promise((resolve, reject) => {
    let buffered = '';
    let exit: number | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const message = JSON.parse(buffered.slice(0, end)) as { out?: string; err?: string; exit?: number };
        buffered = buffered.slice(end + 1);
        if (message.out !== undefined) out(message.out);
        if (message.err !== undefined) err(message.err);
        if (message.exit !== undefined) exit = message.exit;
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (exit !== undefined) resolve(exit);
      else
        reject(
          new AdminUnavailable(
            'The PlayWords server closed the connection before the command finished; check its log before trying again.',
          ),
        );
    });
    socket.write(`${JSON.stringify({ argv })}\n`);
  });
}

const SECOND = 1000;
/** How long the command line waits for another `npm run admin` to finish with the database. */
const ADMIN_WAIT = 30 * SECOND;
/** How long a server that holds the lock may take to answer (it listens right after taking the lock). */
const SERVER_WAIT = 3 * SECOND;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where the command line's command runs on an embedded database: the running server's socket, or the database
 * itself under the lock (released by the caller). Waits for another admin command; refuses with the reason when
 * the holder cannot be reached.
 */
export async function reachEmbeddedDatabase(dataDir: string): Promise<{ server: string } | { lock: HeldLock }> {
  const started = Date.now();
  for (;;) {
    const attempt = tryLock(dataDir, 'admin');
    if (attempt.acquired) return { lock: attempt.lock };
    const { holder, path } = attempt;
    if (holder.role === 'server' && holder.socket && (await pingServer(holder.socket)))
      return { server: holder.socket };
    const waited = Date.now() - started;
    if (waited > (holder.role === 'server' ? SERVER_WAIT : ADMIN_WAIT)) throw unreachable(dataDir, holder, path);
    await sleep(200);
  }
}

function unreachable(dataDir: string, holder: LockHolder, path: string): AdminUnavailable {
  const who = `The embedded database in ${dataDir} is in use by ${describeHolder(holder)}`;
  if (holder.role === 'server') {
    return new AdminUnavailable(
      `${who}, which does not answer admin commands. Nothing was changed.\n` +
        `If no PlayWords server runs on it, delete ${path} and try again.`,
    );
  }
  return new AdminUnavailable(
    `${who}, which has not finished in ${ADMIN_WAIT / SECOND} s. Nothing was changed.\n` +
      `Try again when it has; if it no longer runs, delete ${path} first.`,
  );
}
