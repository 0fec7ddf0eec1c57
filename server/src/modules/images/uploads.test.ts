// The upload pipeline through the API (design/security.md § Uploads; issue 6, item 6): every bad file is refused
// with its text and nothing is stored; good files are re-encoded, scaled and stored under random names.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageMessage, type ImageDto } from '@playwords/common';
import { images, imageUploadCounts } from '../../db/schema';
import type { LocalStorage } from '../../platform/storage';
import { proTeacher } from '../../test/factories';
import { startTestApp, type Browser, type TestContext } from '../../test/harness';
import { multipart, noiseJpeg, solidPng, type FilePart } from '../../test/uploads';
import { uploadMonth } from './service';

let ctx: TestContext;
let teacher: Browser;
let teacherId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  const pro = await proTeacher(ctx, { logIn: true });
  teacherId = pro.id;
  teacher = pro.browser;
});
afterAll(async () => ctx.close());

const mediaDir = () => (ctx.storage as LocalStorage).dir;
const mediaFiles = () => readdirSync(mediaDir()).sort();
const imageCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

function upload(files: FilePart[], fields: Record<string, string> = { name: 'Blue Robot' }, type = 'characters') {
  const { payload, headers } = multipart(fields, files);
  return teacher.request({ method: 'POST', url: `/api/images/${type}/`, payload, headers });
}

/** Uploads a bad file and checks the answer and that nothing was stored or counted. */
async function expectRefused(files: FilePart[], body: Record<string, unknown>) {
  const before = { files: mediaFiles(), rows: await imageCount() };
  const res = await upload(files);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(body);
  expect(mediaFiles()).toEqual(before.files);
  expect(await imageCount()).toBe(before.rows);
}

const storedFile = (url: string) => readFileSync(join(mediaDir(), url.replace('/media/', '')));

