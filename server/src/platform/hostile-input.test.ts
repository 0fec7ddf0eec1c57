// Hostile input against every API route the app declares: a NUL character or an oversized text in any field, an
// offset past any integer, a NUL in a path segment. Each gets a 400 naming the field (404 for a path) and never a
// 500, and changes nothing. The routes are read from the app itself, so a new route is covered the day it lands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { sql } from 'drizzle-orm';
import { tooLongMessage } from '@playwords/common';
import { rateCounters } from '../db/schema';
import { grantLicence } from '../modules/licences/service';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { NULL_CHARACTER_MESSAGE, TEXT_LIMIT } from './hostile-input';
import { pagingQuery } from './paging';
import type { AnyRoute } from './route';

let ctx: TestContext;
let browser: Browser;

beforeAll(async () => {
  ctx = await startTestApp();
  // An operator with a paid plan: every route gets as far as reading its input.
  const user = await createTestAccount(ctx, { superuser: true });
  await grantLicence(
    ctx.database.db,
    user.id,
    { type: 'PRE', days: 30, isTrial: false, payment: 'SINGLE' },
    ctx.clock.now(),
  );
  browser = new Browser(ctx.app, '10.9.0.1');
  expect((await browser.logIn(TEACHER.username, TEACHER.password)).statusCode).toBe(200);
});
afterAll(async () => ctx.close());

/** A concrete path for a route pattern. */
const pathOf = (route: AnyRoute, segment?: string) =>
  route.url.replace(
    /:(\w+)/g,
    (_m: string, name: string) =>
      segment ?? ({ type: 'characters', index: '1', id: '1', token: 'abc' } as Record<string, string>)[name] ?? 'x',
  );

/** The fields a route reads from its body: its schema's, or the image fields for the multipart routes. */
function bodyFields(route: AnyRoute): string[] {
  const schema = route.body as z.ZodType | undefined;
  if (schema && 'shape' in schema) return Object.keys((schema as z.ZodObject).shape);
  const upload = route.method === 'POST' && route.url === '/api/images/:type/';
  const edit = route.method === 'PATCH' && route.url === '/api/images/:type/:id/';
  if (upload || edit) return ['name', 'tags', 'color', 'power'];
  return [];
}

/** Row counts of every table: hostile input must change nothing. */
async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = (await ctx.database.db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ name: string }> };
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const [row] = (
      (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    counts[name] = row!.n;
  }
  return counts;
}

const routes = () => ctx.app.apiRoutes;

describe('every field of every route', () => {
  it('covers the routes (the list is read from the app)', () => {
    expect(routes().length).toBeGreaterThan(30);
    expect(routes().filter((r) => bodyFields(r).length > 0).length).toBeGreaterThan(10);
  });

  it('refuses a NUL character in any field with a 400 on that field, changing nothing', async () => {
    const before = await tableCounts();
    for (const route of routes()) {
      for (const field of bodyFields(route)) {
        const res = await browser.request({
          method: route.method,
          url: pathOf(route),
          payload: { [field]: 'a\u0000b' },
        });
        expect({ route: `${route.method} ${route.url}`, field, status: res.statusCode, body: res.json() }).toEqual({
          route: `${route.method} ${route.url}`,
          field,
          status: 400,
          body: { [field]: [NULL_CHARACTER_MESSAGE], codes: { [field]: ['fields.nullCharacter'] } },
        });
      }
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a text over the limit in any field, in a list too, before any work', async () => {
    const huge = 'w'.repeat(TEXT_LIMIT + 1);
    for (const route of routes()) {
      for (const field of bodyFields(route)) {
        for (const value of [huge, [huge]]) {
          const res = await browser.request({ method: route.method, url: pathOf(route), payload: { [field]: value } });
          expect({ route: `${route.method} ${route.url}`, field, status: res.statusCode, body: res.json() }).toEqual({
            route: `${route.method} ${route.url}`,
            field,
            status: 400,
            body: { [field]: [tooLongMessage(TEXT_LIMIT)], codes: { [field]: ['fields.tooLong'] } },
          });
        }
      }
    }
  });

  it('caps every text field below the limit too: a long text is a 400 or an answer, never a 500', async () => {
    const before = await tableCounts();
    for (const route of routes()) {
      for (const field of bodyFields(route)) {
        const res = await browser.request({
          method: route.method,
          url: pathOf(route),
          payload: { [field]: 'ab '.repeat(3000) },
        });
        expect(res.statusCode, `${route.method} ${route.url} ${field}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    // Nothing was created from a text that long (a 200 may select or favourite, which adds no rows). A text within
    // its cap reaches the route's rate limit, whose counter is the one row it may add.
    const { rate_counters: _countersBefore, ...contentBefore } = before;
    const { rate_counters: _countersAfter, ...contentAfter } = await tableCounts();
    expect(contentAfter).toEqual(contentBefore);
  });

  it('refuses a NUL character in a path segment as a path that names nothing (404)', async () => {
    for (const route of routes().filter((r) => r.url.includes(':'))) {
      const res = await browser.request({ method: route.method, url: pathOf(route, 'a%00b'), payload: {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
  });

  it('refuses an offset past any integer on every paged route', async () => {
    const paged = routes().filter((r) => r.query === pagingQuery);
    expect(paged.length).toBeGreaterThanOrEqual(5);
    for (const route of paged) {
      for (const offset of ['9223372036854775808', '1e9', '-1', '2147483648']) {
        const res = await browser.request({
          method: route.method,
          url: `${pathOf(route)}?offset=${offset}`,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect({ route: route.url, offset, status: res.statusCode, fields: Object.keys(res.json()) }).toEqual({
          route: route.url,
          offset,
          status: 400,
          fields: ['offset', 'codes'],
        });
      }
    }
  });
});

describe('hostile bodies', () => {
  const boundary = 'hostile-boundary';
  const multipart = (payload: string) => ({
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });

  it('refuses a 2 MB multipart field with a 400 on that field instead of cutting it short', async () => {
    const before = await tableCounts();
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${'u'.repeat(2 * 1024 * 1024)}\r\n`;
    const res = await new Browser(ctx.app).request({
      method: 'POST',
      url: '/api/users/login/',
      ...multipart(`${field}--${boundary}--\r\n`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is too long.'], codes: { username: ['fields.textTooLong'] } });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a multipart body that stops halfway with a 400, not a 500', async () => {
    const res = await new Browser(ctx.app).request({
      method: 'POST',
      url: '/api/users/login/',
      ...multipart(`--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nbob`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['The form data is incomplete or malformed.'],
      codes: { non_field_errors: ['request.formMalformed'] },
    });
  });

  it('answers a 0.5 MB username at login with a short 400: no counter, no query, a small log line', async () => {
    const { stream, text } = captureLog();
    const local = await startTestApp({}, undefined, { logger: { level: 'info', stream } });
    try {
      const res = await new Browser(local.app).post('/api/users/login/', {
        username: 'n'.repeat(512 * 1024),
        password: 'whatever-it-is',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ username: [tooLongMessage(TEXT_LIMIT)], codes: { username: ['fields.tooLong'] } });
      expect(await local.database.db.select().from(rateCounters)).toEqual([]);
      expect(text().length).toBeLessThan(20_000);
    } finally {
      await local.close();
    }
  });
});
