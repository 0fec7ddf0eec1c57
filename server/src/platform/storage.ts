import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { isDiskFull, storageFull } from './http-errors';
import { S3Storage } from './storage-s3';

/**
 * Where uploaded pictures live (design/security.md § Uploads): every object is a PNG the server made itself, under
 * a random name. One interface for the folder under DATA_DIR and for S3-compatible object storage.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Stores a PNG under `key`; resolves once it is durable (fsync'd, or acknowledged by the object store). A full
   * disk throws `storageFull()` (507) and leaves nothing behind.
   */
  put(key: string, png: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

/** Where the server serves the local folder's files. */
export const MEDIA_PATH = '/media/';

/** How objects are served and stored: immutable, since every new picture gets a new name. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Stored names: 32 hex digits from the CSPRNG, and `.png`. Nothing from the client ever names a file. */
const KEY_PATTERN = /^[0-9a-f]{32}\.png$/;

/** A fresh random storage key. */
export function newStorageKey(): string {
  return `${randomBytes(16).toString('hex')}.png`;
}

/** Whether a name has the shape of a key this server makes (so a path like `../x` never reaches the disk). */
export function isStorageKey(name: string): boolean {
  return KEY_PATTERN.test(name);
}

function checkKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A folder (`DATA_DIR/media` by default), served by the server at /media/. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  /** `sync: false` skips the flush to disk: only for tests, whose folders are thrown away. */
  constructor(
    readonly dir: string,
    private readonly options: { sync: boolean } = { sync: true },
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async put(key: string, png: Buffer): Promise<void> {
    checkKey(key);
    // Written aside, flushed, then renamed into place: a reader never sees half a file, and a 2xx answer after this
    // means the bytes are on disk. The temp name follows from the key (keys are never reused), so `delete` finds
    // what a process killed mid-write left.
    const temp = this.tempOf(key);
    try {
      const file = await open(temp, 'wx', 0o644);
      try {
        await file.writeFile(png);
        if (this.options.sync) await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, join(this.dir, key));
    } catch (error) {
      // Nothing half-written stays: the temp file goes whatever failed (a full disk may refuse the open, a write,
      // the flush or the close).
      await rm(temp, { force: true }).catch(() => undefined);
      if (isDiskFull(error)) throw storageFull();
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await readFile(join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await Promise.all([rm(join(this.dir, key), { force: true }), rm(this.tempOf(key), { force: true })]);
  }

  private tempOf(key: string): string {
    return join(this.dir, `.${key}.tmp`);
  }

  url(key: string): string {
    // Relative: the web app and the game frames are served by this same server, whatever address people use.
    return `${MEDIA_PATH}${key}`;
  }
}

/** The storage the configuration names: S3 when `S3_BUCKET` is set, else `DATA_DIR/media`. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'media'));
}

/**
 * Serves the local folder at /media/<key> as PNG, cached for a year, never sniffed, and loadable from anywhere:
 * games run in a sandboxed frame with an opaque origin and draw the pictures into WebGL, which needs CORS.
 */
export function mediaRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    if (storage.kind !== 'local') return;
    app.get<{ Params: { name: string } }>(`${MEDIA_PATH}:name`, async (request, reply) => {
      const png = await storage.get(request.params.name);
      if (!png) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
      return reply
        .headers({
          'content-type': 'image/png',
          'cache-control': MEDIA_CACHE_CONTROL,
          'x-content-type-options': 'nosniff',
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(png);
    });
  };
}