/** A PNG whose header claims width × height (CRC fixed, so only its size is wrong), without the pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('bad files are refused and nothing is stored', () => {
  it('refuses an SVG with a script, HTML and text', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused([{ data: svg, type: 'image/svg+xml', filename: 'x.svg' }], {
      image: [ImageMessage.notAnImage],
      codes: { image: ['images.notAnImage'] },
    });
    await expectRefused([{ data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }], {
      image: [ImageMessage.notAnImage],
      codes: { image: ['images.notAnImage'] },
    });
    await expectRefused([{ data: Buffer.from('just words') }], {
      image: [ImageMessage.notAnImage],
      codes: { image: ['images.notAnImage'] },
    });
  });

  it('refuses a PNG header followed by garbage', async () => {
    const png = await solidPng();
    const garbage = Buffer.concat([png.subarray(0, 16), Buffer.alloc(500, 0x41)]);
    await expectRefused([{ data: garbage }], {
      image: [ImageMessage.notAnImage],
      codes: { image: ['images.notAnImage'] },
    });
  });

  it('refuses a file of 3 MiB + 1 byte with the spec text (400, not a bare 413)', async () => {
    const png = await solidPng();
    const tooBig = Buffer.concat([png, Buffer.alloc(3145728 + 1 - png.length)]);
    await expectRefused([{ data: tooBig }], { image: [ImageMessage.tooLarge], codes: { image: ['images.tooLarge'] } });
  });

  it('accepts a file of exactly 3 MiB', async () => {
    const png = await solidPng();
    const res = await upload([{ data: Buffer.concat([png, Buffer.alloc(3145728 - png.length)]) }]);
    expect(res.statusCode).toBe(201);
  });

  it('refuses two files, and three', async () => {
    const png = await solidPng();
    await expectRefused([{ data: png }, { data: png }], {
      image: [ImageMessage.oneImageOnly],
      codes: { image: ['images.oneImageOnly'] },
    });
    await expectRefused([{ data: png }, { data: png, field: 'other' }, { data: png }], {
      image: [ImageMessage.oneImageOnly],
      codes: { image: ['images.oneImageOnly'] },
    });
  });

  it('refuses a 50 000 × 50 000 header before decoding (the header alone is there, no pixels to decode)', async () => {
    await expectRefused([{ data: await pngClaiming(50_000, 50_000) }], {
      image: [ImageMessage.tooManyPixels],
      codes: { image: ['images.tooManyPixels'] },
    });
  });

  it('answers a missing file with its text, beside the other field errors', async () => {
    await expectRefused([], { image: [ImageMessage.imageRequired], codes: { image: ['images.imageRequired'] } });
    const before = await imageCount();
    const res = await upload([], { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [ImageMessage.nameRequired],
      image: [ImageMessage.imageRequired],
      codes: { name: ['images.nameRequired'], image: ['images.imageRequired'] },
    });
    expect(await imageCount()).toBe(before);
  });
});

describe('good files are re-encoded', () => {
  it('strips what follows a PNG (a polyglot loses its payload)', async () => {
    const polyglot = Buffer.concat([await solidPng(), Buffer.from('<html><script>alert(document.cookie)</script>')]);
    const res = await upload([{ data: polyglot }]);
    expect(res.statusCode).toBe(201);
    const stored = storedFile((res.json() as ImageDto).image);
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('<html')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('stores under a random name whatever the client calls the file, and nothing outside the media folder', async () => {
    const outside = readdirSync(dirname(mediaDir())).sort();
    const res = await upload([{ data: await solidPng(), filename: '../../evil.png' }]);
    expect(res.statusCode).toBe(201);
    const dto = res.json() as ImageDto;
    expect(dto.image).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(dto.thumbnail).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(readdirSync(dirname(mediaDir())).sort()).toEqual(outside);
    expect(mediaFiles().some((f) => f.includes('evil'))).toBe(false);
  });

  it('strips EXIF (GPS included) and turns the picture by its orientation', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSMapDatum: 'WGS-84-SCHOOL' },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    // The test file really carries GPS and the orientation (a phone photo taken upright).
    expect(original.exif!.includes('WGS-84-SCHOOL')).toBe(true);
    expect(original.orientation).toBe(6);

    const res = await upload([{ data: jpeg, type: 'image/jpeg', filename: 'photo.jpg' }]);
    expect(res.statusCode).toBe(201);
    const stored = storedFile((res.json() as ImageDto).image);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
    expect(stored.includes('WGS-84-SCHOOL')).toBe(false);
    expect([meta.width, meta.height]).toEqual([20, 60]);
  });

  it('scales inside 1200 × 1200 keeping the ratio, never enlarges, and makes a 256 px thumbnail', async () => {
    const big = await upload([{ data: await noiseJpeg(2400, 1600), type: 'image/jpeg' }]);
    expect(big.statusCode).toBe(201);
    const dto = big.json() as ImageDto;
    const image = await sharp(storedFile(dto.image)).metadata();
    const thumb = await sharp(storedFile(dto.thumbnail)).metadata();
    expect([image.width, image.height]).toEqual([1200, 800]);
    expect([thumb.width, thumb.height]).toEqual([256, 171]);

    const small = await upload([{ data: await solidPng(40, 30) }]);
    const smallImage = await sharp(storedFile((small.json() as ImageDto).image)).metadata();
    expect([smallImage.width, smallImage.height]).toEqual([40, 30]);
  });

  it('accepts WebP and GIF', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    expect((await upload([{ data: webp, type: 'image/webp' }])).statusCode).toBe(201);
    expect((await upload([{ data: gif, type: 'image/gif' }])).statusCode).toBe(201);
  });

  it('serves stored pictures as PNG, nosniff, cached for a year, loadable from any origin', async () => {
    const res = await upload([{ data: await solidPng() }]);
    const dto = res.json() as ImageDto;
    const media = await ctx.app.inject({ method: 'GET', url: dto.image });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['access-control-allow-origin']).toBe('*');
    expect(media.rawPayload.equals(storedFile(dto.image))).toBe(true);
    for (const url of ['/media/..%2Fsecret-key', '/media/0123456789abcdef0123456789abcdef.png']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('no orphan files', () => {
  it('removes the files of an upload whose row is refused in its transaction (the last quota slot, twice at once)', async () => {
    const month = uploadMonth(ctx.clock.now());
    await ctx.database.db.update(imageUploadCounts).set({ count: 49 }).where(eq(imageUploadCounts.userId, teacherId));
    const [a, b] = await Promise.all([upload([{ data: await solidPng() }]), upload([{ data: await solidPng() }])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
    const [counter] = await ctx.database.db
      .select()
      .from(imageUploadCounts)
      .where(eq(imageUploadCounts.userId, teacherId));
    expect(counter).toMatchObject({ month, count: 50 });
    // Every file in the folder belongs to a row, and every row's files are there.
    const rows = await ctx.database.db.select({ i: images.imageKey, t: images.thumbnailKey }).from(images);
    expect(mediaFiles()).toEqual(rows.flatMap((r) => [r.i, r.t]).sort());
  });
});

describe('a failed file write', () => {
  it('answers 500, writes no row and leaves no file when one of the two writes fails', async () => {
    // Room in the quota (the test above used it up), so only the write can fail.
    await ctx.database.db.update(imageUploadCounts).set({ count: 0 }).where(eq(imageUploadCounts.userId, teacherId));
    const before = { files: mediaFiles(), rows: await imageCount() };
    const storage = ctx.storage as LocalStorage;
    const put = storage.put.bind(storage);
    let calls = 0;
    // The second write (whichever finishes starting second) fails, as a full disk would.
    storage.put = async (key, png) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(key, png);
    };
    try {
      const res = await upload([{ data: await solidPng() }], { name: 'Lost Robot' });
      expect(res.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(calls).toBe(2);
    expect(mediaFiles()).toEqual(before.files);
    expect(await imageCount()).toBe(before.rows);
  });
});
