// The server's embedded database runs on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: in the
// HTTP thread it made every route about a sixth slower even when the route touched no data (the same server on
// PostgreSQL with an idle PGlite loaded beside it lost the same share; with PGlite in a worker, nothing; see
// docs/decisions.md, "The embedded database's thread"), and a slow query stopped every other request while it ran.
// On its own thread a query runs beside the HTTP work, on the second core.
//
// `PgliteThread` is the part of PGlite's client that Drizzle's PGlite driver uses (`query`, `transaction`), passed
// as messages to pglite-worker.ts. Tests and the admin command line keep PGlite in their own thread (client.ts).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StillDump, StillSnapshot } from './pglite-dump';

/** What the main thread asks the database thread. */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textTypes: number[];
      tx?: number;
      /** The transaction's first query: the thread begins it first (no round trip of its own for BEGIN). */
      begin?: true;
    }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** A backup's copy of the database (pglite-dump.ts); answered as a `DumpReply`, its bytes transferred. */
  | { id: number; op: 'dump'; snapshot?: StillSnapshot }
  | { id: number; op: 'close' };

/** The result of a `dump` request: the dump's bytes (moved, not copied, between the threads) and its file count. */
export interface DumpReply {
  bytes: ArrayBuffer;
  files: number;
}

/** A plain copy of a database error: its message, name and PostgreSQL's fields (code, detail, constraint, …). */
export type ErrorCopy = { message: string; name: string } & Record<string, string | number>;

/** What the database thread answers: `ready` or `failed` once at start, then one reply per request. */
export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ErrorCopy }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: ErrorCopy };

/** The query options Drizzle passes: a row mode and parsers by type id (Drizzle's all keep PostgreSQL's text). */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What a transaction's callback gets: the same `query`, run inside the transaction. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/** An Error carrying the fields of the database thread's error, as the driver would have thrown it here. */
export function errorFromCopy(copy: ErrorCopy): Error {
  const { message, name, ...fields } = copy;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** The primitive fields of an error (PostgreSQL's code, detail, constraint, …) in a form a message can carry. */
export function copyError(error: unknown): ErrorCopy {
  if (typeof error !== 'object' || error === null) return { message: String(error), name: 'Error' };
  // Emscripten's ErrnoError (a folder PGlite cannot read) is no Error and has no message: its name and errno say it.
  const { message, name } = error as { message?: unknown; name?: unknown };
  const copy: ErrorCopy = {
    message: typeof message === 'string' ? message : '',
    name: typeof name === 'string' ? name : 'Error',
  };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') copy[key] = value;
  }
  return copy;
}

/** The embedded database on its own thread. */
export class PgliteThread {
  private nextId = 1;
  private nextTx = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(errorFromCopy(reply.error));
    });
    // A crashed thread fails whatever waits on it and everything after: the server's error handler answers 500.
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the embedded database's thread stopped (exit ${code})`)));
  }

  /** Starts the thread and opens the database in `dir`; rejects with the reason when it cannot be opened. */
  static async open(dir: string): Promise<PgliteThread> {
    const worker = startWorker({ dir });
    const opened = await new Promise<ThreadReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    }).catch((error: unknown) => ({ id: 0 as const, ready: false as const, error: copyError(error) }));
    if ('ready' in opened && opened.ready) return new PgliteThread(worker);
    await worker.terminate();
    const cause = 'error' in opened ? errorFromCopy(opened.error) : undefined;
    throw new Error(`could not open the embedded database in ${dir}`, { cause });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.call(this.queryRequest(sql, params, options));
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws (and the error
   * rethrown). The database thread holds PGlite's transaction meanwhile, so other queries wait, as in PGlite.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    // BEGIN travels with the first query; a transaction that runs none never reaches the thread.
    let begun = false;
    const query = (sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      const begin = !begun;
      begun = true;
      return this.call({ ...this.queryRequest(sql, params, options), tx, ...(begin ? { begin: true as const } : {}) });
    };
    let result: T;
    try {
      result = await callback({ query });
    } catch (error) {
      if (begun) await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    if (begun) await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** A still dump of the database for a backup, with `snapshot`'s files linked meanwhile (pglite-dump.ts). */
  async dumpStill(snapshot?: StillSnapshot): Promise<StillDump> {
    const { bytes, files } = (await this.call({ op: 'dump', snapshot })) as DumpReply;
    return { dump: new Blob([bytes]), files };
  }

  /** Closes the database and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private queryRequest(sql: string, params: unknown[], options: QueryOptions) {
    return {
      op: 'query' as const,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    };
  }

  private call(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The worker: the build's pglite-worker.js beside the bundle; from the source (tests), pglite-worker.ts, loaded
 * through tsx's loader, which a worker thread registers for itself.
 */
function startWorker(workerData: { dir: string }): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
