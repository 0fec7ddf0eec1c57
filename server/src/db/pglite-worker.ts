// The embedded database's thread (pglite-thread.ts): opens PGlite in the folder it is given and answers the main
// thread's queries and transactions, one message each.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { dumpStill } from './pglite-dump';
import { copyError, type DumpReply, type ThreadReply, type ThreadRequest } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dir } = workerData as { dir: string };

/** Drizzle's parsers keep PostgreSQL's text for the types it names (timestamps, dates, intervals, some arrays). */
const keepText = (value: string) => value;
const parsersFor = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));

/** The transactions in progress, by id: their PGlite scope and how to end them. */
const open = new Map<number, { tx: Transaction; end(commit: boolean): void; ended: Promise<void> }>();

/** Thrown inside PGlite's transaction callback to make it roll back. */
class RollBack extends Error {}

/** Begins transaction `id`: resolves once PGlite's transaction is open and registered. */
async function begin(id: number): Promise<void> {
  return new Promise<void>((started, failed) => {
    const ended = db
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          open.set(id, { tx, end, ended });
          started();
        });
        if (!commit) throw new RollBack();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        },
      )
      .finally(() => open.delete(id));
    // BEGIN itself failed: nobody is waiting on `ended` yet.
    ended.catch(failed);
  });
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsersFor(request.textTypes) };
      if (request.tx === undefined) return db.query(request.sql, request.params, options);
      if (request.begin) await begin(request.tx);
      const scope = open.get(request.tx);
      if (!scope) throw new Error('the transaction has ended');
      return scope.tx.query(request.sql, request.params, options);
    }
    case 'end': {
      const scope = open.get(request.tx);
      if (!scope) throw new Error('the transaction has ended');
      scope.end(request.commit);
      await scope.ended;
      return null;
    }
    case 'dump': {
      const { dump, files } = await dumpStill(db, request.snapshot);
      return { bytes: await dump.arrayBuffer(), files } satisfies DumpReply;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/** Sends a reply; a dump's bytes are transferred (a backup's database may be large), not cloned. */
const reply = (message: ThreadReply) => {
  const result = 'ok' in message && message.ok ? (message.result as Partial<DumpReply> | null) : null;
  const transfer = result?.bytes instanceof ArrayBuffer ? [result.bytes] : [];
  port.postMessage(message, transfer);
};

let db: PGlite;
try {
  db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, ready: false, error: copyError(error) });
  process.exit(1);
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: copyError(error) }),
  );
});
