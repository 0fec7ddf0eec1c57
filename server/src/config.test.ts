import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSecretKey } from './platform/secret-key';

describe('mail and secret settings', () => {
  it('default to no SMTP, a From on the public host, and no secret', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://words.school.example/' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'PlayWords <no-reply@words.school.example>',
      secretKey: undefined,
    });
  });

  it('read SMTP_URL (smtp or smtps), MAIL_FROM and SECRET_KEY', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://teacher%40school:p%3Ass@smtp.school.example:465',
      MAIL_FROM: 'Words <words@school.example>',
      SECRET_KEY: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://teacher%40school:p%3Ass@smtp.school.example:465',
      mailFrom: 'Words <words@school.example>',
      secretKey: 'x'.repeat(32),
    });
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '', SECRET_KEY: '' })).toMatchObject({
      smtpUrl: undefined,
      secretKey: undefined,
    });
  });

  it('refuse a URL that is not SMTP, a From without an address and a short secret, naming each key', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'PlayWords' })).toThrow(/MAIL_FROM: Expected an address or Name <address>/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY: Use at least 32 characters/);
  });
});

describe('REDIS_URL', () => {
  it('is unset by default (counters in the database), and read as redis:// or rediss://', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:s3cret@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:s3cret@cache.example:6380/2',
    );
  });

  it('refuses anything else with a readable message that does not repeat the value', () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ REDIS_URL: value });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error(`REDIS_URL=${value} was accepted`);
    };
    const expected =
      'Invalid configuration:\n  REDIS_URL: Expected redis://… or rediss://… (e.g. redis://127.0.0.1:6379).';
    expect(refusal('http://:s3cret@cache.example:6379')).toBe(expected);
    expect(refusal('127.0.0.1:6379')).toBe(expected);
    expect(refusal('redis')).toBe(expected);
  });
});

describe('the secret key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playwords-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is SECRET_KEY when set, and no file is written', () => {
    const own = join(dir, 'env');
    expect(resolveSecretKey({ secretKey: 'k'.repeat(40), dataDir: own })).toEqual({
      key: 'k'.repeat(40),
      source: 'env',
    });
    expect(() => statSync(own)).toThrow();
  });

  it('is generated once into DATA_DIR/secret-key (owner-only) and read back on the next start', () => {
    const data = join(dir, 'data');
    const first = resolveSecretKey({ secretKey: undefined, dataDir: data });
    expect(first.source).toBe('generated');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(data, 'secret-key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(data, 'secret-key'), 'utf8').trim()).toBe(first.key);
    expect(resolveSecretKey({ secretKey: undefined, dataDir: data })).toEqual({ key: first.key, source: 'file' });
  });

  it('refuses a secret-key file that is too short', () => {
    const data = join(dir, 'short');
    resolveSecretKey({ secretKey: undefined, dataDir: data });
    writeFileSync(join(data, 'secret-key'), 'abc\n');
    expect(() => resolveSecretKey({ secretKey: undefined, dataDir: data })).toThrow(/fewer than 32 characters/);
  });
});

describe('timeouts for slow clients', () => {
  it('default to minutes that let a 3 MiB upload over a slow line finish, in milliseconds', () => {
    expect(loadConfig({}).timeouts).toEqual({ request: 120_000, headers: 30_000, idle: 60_000, keepAlive: 72_000 });
  });

  it('read seconds, fractions included', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT: '1.5',
      HEADERS_TIMEOUT: '1',
      IDLE_TIMEOUT: '0.5',
      KEEP_ALIVE_TIMEOUT: '5',
    });
    expect(config.timeouts).toEqual({ request: 1500, headers: 1000, idle: 500, keepAlive: 5000 });
  });

  it('refuse zero, words, more than an hour, and headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT/);
    expect(() => loadConfig({ IDLE_TIMEOUT: 'soon' })).toThrow(/IDLE_TIMEOUT/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT: '3601' })).toThrow(/KEEP_ALIVE_TIMEOUT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT: '10', HEADERS_TIMEOUT: '20' })).toThrow(
      /HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT/,
    );
  });
});
