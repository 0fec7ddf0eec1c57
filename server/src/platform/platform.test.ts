import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { Browser, startTestApp, type TestContext } from '../test/harness';
import { OFFLINE_GAME_BOOT_HASH } from './security-headers';

// A stand-in for the built web app, so the page-serving rules can be checked without building it.
const webDist = mkdtempSync(join(tmpdir(), 'pw-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>PlayWords</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The installable app's service worker and manifest (web/vite.config.ts writes them at the root).
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"PlayWords"}');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    WEB_DIST_DIR: webDist,
    SUPPORT_EMAIL: 'help@school.example',
    BILLING_EMAIL: 'money@school.example',
  });
});
afterAll(async () => ctx.close());

describe('errors', () => {
  it('answers an unknown API path with 404 and the contract detail', async () => {
    const res = await new Browser(ctx.app).get('/api/nothing-here/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
  });

  it('answers a known path called with another method with 405 and Allow', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.request({ method: 'DELETE', url: '/api/users/me/' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ detail: ErrorDetail.methodNotAllowed, codes: { detail: ['methodNotAllowed'] } });
    expect(res.headers.allow).toBe('GET');
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await new Browser(ctx.app).request({
      method: 'POST',
      url: '/api/users/login/',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error - /);
    expect(res.json().codes).toEqual({ detail: ['request.jsonParse'] });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await new Browser(ctx.app).request({
      method: 'POST',
      url: '/api/users/login/',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: ErrorDetail.unsupportedMediaType,
      codes: { detail: ['unsupportedMediaType'] },
    });
  });

  it('hides a crash behind a 500 with the request id, never the stack', async () => {
    const local = await startTestApp({}, (app) =>
      app.get('/api/test-crash/', async () => {
        throw new Error('secret internals at /srv/app.ts:42');
      }),
    );
    const res = await local.app.inject({ method: 'GET', url: '/api/test-crash/' });
    await local.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: ErrorDetail.serverError });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("error bodies' codes", () => {
  it('gives a detail error its code beside the English text', async () => {
    const res = await new Browser(ctx.app).get('/api/users/me/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      codes: { detail: ['notAuthenticated'] },
    });
  });

  it("gives every field's messages their codes, in their order", async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.post('/api/users/', { username: 'ab', password: 'x', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      accepted_terms_and_conditions: ['You must accept the terms and conditions.'],
      codes: { email: ['fields.invalidEmail'], accepted_terms_and_conditions: ['users.termsRequired'] },
    });
  });

  it('matches a text built with values as its template', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.post('/api/users/login/', { username: 'x'.repeat(151), password: 'secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Ensure this field has no more than 150 characters.'],
      codes: { username: ['fields.tooLong'] },
    });
  });

  it('answers null for a text the catalogue lacks, keeping the text', async () => {
    const res = await new Browser(ctx.app).request({
      method: 'POST',
      url: '/api/users/login/',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: "Body cannot be empty when content-type is set to 'application/json'",
      codes: { detail: [null] },
    });
  });

  it("codes the router's own refusals too (a malformed address)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual({ detail: [null] });
  });

  it('leaves successful answers alone', async () => {
    const res = await new Browser(ctx.app).get('/api/users/get_csrf/');
    expect(res.json()).toEqual({ detail: 'CSRF cookie set' });
  });
});

describe('pages and headers', () => {
  it('serves the service worker and the manifest from the root, revalidated every time, under the CSP', async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Never a long cache: a fixed release must reach every classroom at its next start.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(String(manifest.headers['content-security-policy'])).toContain("manifest-src 'self'");
  });

  it('serves the app for any page path with the CSP and no caching', async () => {
    for (const path of ['/', '/login', '/some/unknown/page']) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      for (const rule of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-src 'self'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(rule);
      }
      // Without PayPal configured, no other origin may run scripts, be called or framed.
      // …but blob: modules and the offline game page's boot script (by its hash), for a game frame offline.
      expect(csp).toContain(`script-src 'self' blob: ${OFFLINE_GAME_BOOT_HASH};`);
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('puts the security headers and the request id on every kind of answer', async () => {
    const answers = {
      'an API answer': await new Browser(ctx.app).get('/api/users/get_csrf/'),
      'a refused write (CSRF, before the handler)': await ctx.app.inject({ method: 'POST', url: '/api/users/login/' }),
      'an encoded API path': await ctx.app.inject({ method: 'POST', url: '/%61pi/users/login/' }),
      'an unknown API path': await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' }),
      'another method': await ctx.app.inject({ method: 'DELETE', url: '/api/users/me/' }),
      'a malformed address': await ctx.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A/' }),
      'a HEAD': await ctx.app.inject({ method: 'HEAD', url: '/api/users/get_csrf/' }),
      'a page': await ctx.app.inject({ method: 'GET', url: '/login' }),
      'an asset': await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      'a missing asset': await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      const seen = {
        nosniff: res.headers['x-content-type-options'],
        frames: res.headers['x-frame-options'],
        corp: res.headers['cross-origin-resource-policy'],
        id: typeof res.headers['x-request-id'],
      };
      expect(seen, what).toEqual({ nosniff: 'nosniff', frames: 'SAMEORIGIN', corp: 'same-origin', id: 'string' });
      const isPage = ['a page', 'an asset', 'a missing asset'].includes(what);
      expect(res.headers['content-security-policy'] !== undefined, what).toBe(isPage);
    }
  });

  it("writes the installation's support and billing addresses into the page, /index.html included", async () => {
    for (const path of ['/', '/terms', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body, path).toContain(
        '<meta name="playwords:support-email" content="help@school.example">' +
          '<meta name="playwords:billing-email" content="money@school.example"></head>',
      );
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    for (const path of ['/assets/index-old999.js', '/favicon-missing.png']) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers GET /api/users/get_csrf/ with the token in the header and a binding HttpOnly cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/get_csrf/' });
    expect(res.statusCode).toBe(200);
    const token = res.headers['x-csrftoken'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = (res.cookies as Array<{ name: string; value: string; httpOnly?: boolean }>).find(
      (c) => c.name === 'csrftoken',
    );
    expect(cookie).toMatchObject({ value: token, httpOnly: true });
  });

  it('keeps the same token for a browser that already has one', async () => {
    const browser = new Browser(ctx.app);
    const first = await browser.fetchCsrf();
    expect(await browser.fetchCsrf()).toBe(first);
  });
});
