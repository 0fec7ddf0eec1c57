// The console's people section: finding a teacher by each kind of clue, her whole picture, every action's effect
// in the database with its audit row, the undo of each, and bad input changing nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminMessage,
  ErrorDetail,
  loginBannedText,
  loginSuspendedText,
  PeopleMessage,
  uploadsRestrictedText,
  type AdminUserDetail,
} from '@playwords/common';
import { adminAudit, licences, orders, outbox, sessions, users } from '../../db/schema';
import { queueMail } from '../../platform/mail';
import { basicTeacher, operator, proTeacher, signIn, type SignedInMember } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';
import { multipart, solidPng } from '../../test/uploads';

let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: SignedInMember;
const SUPPORT = 'help@playwords.example';

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
  admin = await operator(ctx, { logIn: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.refuse = null;
});

const db = () => ctx.database.db;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: number, action: string) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetId, String(id)), eq(adminAudit.action, action)));
const auditCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(adminAudit)
  )[0]!.n;
const sessionCount = async (id: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, id))
  )[0]!.n;

const act = (id: number, name: string, payload: Record<string, unknown>) =>
  admin.browser.post(`/api/admin/users/${id}/${name}/`, payload);

async function insertOrder(userId: number, values: { checkoutRef: string; status: 'paid' | 'failed' }) {
  const now = ctx.clock.now();
  const [row] = await db()
    .insert(orders)
    .values({
      userId,
      planCode: 'PROPLAN1',
      plan: 'PRO',
      months: 1,
      payment: 'SINGLE',
      currency: 'USD',
      price: 500,
      fee: 100,
      discount: 0,
      amount: 600,
      provider: 'STRIPE',
      checkoutRef: values.checkoutRef,
      paymentRef: `pi_${values.checkoutRef}`,
      status: values.status,
      note: values.status === 'failed' ? 'card_declined' : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

describe('the search', () => {
  it('finds by part of a username, display name or e-mail, in any case, and caps the text', async () => {
    const ann = await basicTeacher(ctx, { username: 'annabel_search', displayName: 'Mrs Quillfeather' });
    await basicTeacher(ctx, { username: 'bob_other', email: 'robert.q@elsewhere.example' });
    const byName = await admin.browser.get('/api/admin/users/?q=ANNABEL');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().results.map((r: { username: string }) => r.username)).toEqual(['annabel_search']);
    expect(byName.json().results[0]).toMatchObject({ id: ann.id, matched_by: 'name', plan: null, banned: false });
    const byDisplay = await admin.browser.get('/api/admin/users/?q=quillfeath');
    expect(byDisplay.json().results.map((r: { id: number }) => r.id)).toEqual([ann.id]);
    const byEmail = await admin.browser.get('/api/admin/users/?q=robert.q%40ELSEWHERE');
    expect(byEmail.json().results.map((r: { username: string }) => r.username)).toEqual(['bob_other']);
    // LIKE's wildcards are taken literally.
    expect((await admin.browser.get('/api/admin/users/?q=%25')).json()).toEqual({ count: 0, results: [] });
  });

  it('finds by an exact licence key (with or without dashes) and by an order id or provider reference', async () => {
    const pro = await proTeacher(ctx, { username: 'keyholder' });
    const [licence] = await db().select().from(licences).where(eq(licences.userId, pro.id));
    const byKey = await admin.browser.get(`/api/admin/users/?q=${licence!.id.toLowerCase().replace(/-/g, '')}`);
    expect(byKey.json().results).toEqual([expect.objectContaining({ id: pro.id, matched_by: 'licence', plan: 'PRO' })]);

    const payer = await basicTeacher(ctx, { username: 'payer_x' });
    const order = await insertOrder(payer.id, { checkoutRef: 'cs_test_payer', status: 'failed' });
    const byId = await admin.browser.get(`/api/admin/users/?q=${order.id}`);
    expect(byId.json().results[0]).toMatchObject({ id: payer.id, matched_by: 'order' });
    const byRef = await admin.browser.get('/api/admin/users/?q=cs_test_payer');
    expect(byRef.json().results).toEqual([expect.objectContaining({ id: payer.id, matched_by: 'order' })]);
    const byPayment = await admin.browser.get('/api/admin/users/?q=pi_cs_test_payer');
    expect(byPayment.json().results[0]).toMatchObject({ id: payer.id });
  });

  it('answers at most 50 accounts', async () => {
    for (let i = 0; i < 52; i++) await basicTeacher(ctx, { username: `crowd_${i}` });
    const res = await admin.browser.get('/api/admin/users/?q=crowd_');
    expect(res.json().count).toBe(50);
    expect(res.json().results).toHaveLength(50);
  });

  it('refuses a missing, blank or over-long text with the field', async () => {
    for (const url of ['/api/admin/users/', '/api/admin/users/?q=%20%20', `/api/admin/users/?q=${'a'.repeat(201)}`]) {
      const res = await admin.browser.get(url);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['q', 'codes']);
    }
  });
});

describe("a teacher's whole picture", () => {
  it('shows her account, plan, licences, orders, sessions, uploads, lists and mails (never a body or session id)', async () => {
    const pro = await proTeacher(ctx, { username: 'pictured', logIn: true });
    await insertOrder(pro.id, { checkoutRef: 'cs_pictured', status: 'paid' });
    await queueMail(
      db(),
      { kind: 'activation', to: pro.email, subject: 'Hello', text: 'code 123456', html: '<p>123456</p>', logLine: 'x' },
      ctx.clock.now(),
    );
    await ctx.app.mail.sendPending();
    await pro.browser.post('/api/wordlists/', { theme: 'Fruit', words: ['apple', 'pear'], is_private: true });

    const res = await admin.browser.get(`/api/admin/users/${pro.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminUserDetail;
    expect(body).toMatchObject({
      id: pro.id,
      username: 'pictured',
      email: pro.email,
      has_valid_email: true,
      plan: { type: 'PRO', name: 'Pro' },
      restrictions: { uploads_restricted_at: null, suspended_until: null, banned_at: null },
    });
    expect(body.email_verified_at).toEqual(expect.any(String));
    expect(body.licences).toEqual([expect.objectContaining({ license_type: 'PRO', is_active: true, duration: 30 })]);
    expect(body.orders).toEqual([
      expect.objectContaining({ status: 'paid', amount: 600, currency: 'USD', checkout_ref: 'cs_pictured' }),
    ]);
    expect(body.sessions).toHaveLength(1);
    expect(Object.keys(body.sessions[0]!).sort()).toEqual(['created_at', 'expires_at', 'label', 'remember']);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, pro.id));
    expect(res.body).not.toContain(session!.id);
    expect(body.mails).toEqual([
      expect.objectContaining({
        kind: 'activation',
        subject: 'Hello',
        status: 'sent',
        attempts: 1,
        last_error: null,
        smtp_response: expect.stringMatching(/^250/),
      }),
    ]);
    expect(res.body).not.toContain('123456');
    expect(body.wordlists.count).toBe(1);
    expect(body.wordlists.recent[0]).toMatchObject({ theme: 'Fruit', words: 2, is_private: true });
    expect(body.uploads).toEqual({ count: 0, recent: [] });
  });

  it("records the SMTP server's refusal of a mail", async () => {
    const ann = await basicTeacher(ctx, { username: 'refused_mail' });
    smtp.refuse = { code: 550, message: 'Mailbox unavailable' };
    await queueMail(
      db(),
      { kind: 'notice', to: ann.email, subject: 'Notice', text: 't', html: 'h', logLine: 'l' },
      ctx.clock.now(),
    );
    await ctx.app.mail.sendPending();
    const body = (await admin.browser.get(`/api/admin/users/${ann.id}/`)).json() as AdminUserDetail;
    expect(body.mails[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      smtp_response: expect.stringContaining('550'),
    });
    expect(body.mails[0]!.last_error).toEqual(expect.any(String));
  });

  it('answers 404 for an account that does not exist, or an id that is not one', async () => {
    expect((await admin.browser.get('/api/admin/users/999999/')).statusCode).toBe(404);
    expect((await admin.browser.get('/api/admin/users/abc/')).statusCode).toBe(404);
  });
});

describe('the actions', () => {
  it('verifies her e-mail, with the audit row; a second time is refused', async () => {
    const ann = await basicTeacher(ctx, { username: 'unverified_ann', verified: false });
    const res = await act(ann.id, 'verify-email', { reason: 'She showed me her inbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ann.id, has_valid_email: true });
    const row = await userRow(ann.id);
    expect(row.hasValidEmail).toBe(true);
    expect(row.emailVerifiedAt).toEqual(ctx.clock.now());
    const [audit] = await auditOf(ann.id, 'user.verify_email');
    expect(audit).toMatchObject({
      operatorId: admin.id,
      targetType: 'user',
      reason: 'She showed me her inbox',
      details: { username: 'unverified_ann', address_changed: false },
    });
    const again = await act(ann.id, 'verify-email', { reason: 'again' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PeopleMessage.alreadyVerified, codes: { detail: [null] } });
    expect(await auditOf(ann.id, 'user.verify_email')).toHaveLength(1);
  });

  it('resends the activation link to an unverified address; refuses when there is nothing to activate', async () => {
    const ann = await basicTeacher(ctx, { username: 'resend_ann', verified: false });
    smtp.clear();
    const res = await act(ann.id, 'resend-activation', { reason: 'Lost the mail' });
    expect(res.statusCode).toBe(200);
    const queued = await db().select().from(outbox).where(eq(outbox.to, ann.email));
    expect(queued.map((m) => m.kind)).toEqual(['activation']);
    expect(await auditOf(ann.id, 'user.resend_activation')).toHaveLength(1);
    const verified = await basicTeacher(ctx, { username: 'resend_verified' });
    const refused = await act(verified.id, 'resend-activation', { reason: 'x' });
    expect(refused.json()).toEqual({ detail: PeopleMessage.nothingToActivate, codes: { detail: [null] } });
    expect(await db().select().from(outbox).where(eq(outbox.to, verified.email))).toEqual([]);
  });

  it('ends her sessions: her old cookie is refused at once', async () => {
    const ann = await basicTeacher(ctx, { username: 'signed_out_ann', logIn: true });
    const res = await act(ann.id, 'end-sessions', { reason: 'Shared computer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toEqual([]);
    expect(await sessionCount(ann.id)).toBe(0);
    const me = await ann.browser.get('/api/users/me/');
    expect(me.statusCode).toBe(403);
    expect((await auditOf(ann.id, 'user.end_sessions'))[0]!.details).toMatchObject({ sessions_ended: 1 });
  });

  it('grants a Pro licence to a Basic teacher, extends a running Pro, and takes the days back (undo)', async () => {
    const ann = await basicTeacher(ctx, { username: 'granted_ann' });
    const res = await act(ann.id, 'grant-licence', {
      type: 'PRO',
      days: 30,
      subscription: false,
      reason: 'Paid by bank',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ type: 'PRO', name: 'Pro' });
    const [licence] = await db().select().from(licences).where(eq(licences.userId, ann.id));
    expect(licence).toMatchObject({ licenceType: 'PRO', durationDays: 30, willAutoRenew: false });
    const [audit] = await auditOf(ann.id, 'user.grant_licence');
    expect(audit!.details).toMatchObject({
      type: 'PRO',
      days: 30,
      subscription: false,
      licence: licence!.id,
      extended: false,
    });

    ctx.clock.advance(1000);
    const more = await act(ann.id, 'grant-licence', { type: 'PRO', days: '10', reason: 'Goodwill' });
    expect(more.statusCode).toBe(200);
    const rows = await db().select().from(licences).where(eq(licences.userId, ann.id));
    expect(rows.map((l) => l.durationDays)).toEqual([40]);
    expect((await auditOf(ann.id, 'user.grant_licence'))[1]!.details).toMatchObject({ extended: true });

    const back = await act(ann.id, 'take-back-licence', { licence: licence!.id, days: 10, reason: 'Undo goodwill' });
    expect(back.statusCode).toBe(200);
    expect((await db().select().from(licences).where(eq(licences.userId, ann.id)))[0]!.durationDays).toBe(30);
    const all = await act(ann.id, 'take-back-licence', { licence: licence!.id, days: 30, reason: 'Undo grant' });
    expect(all.json().plan.type).toBeNull();
    expect((await userRow(ann.id)).planType).toBeNull();
    expect(await auditOf(ann.id, 'user.take_back_licence')).toHaveLength(2);
  });

  it('grants a subscription that renews', async () => {
    const ann = await basicTeacher(ctx, { username: 'subscribed_ann' });
    const res = await act(ann.id, 'grant-licence', { type: 'PRE', days: 90, subscription: true, reason: 'Deal' });
    expect(res.json().plan.type).toBe('PRE');
    const [licence] = await db().select().from(licences).where(eq(licences.userId, ann.id));
    expect(licence).toMatchObject({ licenceType: 'PRE', willAutoRenew: true });
  });

  it('restricts her uploads (refused with the reason) and allows them again (undo)', async () => {
    const pro = await proTeacher(ctx, { username: 'uploader', logIn: true });
    const upload = async () => {
      const { payload, headers } = multipart({ name: 'Blue Robot' }, [{ data: await solidPng() }]);
      return pro.browser.request({ method: 'POST', url: '/api/images/characters/', payload, headers });
    };
    const res = await act(pro.id, 'restrict-uploads', { reason: 'Copyrighted pictures' });
    expect(res.statusCode).toBe(200);
    expect(res.json().restrictions).toMatchObject({ uploads_restricted_reason: 'Copyrighted pictures' });
    const refused = await upload();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: uploadsRestrictedText('Copyrighted pictures'),
      codes: { detail: ['images.uploadsRestrictedWithReason'] },
    });
    expect(await auditOf(pro.id, 'user.restrict_uploads')).toHaveLength(1);
    expect((await act(pro.id, 'restrict-uploads', { reason: 'again' })).json()).toEqual({
      detail: PeopleMessage.alreadyRestricted,
      codes: { detail: [null] },
    });

    const undo = await act(pro.id, 'unrestrict-uploads', { reason: 'She deleted them' });
    expect(undo.statusCode).toBe(200);
    expect((await userRow(pro.id)).uploadsRestrictedAt).toBeNull();
    expect((await upload()).statusCode).toBe(201);
    expect(await auditOf(pro.id, 'user.unrestrict_uploads')).toHaveLength(1);
    expect((await act(pro.id, 'unrestrict-uploads', { reason: 'again' })).json()).toEqual({
      detail: PeopleMessage.notRestricted,
      codes: { detail: [null] },
    });
  });

  it('suspends her: signed out at once, login refused with the reason and the appeal address; undo lets her in', async () => {
    const ann = await basicTeacher(ctx, { username: 'suspended_ann', logIn: true });
    const res = await act(ann.id, 'suspend', { days: 7, reason: 'Spam lists' });
    expect(res.statusCode).toBe(200);
    const until = new Date(ctx.clock.now().getTime() + 7 * 86_400_000);
    expect(res.json().restrictions).toMatchObject({
      suspended_until: until.toISOString(),
      suspended_reason: 'Spam lists',
    });
    expect(await sessionCount(ann.id)).toBe(0);
    expect((await ann.browser.get('/api/users/me/')).json()).toEqual({
      detail: ErrorDetail.notAuthenticated,
      codes: { detail: ['notAuthenticated'] },
    });
    const login = await ann.browser.logIn(ann.username, ann.password);
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      non_field_errors: [loginSuspendedText(until, 'Spam lists', SUPPORT)],
      codes: { non_field_errors: ['users.suspendedWithReason'] },
    });
    expect(login.json().non_field_errors[0]).toContain(SUPPORT);
    expect(await sessionCount(ann.id)).toBe(0);
    // A wrong password tells nothing of the suspension.
    expect((await ann.browser.logIn(ann.username, 'Wrong-password-9')).json()).toEqual({
      username: ['Unable to log in with provided credentials.'],
      codes: { username: ['users.badCredentials'] },
    });
    expect((await auditOf(ann.id, 'user.suspend'))[0]).toMatchObject({
      reason: 'Spam lists',
      details: { until: until.toISOString() },
    });

    const undo = await act(ann.id, 'unsuspend', { reason: 'Appeal accepted' });
    expect(undo.statusCode).toBe(200);
    expect((await ann.browser.logIn(ann.username, ann.password)).statusCode).toBe(200);
    expect(await auditOf(ann.id, 'user.unsuspend')).toHaveLength(1);
    expect((await act(ann.id, 'unsuspend', { reason: 'x' })).json()).toEqual({
      detail: PeopleMessage.notSuspended,
      codes: { detail: [null] },
    });
  });

  it('a suspension to a date ends by itself when the date passes', async () => {
    const ann = await basicTeacher(ctx, { username: 'until_ann' });
    const until = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    expect((await act(ann.id, 'suspend', { until, reason: 'Cool off' })).statusCode).toBe(200);
    expect((await signInFails(ann.username, ann.password)).statusCode).toBe(400);
    ctx.clock.advance(3_600_001);
    const back = await signIn(ctx, ann);
    expect((await back.browser.get('/api/users/me/')).statusCode).toBe(200);
  });

  it('bans her: signed out at once, login refused with the reason; undo lets her in', async () => {
    const ann = await basicTeacher(ctx, { username: 'banned_ann', logIn: true });
    const res = await act(ann.id, 'ban', { reason: 'Abuse' });
    expect(res.statusCode).toBe(200);
    expect(res.json().restrictions).toMatchObject({ banned_reason: 'Abuse', banned_at: ctx.clock.now().toISOString() });
    expect((await ann.browser.get('/api/users/me/')).statusCode).toBe(403);
    const login = await ann.browser.logIn(ann.username, ann.password);
    expect(login.json()).toEqual({
      non_field_errors: [loginBannedText('Abuse', SUPPORT)],
      codes: { non_field_errors: ['users.bannedWithReason'] },
    });
    expect((await act(ann.id, 'ban', { reason: 'again' })).json()).toEqual({
      detail: PeopleMessage.alreadyBanned,
      codes: { detail: [null] },
    });

    expect((await act(ann.id, 'unban', { reason: 'Mistake' })).statusCode).toBe(200);
    expect((await userRow(ann.id)).bannedAt).toBeNull();
    expect((await ann.browser.logIn(ann.username, ann.password)).statusCode).toBe(200);
    expect(await auditOf(ann.id, 'user.ban')).toHaveLength(1);
    expect(await auditOf(ann.id, 'user.unban')).toHaveLength(1);
  });

  it('refuses an operator suspending or banning herself', async () => {
    for (const [name, payload] of [
      ['ban', { reason: 'x' }],
      ['suspend', { days: 1, reason: 'x' }],
    ] as const) {
      const res = await act(admin.id, name, payload);
      expect(res.json()).toEqual({ detail: PeopleMessage.notYourself, codes: { detail: [null] } });
    }
    expect((await userRow(admin.id)).bannedAt).toBeNull();
  });
});

/** A login from a fresh browser. */
const signInFails = (username: string, password: string) => new Browser(ctx.app, '10.99.0.1').logIn(username, password);

describe('bad input changes nothing', () => {
  it('answers 400 with the field for a missing, blank or over-long reason, bad days, bad type, bad date', async () => {
    const ann = await basicTeacher(ctx, { username: 'untouched', logIn: true });
    const before = { row: await userRow(ann.id), audit: await auditCount(), sessions: await sessionCount(ann.id) };
    const cases: Array<[string, Record<string, unknown>, string, string?]> = [
      ['ban', {}, 'reason', 'This field is required.'],
      ['ban', { reason: '   ' }, 'reason', AdminMessage.reasonRequired],
      ['suspend', { days: 3, reason: 'x'.repeat(501) }, 'reason', AdminMessage.reasonTooLong],
      ['end-sessions', { reason: 42 }, 'reason'],
      ['grant-licence', { type: 'PRO', days: 0, reason: 'x' }, 'days', PeopleMessage.badDays],
      ['grant-licence', { type: 'PRO', days: 3651, reason: 'x' }, 'days', PeopleMessage.badDays],
      ['grant-licence', { type: 'PRO', days: 1.5, reason: 'x' }, 'days', PeopleMessage.badDays],
      ['grant-licence', { type: 'GOLD', days: 30, reason: 'x' }, 'type', PeopleMessage.badType],
      ['suspend', { reason: 'x' }, 'days', PeopleMessage.suspendNeedsEnd],
      ['suspend', { days: 0, reason: 'x' }, 'days', PeopleMessage.badSuspendDays],
      ['suspend', { until: 'tomorrow', reason: 'x' }, 'until', PeopleMessage.badUntil],
      ['suspend', { until: '2000-01-01T00:00:00Z', reason: 'x' }, 'until', PeopleMessage.badUntil],
      ['take-back-licence', { licence: 'AAAAA-BBBBB', days: 3, reason: 'x' }, 'licence', PeopleMessage.badLicence],
    ];
    for (const [name, payload, field, message] of cases) {
      const res = await act(ann.id, name, payload);
      expect({ name, payload, status: res.statusCode }).toEqual({ name, payload, status: 400 });
      expect(Object.keys(res.json())).toEqual([field, 'codes']);
      if (message) expect(res.json()[field]).toEqual([message]);
    }
    expect(await userRow(ann.id)).toEqual(before.row);
    expect(await auditCount()).toBe(before.audit);
    expect(await sessionCount(ann.id)).toBe(before.sessions);
    expect(await db().select().from(licences).where(eq(licences.userId, ann.id))).toEqual([]);
  });

  it('answers 404 for an unknown account, writing nothing', async () => {
    const before = await auditCount();
    for (const [name, payload] of [
      ['verify-email', { reason: 'x' }],
      ['grant-licence', { type: 'PRO', days: 30, reason: 'x' }],
      ['ban', { reason: 'x' }],
      ['suspend', { days: 2, reason: 'x' }],
      ['restrict-uploads', { reason: 'x' }],
    ] as const) {
      const res = await act(999_999, name, payload);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 404,
        body: { detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } },
      });
    }
    expect(await auditCount()).toBe(before);
  });
});
