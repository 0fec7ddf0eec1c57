import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logInThroughPage, signUpThroughApi, snap, uniqueName } from './helpers';

const PASSWORD = 'Reading-News-2026';
const CLI = join(import.meta.dirname, '..', '..', 'server', 'dist', 'cli.js');

/**
 * `npm run admin -- <args>` against the browser tests' server: it holds the embedded database, so the command
 * line hands the command to it over its admin socket (server/src/cli/admin-channel.ts). Answers what it printed.
 */
function admin(...args: string[]): string {
  return execFileSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

/** A PNG of `width` × `height` with a diagonal gradient (made here: the browser tests have no image library). */
function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const article = (page: Page, name: string) => page.getByRole('article', { name });

async function expectVote(post: Locator, like: string, dislike: string, pressed: 'like' | 'dislike' | null) {
  await expect(post.getByRole('button', { name: like, exact: true })).toHaveAttribute(
    'aria-pressed',
    String(pressed === 'like'),
  );
  await expect(post.getByRole('button', { name: dislike, exact: true })).toHaveAttribute(
    'aria-pressed',
    String(pressed === 'dislike'),
  );
}

/** Whether every picture on the page has loaded and none is wider than the window. */
async function picturesFit(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article img')).every(
      (img) =>
        (img as HTMLImageElement).complete &&
        (img as HTMLImageElement).naturalWidth > 0 &&
        img.getBoundingClientRect().right <= document.documentElement.clientWidth,
    ),
  );
}

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

test('the operator posts news; a visitor reads it and must log in to vote; a teacher likes, unlikes and dislikes', async ({
  page,
  browser,
}) => {
  // A clean slate (a retry finds the posts of the first attempt).
  const existing = (await (await page.request.get('/api/news/?limit=100')).json()) as { results: { id: number }[] };
  for (const { id } of existing.results) admin('news-delete', '--id', String(id));

  const files = mkdtempSync(join(tmpdir(), 'pw-news-e2e-'));
  try {
    writeFileSync(join(files, 'wide.png'), gradientPng(1600, 900, [255, 201, 51], [255, 99, 71]));
    writeFileSync(join(files, 'tall.png'), gradientPng(600, 900, [92, 124, 250], [32, 201, 151]));
    writeFileSync(
      join(files, 'tall.txt'),
      'Spot The Word now plays on two screens at once.\nEach team gets its own half.\n\n' +
        'Ask your students to stand on both sides of the board and race!',
    );

    // Oldest first: the page shows the newest at the top.
    const welcome = admin(
      'news-post',
      '--name',
      'Welcome to the PlayWords news',
      '--text',
      'We will post new games and tips for your classroom here.',
    );
    const tall = admin(
      'news-post',
      '--name',
      'Spot The Word, two screens',
      '--text-file',
      join(files, 'tall.txt'),
      '--image',
      join(files, 'tall.png'),
    );
    const twister = admin(
      'news-post',
      '--name',
      'Twister is here!',
      '--text',
      'Print the mat from My Wordlists, tape it to the floor and spin.\n\n' +
        'A guide with photos: https://example.com/twister-guide. Tell us how it went!',
      '--image',
      join(files, 'wide.png'),
    );
    for (const id of [welcome, tall, twister]) expect(id).toMatch(/^\d+$/);

    // A visitor reads the news, newest first, and is sent to log in when she votes.
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page).toHaveTitle('News | PlayWords');
    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      'Twister is here!',
      'Spot The Word, two screens',
      'Welcome to the PlayWords news',
    ]);
    const post = article(page, 'Twister is here!');
    const day = new Date().toISOString().slice(0, 10);
    await expect(post.getByText(`Posted on ${day}`)).toBeVisible();
    const link = post.getByRole('link', { name: 'https://example.com/twister-guide' });
    await expect(link).toHaveAttribute('href', 'https://example.com/twister-guide');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(article(page, 'Spot The Word, two screens').getByText('Each team gets its own half.')).toBeVisible();
    await expect.poll(() => picturesFit(page)).toBe(true);
    await snap(page, 'news-visitor-desktop');

    const visitorPhone = await phone(browser);
    await visitorPhone.page.goto('/news');
    await expect(visitorPhone.page.getByRole('article')).toHaveCount(3);
    await expect.poll(() => picturesFit(visitorPhone.page)).toBe(true);
    await snap(visitorPhone.page, 'news-visitor-phone');
    await visitorPhone.context.close();

    await post.getByRole('button', { name: 'Like (0)', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A teacher likes, takes it back, then dislikes; each survives a reload.
    const username = uniqueName('news_reader');
    await signUpThroughApi(page, username, PASSWORD);
    await logInThroughPage(page, username, PASSWORD);
    await page.goto('/news');
    await expectVote(post, 'Like (0)', 'Dislike (0)', null);

    await post.getByRole('button', { name: 'Like (0)', exact: true }).click();
    await expectVote(post, 'Like (1)', 'Dislike (0)', 'like');
    await expect
      .poll(async () => (await (await page.request.get('/api/users/me/')).json()).voted_posts)
      .toEqual({ [twister]: { vote: true } });
    await page.reload();
    await expectVote(post, 'Like (1)', 'Dislike (0)', 'like');

    await post.getByRole('button', { name: 'Like (1)', exact: true }).click();
    await expectVote(post, 'Like (0)', 'Dislike (0)', null);
    await expect.poll(async () => (await (await page.request.get('/api/users/me/')).json()).voted_posts).toEqual({});

    await post.getByRole('button', { name: 'Dislike (0)', exact: true }).click();
    await expectVote(post, 'Like (0)', 'Dislike (1)', 'dislike');
    await article(page, 'Spot The Word, two screens').getByRole('button', { name: 'Like (0)', exact: true }).click();
    await expectVote(article(page, 'Spot The Word, two screens'), 'Like (1)', 'Dislike (0)', 'like');
    await page.reload();
    await expectVote(post, 'Like (0)', 'Dislike (1)', 'dislike');
    await expect
      .poll(async () => (await (await page.request.get('/api/news/')).json()).results)
      .toMatchObject([
        { id: Number(twister), likes: 0, dislikes: 1 },
        { id: Number(tall), likes: 1, dislikes: 0 },
        { id: Number(welcome), likes: 0, dislikes: 0 },
      ]);
    await expect.poll(() => picturesFit(page)).toBe(true);
    await snap(page, 'news-teacher-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectVote(post, 'Like (0)', 'Dislike (1)', 'dislike');
    await expect.poll(() => picturesFit(page)).toBe(true);
    await snap(page, 'news-teacher-phone');
    await page.setViewportSize({ width: 1366, height: 800 });

    // The operator deletes a post: it is gone from the page.
    expect(admin('news-delete', '--id', welcome)).toBe(`Deleted news post ${welcome} (Welcome to the PlayWords news).`);
    await page.reload();
    await expect(headings).toHaveText(['Twister is here!', 'Spot The Word, two screens']);
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
});
