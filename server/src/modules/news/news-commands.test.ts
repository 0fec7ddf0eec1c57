// The operator's news commands (`npm run admin -- news-post | news-delete`), like the other admin command tests
// (cli/cli.test.ts): the command opens the configured database itself, here a DATA_DIR of its own holding a fresh
// copy of the seeded database (on PostgreSQL runs a database of its own).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsMessage } from '@playwords/common';
import { runAdmin } from '../../cli/index';
import { openDatabase } from '../../db/client';
import { newsPosts, newsVotes, users } from '../../db/schema';
import { captureOutput, useAdminDataDir } from '../../test/admin';

// Each command opens the database itself (as the operator's does), several times a test: like the other command
// tests, give a test a minute on a loaded two-core machine.
vi.setConfig({ testTimeout: 60_000 });

const admin = useAdminDataDir();
const capture = captureOutput;

/** Where the operator keeps her files; relative paths are read from here (npm's INIT_CWD). */
let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pw-news-files-'));
  vi.stubEnv('INIT_CWD', folder);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(admin.get().target);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const storedPost = (id: number) =>
  withDb(async (db) => (await db.select().from(newsPosts).where(eq(newsPosts.id, id)))[0]);
const postCount = () => withDb(async (db) => (await db.select({ id: newsPosts.id }).from(newsPosts)).length);
const mediaFiles = () => readdirSync(join(admin.get().dir, 'media')).sort();

async function run(args: string[]) {
  const out = capture();
  const err = capture();
  const code = await runAdmin(args, out.write, err.write);
  return { code, out: out.lines, err: err.lines };
}

describe('npm run admin -- news-post', () => {
  // The first command on a new DATA_DIR renders the official image library: half a minute on a loaded machine.
  it('publishes a post with its text as typed and prints its id', async () => {
    const result = await run(['news-post', '--name', '  Welcome  back! ', '--text', 'Hello!\r\n\r\nNew games soon.  ']);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out).toHaveLength(1);
    const id = Number(result.out[0]);
    expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(await storedPost(id)).toMatchObject({
      id,
      name: 'Welcome back!',
      text: 'Hello!\n\nNew games soon.',
      imageKey: null,
    });
  }, 120_000);

  it('reads the text from a file and stores the picture through the upload pipeline (paths from where it ran)', async () => {
    writeFileSync(join(folder, 'post.txt'), '\uFEFFFirst line\nsecond line\n\nSee https://example.com/news.\n');
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(folder, 'photo.jpg'), photo);
    const before = mediaFiles();

    const result = await run(['news-post', '--name', 'Pictures', '--text-file', 'post.txt', '--image', 'photo.jpg']);
    expect(result).toMatchObject({ code: 0, err: [] });
    const post = await storedPost(Number(result.out[0]));
    expect(post).toMatchObject({ name: 'Pictures', text: 'First line\nsecond line\n\nSee https://example.com/news.' });
    expect(post?.imageKey).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(mediaFiles()).toEqual([...before, post!.imageKey!].sort());
    const stored = await sharp(join(admin.get().dir, 'media', post!.imageKey!)).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1200, height: 600 });
  });

  it('refuses a name or text over its cap, or blank, with the reason and exit code 1, storing nothing', async () => {
    const before = { posts: await postCount(), files: mediaFiles() };
    expect(await run(['news-post', '--name', 'x'.repeat(201), '--text', 'Hi'])).toEqual({
      code: 1,
      out: [],
      err: [`name: ${NewsMessage.nameTooLong}`],
    });
    expect(await run(['news-post', '--name', '   ', '--text', ' \n '])).toEqual({
      code: 1,
      out: [],
      err: [`name: ${NewsMessage.nameRequired}`, `text: ${NewsMessage.textRequired}`],
    });
    expect(await run(['news-post', '--name', 'Long', '--text', 'y'.repeat(20_001)])).toEqual({
      code: 1,
      out: [],
      err: [`text: ${NewsMessage.textTooLong}`],
    });
    writeFileSync(join(folder, 'long.txt'), 'z'.repeat(20_001));
    expect(await run(['news-post', '--name', 'Long', '--text-file', 'long.txt'])).toEqual({
      code: 1,
      out: [],
      err: [`text: ${NewsMessage.textTooLong}`],
    });
    // Exactly at the caps is fine (and counted in characters: 200 emoji are 400 UTF-16 units).
    const atCaps = await run(['news-post', '--name', '🎉'.repeat(200), '--text', 'y'.repeat(20_000)]);
    expect(atCaps.code).toBe(0);
    expect(await postCount()).toBe(before.posts + 1);
    expect(mediaFiles()).toEqual(before.files);
  });

  it('refuses a picture that is not one, or a file that is not there, storing nothing', async () => {
    const before = { posts: await postCount(), files: mediaFiles() };
    writeFileSync(join(folder, 'page.png'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await run(['news-post', '--name', 'Bad', '--text', 'Hi', '--image', 'page.png'])).toEqual({
      code: 1,
      out: [],
      err: ['image: Please only submit images.'],
    });
    const missing = join(folder, 'nowhere.png');
    expect(await run(['news-post', '--name', 'Bad', '--text', 'Hi', '--image', missing])).toEqual({
      code: 1,
      out: [],
      err: [`image: There is no file at ${missing}.`],
    });
    expect(await run(['news-post', '--name', 'Bad', '--text-file', 'nowhere.txt'])).toEqual({
      code: 1,
      out: [],
      err: [`text: There is no file at ${join(folder, 'nowhere.txt')}.`],
    });
    expect(await postCount()).toBe(before.posts);
    expect(mediaFiles()).toEqual(before.files);
  });

  it('explains its usage without a name, without text or with both texts (exit code 2)', async () => {
    const before = await postCount();
    const noName = await run(['news-post', '--text', 'Hi']);
    expect(noName.code).toBe(2);
    expect(noName.err[0]).toMatch(/^Missing --name\n\nUsage: npm run admin/);
    const noText = await run(['news-post', '--name', 'Hi']);
    expect(noText.code).toBe(2);
    expect(noText.err[0]).toMatch(/^Give the text with either --text or --text-file/);
    const both = await run(['news-post', '--name', 'Hi', '--text', 'a', '--text-file', 'b.txt']);
    expect(both.code).toBe(2);
    expect(both.err[0]).toMatch(/^Give the text with either --text or --text-file/);
    expect(await postCount()).toBe(before);
  });
});

