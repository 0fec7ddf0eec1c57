import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIndexOf, NumbersMessage, type NumbersDto } from '@playwords/common';
import { orders, outbox, users } from '../../db/schema';
import { basicTeacher, operator, type SignedInMember } from '../../test/factories';
import { Browser } from '../../test/harness';
import { findOrder, openShop, paymentRequest, postStripeEvent, sessionIdOf, type Shop } from '../../test/payments';
import { grantLicence } from '../licences/service';

// The console's Numbers over a known set of facts, each made through the product's own routes and services on a
// clock the test moves: sign-ups on different days, an activation days later, trials (one converted), paid orders in
// USD and CNY (one partly refunded, one never paid), uploads either side of midnight and games played.

let shop: Shop;
let dist: string;
let boss: SignedInMember;
let yuanId: number;

const NUMBER_LINE = gameIndexOf('numberline');
const CHARACTER_WHEEL = gameIndexOf('characterwheel');
const NOW = '2026-03-10T12:00:00.000Z';

const ctx = () => shop.ctx;
const at = (iso: string) => ctx().clock.set(iso);

/** Signs a member in again on her own browser (the clock moves by weeks; a new browser would end her session). */
async function again(member: SignedInMember): Promise<SignedInMember> {
  const res = await member.browser.logIn(member.username, member.password);
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

/** Buys a plan through Stripe's checkout and its webhook; answers the order. */
async function buy(member: SignedInMember, code: string) {
  const res = await member.browser.post('/api/payments/process-payment/', paymentRequest(code));
  expect(res.statusCode, res.body).toBe(200);
  const session = shop.stripe.sessions.get(sessionIdOf((res.json() as { url: string }).url))!;
  const paid = await postStripeEvent(shop, shop.stripe.payCheckout(session.id));
  expect(paid.statusCode, paid.body).toBe(200);
  return (await findOrder(ctx(), Number(session.metadata.order_id)))!;
}

async function startTrial(member: SignedInMember, type: 'PRO' | 'PREMIUM') {
  const res = await member.browser.post('/api/payments/start-trial/', { type });
  expect(res.statusCode, res.body).toBe(201);
}

/** Uploads a small PNG as a character, as the browser's form sends it. */
async function upload(member: SignedInMember, name: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer();
  const boundary = '----playwordsnumbers';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="robot.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await member.browser.request({ method: 'POST', url: '/api/images/characters/', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
}

async function play(member: SignedInMember, index: number) {
  const res = await member.browser.get(`/api/games/${index}/template/`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Sends an unverified teacher's activation e-mail again and follows its link. */
async function activate(member: { id: number; email: string }) {
  const browser = new Browser(ctx().app, '10.99.0.1');
  expect((await browser.post(`/api/activate/${member.id}/resendactivationemail/`)).statusCode).toBe(200);
  const [mail] = await ctx().database.db.select().from(outbox).where(eq(outbox.to, member.email));
  const link = /https?:\/\/\S+\/activate\/\S+/.exec(mail!.text)![0];
  const res = await browser.post(`/api${new URL(link).pathname}/`);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'playwords-numbers-dist-'));
  for (const key of ['numberline', 'characterwheel']) {
    mkdirSync(join(dist, key));
    writeFileSync(join(dist, key, 'index.html'), '<!doctype html><head><!--PLAYWORDS_DATA--></head><body></body>');
  }
  shop = await openShop({ GAMES_DIST_DIR: dist });

  // January: a teacher tries Premium, then pays for Pro in yuan. Her plan has long run out by March, though her
  // row's plan cache still says Pro (she never came back to refresh it).
  at('2026-01-20T09:00:00.000Z');
  const yuan = await basicTeacher(ctx(), { username: 'yuan_teacher', logIn: true });
  yuanId = yuan.id;
  await startTrial(yuan, 'PREMIUM');
  expect(await buy(yuan, 'PROPLAN1_CNY')).toMatchObject({ status: 'paid', currency: 'CNY', amount: 3900 });

  // 10 February: three sign-ups, two trials; one of them (`late`) has not confirmed her address yet.
  at('2026-02-10T08:00:00.000Z');
  const trialist = await basicTeacher(ctx(), { username: 'trialist', logIn: true });
  const taster = await basicTeacher(ctx(), { username: 'taster', logIn: true });
  const late = await basicTeacher(ctx(), { username: 'late_one', verified: false });
  await startTrial(trialist, 'PRO');
  await startTrial(taster, 'PREMIUM');

  // 20 February: the Pro trial converts; `late` confirms; `taster` starts paying and never does; VIP granted.
  at('2026-02-20T15:00:00.000Z');
  const subscription = await buy(await again(trialist), 'PROPLAN1');
  expect(subscription).toMatchObject({ status: 'paid', currency: 'USD', amount: 599 });
  await activate(late);
  const unpaid = await (await again(taster)).browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN1'));
  expect(unpaid.statusCode).toBe(200);
  await grantLicence(
    ctx().database.db,
    late.id,
    { type: 'VIP', days: 365, isTrial: false, payment: 'SINGLE' },
    ctx().clock.now(),
  );
  await play(trialist, NUMBER_LINE);
  await play(trialist, NUMBER_LINE);
  await upload(trialist, 'February robot');

  // 5 March: her subscription renews (no order of its own: its event carries the money).
  at('2026-03-05T12:00:00.000Z');
  const renewal = await postStripeEvent(shop, shop.stripe.renew(subscription.subscriptionRef!));
  expect(renewal.statusCode, renewal.body).toBe(200);

  // Either side of midnight before the last day.
  at('2026-03-09T23:59:59.999Z');
  await upload(await again(trialist), 'Late robot');
  at('2026-03-10T00:00:00.000Z');
  await upload(trialist, 'Early robot');

  // The last day: Premium bought and partly refunded (an operator's refund writes these two facts), games played,
  // and the operator herself signs up.
  at(NOW);
  const premium = await basicTeacher(ctx(), { username: 'premium_buyer', logIn: true });
  const order = await buy(premium, 'PREMIUMPLAN1');
  expect(order).toMatchObject({ status: 'paid', currency: 'USD', amount: 999 });
  await ctx()
    .database.db.update(orders)
    .set({ refundedAmount: 400, refundedAt: ctx().clock.now() })
    .where(eq(orders.id, order.id));
  await play(await again(trialist), NUMBER_LINE);
  await play(trialist, CHARACTER_WHEEL);
  boss = await operator(ctx(), { logIn: true });
});
afterAll(async () => {
  await shop?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A series over `buckets`: the given buckets' values, every other bucket 0, and the total. */
function series(buckets: string[], values: Record<string, number> = {}) {
  for (const bucket of Object.keys(values)) expect(buckets).toContain(bucket);
  const list = buckets.map((bucket) => values[bucket] ?? 0);
  return { values: list, total: list.reduce((a, b) => a + b, 0) };
}

async function numbers(query: string): Promise<NumbersDto> {
  const res = await boss.browser.get(`/api/admin/numbers/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NumbersDto;
}

/** The games with plays, and that every other playable game is there with zeros. */
function playedGames(body: NumbersDto) {
  expect(body.games.map((g) => g.key)).toContain('oneatatime');
  expect(body.games.map((g) => g.key)).not.toContain('none');
  for (const game of body.games) {
    expect(game.values).toHaveLength(body.buckets.length);
  }
  return body.games.filter((g) => g.total > 0);
}

describe('GET /api/admin/numbers/', () => {
  it('the last 30 days: one bucket a UTC day, today included, every day there', async () => {
    at(NOW);
    const body = await numbers('?range=30d');
    const days = body.buckets;
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-09');
    expect(days[29]).toBe('2026-03-10');
    expect(body).toEqual({
      range: '30d',
      buckets: days,
      signups: series(days, { '2026-02-10': 3, '2026-03-10': 2 }),
      activations: series(days, { '2026-02-10': 2, '2026-02-20': 1, '2026-03-10': 2 }),
      trials_started: series(days, { '2026-02-10': 2 }),
      trials_converted: series(days, { '2026-02-10': 1 }),
      revenue: [
        { currency: 'USD', ...series(days, { '2026-02-20': 599, '2026-03-05': 599, '2026-03-10': 599 }) },
        { currency: 'CNY', ...series(days) },
      ],
      uploads: series(days, { '2026-02-20': 1, '2026-03-09': 1, '2026-03-10': 1 }),
      games: expect.any(Array),
      active_plans: { PRO: 1, PRE: 1, VIP: 1 },
      generated_at: NOW,
    });
    expect(playedGames(body)).toEqual([
      {
        index: NUMBER_LINE,
        key: 'numberline',
        name: 'Number Line',
        ...series(days, { '2026-02-20': 2, '2026-03-10': 1 }),
      },
      { index: CHARACTER_WHEEL, key: 'characterwheel', name: 'Character Wheel', ...series(days, { '2026-03-10': 1 }) },
    ]);
    expect(body.games).toHaveLength(22);
    // The yuan teacher's row still says Pro (her plan cache waits for her next visit): the schedule says Basic.
    const [yuan] = await ctx().database.db.select().from(users).where(eq(users.id, yuanId));
    expect(yuan).toMatchObject({ planType: 'PRO', planValidUntil: new Date('2026-02-19T09:00:00.000Z') });
  });

  it('the last 12 months: one bucket a UTC month, this one included; January and the yuan are back in', async () => {
    at(NOW);
    const body = await numbers('?range=12m');
    const months = body.buckets;
    expect(months).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(body).toEqual({
      range: '12m',
      buckets: months,
      // The official account, made when the database was seeded in January, is no teacher's sign-up.
      signups: series(months, { '2026-01': 1, '2026-02': 3, '2026-03': 2 }),
      activations: series(months, { '2026-01': 1, '2026-02': 3, '2026-03': 2 }),
      trials_started: series(months, { '2026-01': 1, '2026-02': 2 }),
      trials_converted: series(months, { '2026-01': 1, '2026-02': 1 }),
      revenue: [
        { currency: 'USD', ...series(months, { '2026-02': 599, '2026-03': 1198 }) },
        { currency: 'CNY', ...series(months, { '2026-01': 3900 }) },
      ],
      // The official library was seeded in January too: not an upload.
      uploads: series(months, { '2026-02': 1, '2026-03': 2 }),
      games: expect.any(Array),
      active_plans: { PRO: 1, PRE: 1, VIP: 1 },
      generated_at: NOW,
    });
    expect(playedGames(body)).toEqual([
      { index: NUMBER_LINE, key: 'numberline', name: 'Number Line', ...series(months, { '2026-02': 2, '2026-03': 1 }) },
      { index: CHARACTER_WHEEL, key: 'characterwheel', name: 'Character Wheel', ...series(months, { '2026-03': 1 }) },
    ]);
  });

  it('the last 30 days unless told otherwise', async () => {
    at(NOW);
    const body = await numbers('');
    expect(body.range).toBe('30d');
    expect(body.buckets).toHaveLength(30);
  });

  it('a range it does not know: 400 naming the field', async () => {
    for (const query of ['?range=7d', '?range=', '?range=30D', '?range=30d&range=12m']) {
      const res = await boss.browser.get(`/api/admin/numbers/${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ range: [NumbersMessage.badRange], codes: { range: [null] } });
    }
  });

  it('follows the clock: a month later the window has moved and the plans have run out', async () => {
    at('2026-04-25T00:00:00.000Z');
    await again(boss);
    const body = await numbers('?range=30d');
    expect(body.buckets[0]).toBe('2026-03-27');
    expect(body.buckets[29]).toBe('2026-04-25');
    for (const counts of [body.signups, body.activations, body.trials_started, body.uploads, ...body.revenue]) {
      expect(counts).toMatchObject({ values: Array(30).fill(0), total: 0 });
    }
    expect(body.games.every((g) => g.total === 0)).toBe(true);
    // Pro ran out on 22 March and Premium on 9 April; the VIP licence lasts the year.
    expect(body.active_plans).toEqual({ PRO: 0, PRE: 0, VIP: 1 });
    expect(body.generated_at).toBe('2026-04-25T00:00:00.000Z');
  });
});
