import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emojiPicturePath, PICTURE_PNG_SIZE } from '@playwords/common';
import { startTestApp, type TestContext } from '../../test/harness';
import { ByteLru } from './lru';
import { renderedPictures } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /pictures/<name>.png', () => {
  it('draws a dictionary emoji as a 256×256 PNG, cached for a year and loadable from a sandboxed game frame', async () => {
    const res = await get(emojiPicturePath('red-apple'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: PICTURE_PNG_SIZE, height: PICTURE_PNG_SIZE, hasAlpha: true });
    // Drawn, not blank: the apple's red shows at its middle.
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const middle = (info.width * (info.height / 2) + info.width / 2) * info.channels;
    expect(data[middle + 3]).toBe(255);
    expect(data[middle]!).toBeGreaterThan(200);

    // The same bytes again, from the cache; its ETag answers 304.
    const again = await get('/pictures/red-apple.png');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(renderedPictures().entries).toBeGreaterThanOrEqual(1);
    const notModified = await get('/pictures/red-apple.png', { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('draws a burst of the same new picture once and answers each the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/pictures/banana.png')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('answers 404 for any name the set does not have, before any work', async () => {
    const before = renderedPictures();
    for (const url of [
      '/pictures/not-an-emoji-at-all.png',
      '/pictures/red-apple.svg',
      '/pictures/red-apple',
      '/pictures/Red-Apple.png',
      '/pictures/..%2Fx.png',
      '/pictures/../x.png',
      '/pictures/%2e%2e%2fpackage.json',
      `/pictures/${'a'.repeat(5000)}.png`,
      `/pictures/${'a'.repeat(90)}.png`,
      '/pictures/__proto__.png',
      '/pictures/constructor.png',
      '/pictures/fruit/red-apple.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
    expect(renderedPictures()).toEqual(before);
  });
});

describe('ByteLru', () => {
  it('keeps the most recently used entries within its byte bound', () => {
    const lru = new ByteLru<Buffer>(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('c', Buffer.alloc(4)); // 12 bytes: b, the least recent, goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size).toEqual({ entries: 2, bytes: 8 });
    lru.set('huge', Buffer.alloc(11)); // larger than the bound: not kept, nothing else lost
    expect(lru.size).toEqual({ entries: 2, bytes: 8 });
  });
});
