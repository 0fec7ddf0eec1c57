// Storage adapters: the local folder, and the S3 adapter against the fake object store on 127.0.0.1
// (test/fake-s3.ts), which records what it is asked (no network).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { createStorage, isStorageKey, LocalStorage, newStorageKey } from './storage';
import { S3Storage } from './storage-s3';

describe('keys', () => {
  it('are 32 random hex digits and .png; nothing else is a key', () => {
    const a = newStorageKey();
    expect(a).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(newStorageKey()).not.toBe(a);
    for (const bad of ['../x.png', 'a.png', `${'a'.repeat(32)}.svg`, `../${a}`, `${a}/`]) {
      expect(isStorageKey(bad)).toBe(false);
    }
  });
});

describe('the local folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playwords-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and deletes, leaves no temp files, and refuses names it did not make', async () => {
    const storage = new LocalStorage(join(dir, 'media'));
    const key = newStorageKey();
    await storage.put(key, Buffer.from('png bytes'));
    expect((await storage.get(key))?.toString()).toBe('png bytes');
    expect(readdirSync(join(dir, 'media'))).toEqual([key]);
    expect(storage.url(key)).toBe(`/media/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // gone already: not an error
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    expect(await storage.get('../secret-key')).toBeNull();
    expect(readdirSync(dir)).toEqual(['media']);
  });

  it('is what the configuration names without S3_BUCKET: DATA_DIR/media', () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dir }));
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).dir).toBe(join(dir, 'media'));
  });
});

describe('S3-compatible storage', () => {
  let s3: FakeS3;
  let endpoint: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    endpoint = s3.url;
  });
  afterAll(() => s3.close());

  it('is chosen by S3_BUCKET, and its settings go together', () => {
    const env = {
      DATA_DIR: tmpdir(),
      S3_BUCKET: 'pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/pictures/',
    };
    const storage = createStorage(loadConfig(env));
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.url('k.png')).toBe('https://cdn.example.com/pictures/k.png');
    expect(() => loadConfig({ ...env, S3_PUBLIC_URL: '' })).toThrow(/S3_PUBLIC_URL: required/);
    expect(() => loadConfig({ ...env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
  });

  it('PUTs the PNG with its type and caching, GETs it back, DELETEs it (path-style, signed)', async () => {
    const storage = new S3Storage({
      bucket: 'pictures',
      endpoint,
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
    });
    const key = newStorageKey();
    const png = Buffer.from('\x89PNG fake bytes');
    await storage.put(key, png);
    const put = s3.requests.find((s) => s.method === 'PUT')!;
    expect(put).toMatchObject({
      url: `/pictures/${key}`,
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(put.body.equals(png)).toBe(true);
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);

    expect((await storage.get(key))?.equals(png)).toBe(true);
    expect(await storage.get(newStorageKey())).toBeNull();
    await storage.delete(key);
    expect(s3.requests.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([`/pictures/${key}`]);
    expect(s3.objects.size).toBe(0);
    await expect(storage.put('../x.png', png)).rejects.toThrow(/not a storage key/);
  });
});
