// Files and rows agree after a crash (docs/decisions.md): uploads and deletions leave no intent behind, a process
// killed between writing files and committing their row leaves intents the hourly sweep acts on after its grace,
// and a full disk answers 507 with nothing stored, no row and no intent.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, type ImageDto } from '@playwords/common';
import { images, newsPosts, storageIntents } from '../db/schema';
import { createPost, deletePost, updatePost } from '../modules/news/service';
import { operator, proTeacher } from '../test/factories';
import { startTestApp, type Browser, type TestContext } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { multipart, solidPng } from '../test/uploads';
import { type LocalStorage, newStorageKey, type Storage } from './storage';
import { claimKeys, releaseKeys, reserveKeys, storageGraceMs } from './storage-intents';

let ctx: TestContext;
let teacher: Browser;

beforeAll(async () => {
  ctx = await startTestApp();
  teacher = (await proTeacher(ctx, { logIn: true })).browser;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const mediaDir = (c = ctx) => (c.storage as LocalStorage).dir;
const mediaFiles = (c = ctx) => readdirSync(mediaDir(c)).sort();
const fileExists = (key: string) => existsSync(join(mediaDir(), key));
const intents = async (c = ctx) =>
  (await c.database.db.select().from(storageIntents).orderBy(storageIntents.key)).map((i) => ({
    key: i.key,
    reason: i.reason,
  }));
const imageCount = async (c = ctx) =>
  (await c.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;
const keysOf = async (id: number) =>
  (await db().select({ i: images.imageKey, t: images.thumbnailKey }).from(images).where(eq(images.id, id)))[0]!;

async function upload(browser: Browser, name = 'Blue Robot') {
  const { payload, headers } = multipart({ name }, [{ data: await solidPng() }]);
  return browser.request({ method: 'POST', url: '/api/images/characters/', payload, headers });
}

/** Runs the job runner's pass (the hourly cleanup among its jobs) at the clock's time; answers what it did. */
const runJobs = () => ctx.app.jobs.runDue();

describe('uploads and deletions', () => {
  it('an upload stores both files and leaves no intent', async () => {
    const res = await upload(teacher);
    expect(res.statusCode).toBe(201);
    const { i, t } = await keysOf(res.json<ImageDto>().id);
    expect(fileExists(i)).toBe(true);
    expect(fileExists(t)).toBe(true);
    expect(await intents()).toEqual([]);
  });

  it('deleting an image removes its files and leaves no intent', async () => {
    const created = await upload(teacher, 'To Delete');
    const { id } = created.json<ImageDto>();
    const { i, t } = await keysOf(id);
    const res = await teacher.request({ method: 'DELETE', url: `/api/images/characters/${id}/` });
    expect(res.statusCode).toBe(204);
    expect(fileExists(i)).toBe(false);
    expect(fileExists(t)).toBe(false);
    expect(await intents()).toEqual([]);
  });

  it('a new thumbnail replaces the old file and leaves no intent', async () => {
    const { id } = (await upload(teacher, 'Thumbnail')).json<ImageDto>();
    const before = await keysOf(id);
    const admin = (await operator(ctx, { logIn: true })).browser;
    const res = await admin.request({ method: 'PATCH', url: `/api/images/characters/${id}/reload_thumbnail/` });
    expect(res.statusCode).toBe(200);
    const after = await keysOf(id);
    expect(after.t).not.toBe(before.t);
    expect(fileExists(after.t)).toBe(true);
    expect(fileExists(before.t)).toBe(false);
    expect(await intents()).toEqual([]);
  });

  it("a news post's picture: stored, replaced and deleted with its post, no intent left", async () => {
    const now = ctx.clock.now();
    const post = await createPost(db(), ctx.storage, { name: 'Pictured', text: 'x', image: await solidPng() }, now);
    const first = post.imageKey!;
    expect(fileExists(first)).toBe(true);
    const edited = await updatePost(
      db(),
      ctx.storage,
      post.id,
      { name: 'Pictured', text: 'y', image: await solidPng(20, 20) },
      now,
    );
    expect(fileExists(first)).toBe(false);
    expect(fileExists(edited.imageKey!)).toBe(true);
    expect(await intents()).toEqual([]);
    await deletePost(db(), ctx.storage, post.id);
    expect(fileExists(edited.imageKey!)).toBe(false);
    expect(await db().select().from(newsPosts).where(eq(newsPosts.id, post.id))).toEqual([]);
    expect(await intents()).toEqual([]);
  });
});

describe('the sweep after a crash', () => {
  it('keeps the files of an upload killed before its commit for the grace period, then removes them', async () => {
    const grace = storageGraceMs(ctx.config.timeouts.request);
    const start = ctx.clock.now();
    // What an upload does before its row's transaction commits, then the process is gone: two files written, and
    // a third killed mid-write (its temp file only).
    const [written1, written2, halfWritten] = [newStorageKey(), newStorageKey(), newStorageKey()];
    await reserveKeys(db(), [written1, written2, halfWritten], start);
    await ctx.storage.put(written1, await solidPng());
    await ctx.storage.put(written2, await solidPng());
    writeFileSync(join(mediaDir(), `.${halfWritten}.tmp`), 'half a PNG');
    const reserved = [written1, written2, halfWritten].sort().map((key) => ({ key, reason: 'put' }));

    ctx.clock.set(new Date(start.getTime() + grace - 60_000));
    expect(await runJobs()).toMatchObject({ cleaned: 1 });
    expect(fileExists(written1) && fileExists(written2) && fileExists(`.${halfWritten}.tmp`)).toBe(true);
    expect(await intents()).toEqual(reserved);

    ctx.clock.set(new Date(start.getTime() + grace + 60_000));
    expect(await runJobs()).toMatchObject({ cleaned: 1 });
    expect(mediaFiles().filter((f) => [written1, written2, `.${halfWritten}.tmp`].includes(f))).toEqual([]);
    expect(await intents()).toEqual([]);
  });

  it('a slow upload whose intent was swept cannot claim it: its row is rolled back', async () => {
    const key = newStorageKey();
    const start = ctx.clock.now();
    await reserveKeys(db(), [key], start);
    ctx.clock.set(new Date(start.getTime() + storageGraceMs(ctx.config.timeouts.request) + 3_600_000));
    expect(await runJobs()).toMatchObject({ cleaned: 1 });
    await expect(db().transaction((tx) => claimKeys(tx as never, [key]))).rejects.toThrow(/swept/);
  });

  it('removes at once the files of a deletion committed just before the process died', async () => {
    const { id } = (await upload(teacher, 'Dies')).json<ImageDto>();
    const { i, t } = await keysOf(id);
    // The row's transaction commits with the release; the process dies before deleting the files.
    await db().transaction(async (tx) => {
      await tx.delete(images).where(eq(images.id, id));
      await releaseKeys(tx as never, [i, t]);
    });
    expect(await intents()).toEqual([i, t].sort().map((key) => ({ key, reason: 'delete' })));
    ctx.clock.advance(3_600_000);
    expect(await runJobs()).toMatchObject({ cleaned: 1 });
    expect(fileExists(i) || fileExists(t)).toBe(false);
    expect(await intents()).toEqual([]);
  });
});

/** The operating system's answer when the disk is full, as Node reports it. */
function noSpace(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write '/srv/media/x'"), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

/** The app's storage, on a disk that fills up after the first of an upload's two files (when `full`). */
class FillingDisk implements Storage {
  readonly kind = 'local' as const;
  full = false;
  private puts = 0;
  constructor(private readonly inner: Storage) {}
  async put(key: string, png: Buffer): Promise<void> {
    if (this.full && this.puts++ % 2 === 1) throw noSpace();
    return this.inner.put(key, png);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  url(key: string) {
    return this.inner.url(key);
  }
}

describe('a full disk', () => {
  it('answers 507 with its text, logs it once, and stores no file, no row and no intent', async () => {
    const log = captureLog();
    let disk!: FillingDisk;
    const full = await startTestApp({}, undefined, {
      logger: { level: 'info', stream: log.stream },
      wrapStorage: (storage) => (disk = new FillingDisk(storage)),
    });
    try {
      const browser = (await proTeacher(full, { logIn: true })).browser;
      const before = { files: mediaFiles(full), rows: await imageCount(full) };
      disk.full = true;
      const res = await upload(browser);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ detail: ErrorDetail.storageFull, codes: { detail: ['storageFull'] } });
      expect(mediaFiles(full)).toEqual(before.files);
      expect(await imageCount(full)).toBe(before.rows);
      expect(await intents(full)).toEqual([]);
      const lines = log
        .text()
        .split('\n')
        .filter((line) => line.includes('disk full'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: 'disk full' });
      expect(log.text()).not.toContain('/srv/media');
    } finally {
      await full.close();
    }
  });
});
