// Each shape the classifier knows, made by node-postgres itself: against a closed port, and against a small
// PostgreSQL stand-in speaking the wire protocol (it says only what a real server says when it is starting up,
// shutting down, full, or gone), so the suite needs no PostgreSQL and no server has to be broken for real.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { isDatabaseOutage } from './database-outage';
import { serviceUnavailable } from './http-errors';

/** A backend message: its type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/** An ErrorResponse as PostgreSQL sends it: severity, SQLSTATE and text. */
function errorResponse(severity: string, code: string, text: string): Buffer {
  const field = (key: string, value: string) => Buffer.from(`${key}${value}\0`);
  return message(
    'E',
    Buffer.concat([field('S', severity), field('V', severity), field('C', code), field('M', text), Buffer.from([0])]),
  );
}

const authenticationOk = () => message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = () => message('Z', Buffer.from('I'));
const commandComplete = (tag: string) => message('C', Buffer.from(`${tag}\0`));

/** How the stand-in treats a connection once it has read the client's startup message. */
type Behaviour =
  'silent' | 'hang up' | 'reset' | { refuse: { code: string; text: string } } | { serve: (socket: Socket) => void };

const servers: Server[] = [];
const databases: Database[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.close().catch(() => {})));
  for (const server of servers.splice(0)) server.close();
});

/** A PostgreSQL stand-in on a free port; answers its port. */
async function standIn(behaviour: Behaviour): Promise<number> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      if (behaviour === 'silent') return;
      if (behaviour === 'hang up') return socket.end();
      if (behaviour === 'reset') return socket.resetAndDestroy();
      if ('refuse' in behaviour)
        return socket.end(errorResponse('FATAL', behaviour.refuse.code, behaviour.refuse.text));
      socket.write(Buffer.concat([authenticationOk(), readyForQuery()]));
      behaviour.serve(socket);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Answers every simple query ('Q') with an empty result, and hands each connection to `onSocket`. */
function answeringQueries(onSocket: (socket: Socket) => void = () => {}) {
  return {
    serve(socket: Socket) {
      onSocket(socket);
      socket.on('data', (chunk) => {
        if (chunk[0] === 'Q'.charCodeAt(0)) socket.write(Buffer.concat([commandComplete('SELECT 0'), readyForQuery()]));
      });
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What connecting a pg client fails with. */
async function connectError(config: pg.ClientConfig): Promise<Error> {
  const client = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'nothing', ...config });
  const error = await client.connect().then(
    () => new Error('connected'),
    (e: unknown) => e as Error,
  );
  await client.end().catch(() => {});
  return error;
}

/** A system error as Node makes one for a socket (what pg passes on unchanged). */
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall, errno: -1 });

