// Every console route, found in the app's declared routes (so a route added later is covered without editing this
// file), refused to a visitor, to a Basic and to a Premium teacher, before any input is read and with nothing
// written to the audit log; and the log itself readable by an operator and never editable, not even in SQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { adminAudit } from '../../db/schema';
import { basicTeacher, operator, premiumTeacher, type SignedInMember } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { operatorAction } from './service';

let ctx: TestContext;
let basic: SignedInMember;
let premium: SignedInMember;
let admin: SignedInMember;

beforeAll(async () => {
  ctx = await startTestApp();
  basic = await basicTeacher(ctx, { logIn: true });
  premium = await premiumTeacher(ctx, { logIn: true });
  admin = await operator(ctx, { logIn: true });
});
afterAll(async () => ctx.close());

/** Every declared console route, its path parameters filled with 1. */
function adminRoutes() {
  return ctx.app.apiRoutes
    .filter((route) => route.url.startsWith('/api/admin/'))
    .map((route) => ({ method: route.method, url: route.url.replace(/:[a-zA-Z_]+/g, '1') }));
}

const auditCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(adminAudit))[0]!.n;

describe('the console API', () => {
  it('declares only superuser routes under /api/admin/', () => {
    const routes = ctx.app.apiRoutes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes)
      expect({ url: route.url, access: route.access }).toEqual({ url: route.url, access: 'superuser' });
  });

  it('refuses every console route to a visitor (403, not authenticated) and logs nothing', async () => {
    const visitor = new Browser(ctx.app, '10.77.0.1');
    const before = await auditCount();
    for (const route of adminRoutes()) {
      const res = await visitor.request({ method: route.method, url: route.url, payload: { reason: 'x' } });
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 403,
        body: { detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } },
      });
    }
    expect(await auditCount()).toBe(before);
  });

  it('refuses every console route to a teacher, on any plan (403, permission denied), and logs nothing', async () => {
    const before = await auditCount();
    for (const teacher of [basic, premium]) {
      for (const route of adminRoutes()) {
        const res = await teacher.browser.request({ method: route.method, url: route.url, payload: { reason: 'x' } });
        expect({ who: teacher.username, route, status: res.statusCode, body: res.json() }).toEqual({
          who: teacher.username,
          route,
          status: 403,
          body: { detail: ErrorDetail.permissionDenied, codes: { detail: ['permissionDenied'] } },
        });
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it("refuses an operator's write without the CSRF token", async () => {
    const writes = adminRoutes().filter((route) => route.method !== 'GET');
    for (const route of writes) {
      const res = await admin.browser.request({ method: route.method, url: route.url, payload: {}, csrf: false });
      expect({ route, status: res.statusCode }).toEqual({ route, status: 403 });
    }
  });
});

describe('the audit log', () => {
  it('records an action with its operator, target and reason, and shows it newest first', async () => {
    await operatorAction(
      ctx.database.db,
      admin.user,
      { action: 'test.first', targetType: 'user', targetId: basic.id, reason: 'first' },
      ctx.clock.now(),
      async () => 'done',
    );
    ctx.clock.advance(1000);
    await operatorAction(
      ctx.database.db,
      admin.user,
      { action: 'test.second', targetType: 'user', targetId: basic.id, reason: 'second', details: { days: 30 } },
      ctx.clock.now(),
      async () => 'done',
    );
    const res = await admin.browser.get(`/api/admin/audit/?target_type=user&target_id=${basic.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { action: string }) => r.action)).toEqual(['test.second', 'test.first']);
    expect(body.results[0]).toMatchObject({
      operator: { id: admin.id, username: admin.username },
      target_type: 'user',
      target_id: String(basic.id),
      reason: 'second',
      details: { days: 30 },
    });
  });

  it('writes nothing when the action fails, and refuses a teacher acting through the service', async () => {
    const before = await auditCount();
    await expect(
      operatorAction(
        ctx.database.db,
        admin.user,
        { action: 'test.fails', targetType: 'user', targetId: 1 },
        ctx.clock.now(),
        async () => {
          throw new Error('the work failed');
        },
      ),
    ).rejects.toThrow('the work failed');
    await expect(
      operatorAction(
        ctx.database.db,
        basic.user,
        { action: 'test.teacher', targetType: 'user', targetId: 1 },
        ctx.clock.now(),
        async () => 'x',
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await auditCount()).toBe(before);
  });

  it('can be neither changed nor deleted, even in SQL', async () => {
    await expect(ctx.database.db.execute(sql`update admin_audit set reason = 'rewritten'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    const rows = await ctx.database.db.select({ reason: adminAudit.reason }).from(adminAudit);
    expect(rows.map((r) => r.reason)).not.toContain('rewritten');
  });

  it('answers 400 with the field for a bad page', async () => {
    const res = await admin.browser.get('/api/admin/audit/?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['limit', 'codes']);
  });
});