describe('npm run admin -- news-delete', () => {
  it('deletes the post, its votes and its picture', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'orange.png'), png);
    const posted = await run(['news-post', '--name', 'Going', '--text', 'Soon gone', '--image', 'orange.png']);
    const id = Number(posted.out[0]);
    const key = (await storedPost(id))!.imageKey!;
    expect(mediaFiles()).toContain(key);
    await withDb(async (db) => {
      const [teacher] = await db.select({ id: users.id }).from(users).limit(1);
      await db.insert(newsVotes).values({ postId: id, userId: teacher!.id, vote: true, votedAt: new Date() });
    });

    expect(await run(['news-delete', '--id', String(id)])).toEqual({
      code: 0,
      out: [`Deleted news post ${id} (Going).`],
      err: [],
    });
    expect(await storedPost(id)).toBeUndefined();
    expect(await withDb((db) => db.select().from(newsVotes).where(eq(newsVotes.postId, id)))).toEqual([]);
    expect(mediaFiles()).not.toContain(key);
    expect(existsSync(join(admin.get().dir, 'media', key))).toBe(false);
  });

  it('says so for a post that does not exist (exit code 1) and explains a bad id (exit code 2)', async () => {
    const before = await postCount();
    expect(await run(['news-delete', '--id', '999999'])).toEqual({
      code: 1,
      out: [],
      err: ['id: No news post has the id 999999.'],
    });
    for (const args of [['news-delete'], ['news-delete', '--id', '0'], ['news-delete', '--id', 'abc']]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.err[0]).toMatch(/^--id must be a news post's id, a whole number from 1/);
    }
    expect(await postCount()).toBe(before);
  });

  it('both are listed in the usage text', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('news-post --name NAME (--text TEXT | --text-file FILE) [--image FILE]');
    expect(result.out.join('\n')).toContain('news-delete --id N');
  });
});
