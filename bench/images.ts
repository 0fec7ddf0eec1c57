// Image uploads (design/performance.md): a 3 MiB photo through the whole create route (multipart, pipeline,
// storage, database) one at a time, against a plain sharp loop doing the same resize and thumbnail in the same run;
// then the process's memory after an upload storm against its idle baseline. In-process through app.inject, on a
// fresh embedded database (on its own thread, as the server runs it) and a temporary media folder.
//
// Settings: BENCH_UPLOAD_ROUNDS (timed uploads of the 3 MiB photo, and as many plain loops; default 30),
// BENCH_UPLOAD_STORM (uploads in the memory storm, default 1000).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_THUMBNAIL_SIDE } from '@playwords/common';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { imageUploadCounts } from '../server/src/db/schema';
import { seedDatabase } from '../server/src/db/seed';
import { grantLicence } from '../server/src/modules/licences/service';
import { createAccount } from '../server/src/modules/users/service';
import { LocalStorage } from '../server/src/platform/storage';
import { percentile, readCount } from './support';

export interface UploadReport {
  photoBytes: number;
  rounds: number;
  upload: { p50Ms: number; p95Ms: number };
  plainSharp: { p50Ms: number; p95Ms: number };
  /** Plain sharp's p95 over the route's p95: the route's share of sharp's own speed. */
  ratio: number;
  storm: number;
  memory: { baselineRssMb: number; afterRssMb: number; baselineHeapMb: number; afterHeapMb: number };
  errors: number;
}

const USER = { username: 'bench_uploader', password: 'Bench-Marks-2026', email: 'uploader@example.com' };

/** A photo-like JPEG (noise) as close under 3 MiB as a few tries get. */
async function photoOf3MiB(): Promise<Buffer> {
  let best: Buffer | undefined;
  for (let side = 1500; side <= 2600; side += 100) {
    const pixels = randomBytes(side * Math.round(side * 0.75) * 3);
    const jpeg = await sharp(pixels, { raw: { width: side, height: Math.round(side * 0.75), channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (jpeg.length > IMAGE_MAX_BYTES) break;
    best = jpeg;
  }
  if (!best) throw new Error('could not make a photo under 3 MiB');
  return best;
}

function multipart(name: string, file: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The same work as the pipeline, written plainly: decode, orient, scale, PNG, and a thumbnail. */
async function plainSharp(photo: Buffer): Promise<void> {
  await Promise.all([
    sharp(photo)
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
    sharp(photo)
      .rotate()
      .resize(IMAGE_THUMBNAIL_SIDE, IMAGE_THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
  ]);
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

function memoryMb() {
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1048576, heap: heapUsed / 1048576 };
}

export async function benchUploads(log: (line: string) => void = console.log): Promise<UploadReport> {
  const rounds = readCount(process.env.BENCH_UPLOAD_ROUNDS, 30);
  const storm = readCount(process.env.BENCH_UPLOAD_STORM, 1000);
  const dataDir = await mkdtemp(join(tmpdir(), 'playwords-bench-images-'));
  // The embedded database as the server runs it: in DATA_DIR, on a thread of its own (db/pglite-thread.ts).
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite'), ownThread: true });
  try {
    await database.migrate();
    const storage = new LocalStorage(join(dataDir, 'media'));
    const now = new Date();
    await seedDatabase(database.db, now, storage);
    const user = await createAccount(database.db, { ...USER, verified: true }, now);
    await grantLicence(database.db, user.id, { type: 'PRE', days: 30, isTrial: false, payment: 'SINGLE' }, now);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SECRET_KEY: 'b'.repeat(40) });
    const app = await buildApp({ config, db: database.db, storage, logger: false, autoRunJobs: false });
    await app.ready();

    const csrf = await app.inject({ method: 'GET', url: '/api/users/get_csrf/' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: { 'x-csrftoken': String(csrf.headers['x-csrftoken']), cookie: `csrftoken=${csrf.cookies[0]!.value}` },
      payload: { username: USER.username, password: USER.password, remember: true },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const headers = {
      cookie: `sessionid=${cookies.sessionid}; csrftoken=${cookies.csrftoken}`,
      'x-csrftoken': String(login.headers['x-csrftoken']),
    };
    let errors = 0;
    let sent = 0;
    /** The request a browser would send: built before the clock starts, as the plain loop's photo is. */
    const request = (file: Buffer) => {
      const body = multipart(`Photo ${++sent}`, file);
      return { payload: body.payload, headers: { ...headers, ...body.headers } };
    };
    const upload = async (req: ReturnType<typeof request>) => {
      // The monthly quota would stop a storm: the bench clears its count as it goes.
      if (sent % 50 === 0) await database.db.delete(imageUploadCounts);
      const res = await app.inject({ method: 'POST', url: '/api/images/backgrounds/', ...req });
      if (res.statusCode !== 201) {
        errors++;
        if (errors === 1) log(`  upload answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
    };

    const photo = await photoOf3MiB();
    log(`  image uploads: a ${(photo.length / 1048576).toFixed(2)} MiB photo, ${rounds} rounds each…`);
    for (let i = 0; i < 3; i++) {
      await upload(request(photo));
      await plainSharp(photo);
    }
    const uploadTimes: number[] = [];
    const plainTimes: number[] = [];
    // Interleaved, so both sides meet the same moments of a shared machine.
    for (let i = 0; i < rounds; i++) {
      const req = request(photo);
      let t = performance.now();
      await upload(req);
      uploadTimes.push(performance.now() - t);
      t = performance.now();
      await plainSharp(photo);
      plainTimes.push(performance.now() - t);
    }
    uploadTimes.sort((a, b) => a - b);
    plainTimes.sort((a, b) => a - b);

    const baseline = memoryMb();
    log(`  upload storm: ${storm} uploads (memory before ${baseline.rss.toFixed(0)} MB RSS)…`);
    for (let i = 0; i < storm; i++) await upload(request(photo));
    const after = memoryMb();
    await app.close();
    return {
      photoBytes: photo.length,
      rounds,
      upload: { p50Ms: round(percentile(uploadTimes, 50)), p95Ms: round(percentile(uploadTimes, 95)) },
      plainSharp: { p50Ms: round(percentile(plainTimes, 50)), p95Ms: round(percentile(plainTimes, 95)) },
      ratio: Math.round((percentile(plainTimes, 95) / percentile(uploadTimes, 95)) * 100) / 100,
      storm,
      memory: {
        baselineRssMb: round(baseline.rss),
        afterRssMb: round(after.rss),
        baselineHeapMb: round(baseline.heap),
        afterHeapMb: round(after.heap),
      },
      errors,
    };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