describe('a database out of reach', () => {
  it('a refused connection (ECONNREFUSED), bare and wrapped by Drizzle', async () => {
    const port = await closedPort();
    const bare = await connectError({ port });
    expect((bare as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(isDatabaseOutage(bare)).toBe(true);

    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/nothing` });
    databases.push(database);
    const wrapped = await database.db.execute(sql`select 1`).catch((e: unknown) => e as Error);
    expect(wrapped).toBeInstanceOf(DrizzleQueryError);
    expect((wrapped as { code?: string }).code).toBeUndefined();
    expect(isDatabaseOutage(wrapped)).toBe(true);
  });

  it('a connection reset while connecting (ECONNRESET)', async () => {
    const error = await connectError({ port: await standIn('reset') });
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNRESET');
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it('a server that hangs up: Connection terminated unexpectedly', async () => {
    const error = await connectError({ port: await standIn('hang up') });
    expect(error.message).toBe('Connection terminated unexpectedly');
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it("a server that never answers: the client's and the pool's connection timeouts", async () => {
    const port = await standIn('silent');
    const client = await connectError({ port, connectionTimeoutMillis: 100 });
    expect(client.message).toBe('timeout expired');
    expect(isDatabaseOutage(client)).toBe(true);

    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', connectionTimeoutMillis: 100 });
    const fromPool = await pool.query('select 1').then(
      () => new Error('answered'),
      (e: unknown) => e as Error,
    );
    await pool.end().catch(() => {});
    // The pool's own wait and its new client's connection race: either message, each an outage.
    expect(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']).toContain(
      fromPool.message,
    );
    expect(isDatabaseOutage(fromPool)).toBe(true);
    for (const text of ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']) {
      expect(isDatabaseOutage(new DrizzleQueryError('select 1', [], new Error(text, { cause: client })))).toBe(true);
    }
  });

  it('ETIMEDOUT and EPIPE, as Node reports them on a socket', () => {
    expect(isDatabaseOutage(systemError('ETIMEDOUT', 'connect'))).toBe(true);
    expect(isDatabaseOutage(systemError('EPIPE', 'write'))).toBe(true);
    expect(isDatabaseOutage(new DrizzleQueryError('select 1', [], systemError('EPIPE', 'write')))).toBe(true);
  });

  for (const refuse of [
    { code: '57P03', text: 'the database system is starting up' },
    { code: '57P01', text: 'terminating connection due to administrator command' },
    { code: '57P02', text: 'terminating connection because of crash of another server process' },
    { code: '53300', text: 'sorry, too many clients already' },
    { code: '08006', text: 'connection failure' },
    { code: '08P01', text: 'invalid startup packet layout' },
  ]) {
    it(`PostgreSQL refusing the connection with ${refuse.code} (${refuse.text})`, async () => {
      const error = await connectError({ port: await standIn({ refuse }) });
      expect(error).toBeInstanceOf(pg.DatabaseError);
      expect({ code: (error as pg.DatabaseError).code, message: error.message }).toEqual({
        code: refuse.code,
        message: refuse.text,
      });
      expect(isDatabaseOutage(error)).toBe(true);
      expect(isDatabaseOutage(new DrizzleQueryError('select 1', [], error))).toBe(true);
    });
  }

  it('an idle connection PostgreSQL ends (a restart) is reported to onConnectionError and does not crash', async () => {
    const sockets: Socket[] = [];
    const port = await standIn(answeringQueries((socket) => sockets.push(socket)));
    const lost: Error[] = [];
    const database = await openDatabase(
      { url: `postgres://postgres@127.0.0.1:${port}/nothing` },
      { onConnectionError: (error) => lost.push(error) },
    );
    databases.push(database);
    await database.db.execute(sql`select 1`);
    expect(sockets).toHaveLength(1);
    sockets[0]!.end(errorResponse('FATAL', '57P01', 'terminating connection due to administrator command'));
    await expect.poll(() => lost.length).toBe(1);
    expect({ code: (lost[0] as pg.DatabaseError).code, outage: isDatabaseOutage(lost[0]) }).toEqual({
      code: '57P01',
      outage: true,
    });
    // The pool dropped it and connects again.
    await database.db.execute(sql`select 1`);
    expect(sockets).toHaveLength(2);
  });

  it('a connection lost in the middle of a transaction: not queryable, and no crash', async () => {
    const sockets: Socket[] = [];
    const port = await standIn(answeringQueries((socket) => sockets.push(socket)));
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/nothing` });
    databases.push(database);
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        const closed = new Promise((resolve) => sockets[0]!.once('close', resolve));
        sockets[0]!.resetAndDestroy();
        await closed;
        // The client's 'error' has been emitted (no listener would have ended the process) by the time it closes.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`select 2`);
      })
      .catch((e: unknown) => e as Error);
    const messages: string[] = [];
    for (let at: unknown = failed; at instanceof Error; at = at.cause) messages.push(at.message);
    expect(messages).toContain('Client has encountered a connection error and is not queryable');
    expect(isDatabaseOutage(failed)).toBe(true);
  });
});

describe('not an outage', () => {
  it('an error PostgreSQL answers a query with (a unique violation), bare and wrapped', async () => {
    const port = await standIn({
      serve: (socket) =>
        socket.on(
          'data',
          (chunk) =>
            chunk[0] === 'Q'.charCodeAt(0) &&
            socket.write(
              Buffer.concat([
                errorResponse('ERROR', '23505', 'duplicate key value violates unique constraint'),
                readyForQuery(),
              ]),
            ),
        ),
    });
    const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/nothing` });
    databases.push(database);
    const error = await database.db.execute(sql`insert into t values (1)`).then(
      () => new Error('answered'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error.cause as pg.DatabaseError).code).toBe('23505');
    expect(isDatabaseOutage(error)).toBe(false);
  });

  it('plain errors, our own HTTP errors, non-errors, and a cause chain that loops', () => {
    const looping = new Error('a');
    looping.cause = new Error('b', { cause: looping });
    for (const value of [
      new Error('boom'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      serviceUnavailable(),
      Object.assign(new Error('relation "t" does not exist'), { code: '42P01' }),
      Object.assign(new Error('not a SQLSTATE'), { code: '08' }),
      looping,
      null,
      undefined,
      'ECONNREFUSED',
      42,
    ]) {
      expect(isDatabaseOutage(value)).toBe(false);
    }
  });
});
