// CSRF on the matched route: an encoded path (`/%61pi/…` is routed as `/api/…`) gets no way around the token, and
// a write from another site is refused by its Origin (or Referer), as Django does. Every unsafe route the app
// declares is tried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { sessions } from '../db/schema';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../test/harness';
import type { AnyRoute } from './route';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await createTestAccount(ctx);
});
afterAll(async () => ctx.close());

const encodedPath = (route: AnyRoute) =>
  route.url
    .replace(/^\/api\//, '/%61pi/')
    .replace(/:(\w+)/g, (_m: string, name: string) => (name === 'type' ? 'characters' : '1'));
const unsafe = () => ctx.app.apiRoutes.filter((r) => r.method !== 'GET' && !r.csrfExempt);
const login = { username: TEACHER.username, password: TEACHER.password, remember: true };

describe('CSRF is checked on the route that matched, not on the raw URL', () => {
  it('refuses a login through /%61pi/ without a token: no session is made', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.post('/%61pi/users/login/', login, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect(await ctx.database.db.select().from(sessions)).toEqual([]);
  });

  it('refuses every unsafe route reached through an encoded path without a token', async () => {
    expect(unsafe().length).toBeGreaterThan(20);
    for (const route of unsafe()) {
      const res = await new Browser(ctx.app).request({
        method: route.method,
        url: encodedPath(route),
        payload: {},
        csrf: false,
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } },
      });
    }
  });
});

describe('writes from another site are refused by their Origin or Referer', () => {
  const fromSite = async (headers: Record<string, string>) => {
    const browser = new Browser(ctx.app);
    await browser.fetchCsrf();
    return browser.request({ method: 'POST', url: '/api/users/login/', payload: login, headers });
  };

  it('refuses another Origin even with the right token', async () => {
    const res = await fromSite({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
      codes: { detail: ['request.csrfOrigin'] },
    });
    expect(await ctx.database.db.select().from(sessions)).toEqual([]);
  });

  it("refuses a sandboxed frame's 'null' Origin", async () => {
    const res = await fromSite({ origin: 'null' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed: Origin checking failed - null/);
  });

  it('refuses another site in the Referer when there is no Origin', async () => {
    const res = await fromSite({ referer: 'https://evil.example/page?x=1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'CSRF Failed: Referer checking failed - https://evil.example does not match any trusted origins.',
      codes: { detail: ['request.csrfReferer'] },
    });
    const malformed = await fromSite({ referer: 'not a url' });
    expect(malformed.json()).toEqual({
      detail: 'CSRF Failed: Referer checking failed - Referer is malformed.',
      codes: { detail: ['request.csrfRefererMalformed'] },
    });
  });

  it('accepts this site, by the address it was reached at or by PUBLIC_URL', async () => {
    expect((await fromSite({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await fromSite({ origin: ctx.config.publicUrl })).statusCode).toBe(200);
    expect((await fromSite({ referer: `${ctx.config.publicUrl}/login` })).statusCode).toBe(200);
  });

  it('leaves requests with neither header to the token check', async () => {
    const browser = new Browser(ctx.app);
    await browser.fetchCsrf();
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/login/',
      payload: login,
      csrf: 'x'.repeat(43),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.csrfIncorrect, codes: { detail: ['csrfIncorrect'] } });
  });
});
