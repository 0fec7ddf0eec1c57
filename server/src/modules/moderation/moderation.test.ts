// The moderation queue's own rules: what enqueue adds (one open item per target and reason, one open report per
// teacher), the queue's order (open first, then oldest) and filters, and decisions that happen once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicTeacher, operator, type CastMember } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import type { Db } from '../../db/client';
import { decideItem, decideOpenItemsOf, enqueue, listQueue, openItemToDecide } from './service';

let ctx: TestContext;
let owner: CastMember;
let kim: CastMember;
let lee: CastMember;
let admin: CastMember;
const db = () => ctx.database.db;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const inTx = <T>(work: (tx: Db) => Promise<T>) => db().transaction((tx) => work(tx as unknown as Db));

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await basicTeacher(ctx);
  kim = await basicTeacher(ctx);
  lee = await basicTeacher(ctx);
  admin = await operator(ctx);
});
afterAll(async () => ctx.close());

describe('the moderation queue', () => {
  it('adds one open item per target and reason, and one open report per teacher', async () => {
    const base = { kind: 'wordlist' as const, targetId: 9001, ownerId: owner.id };
    await inTx((tx) => enqueue(tx, { ...base, reason: 'published' }, at(1)));
    await inTx((tx) => enqueue(tx, { ...base, reason: 'published' }, at(2)));
    await inTx((tx) => enqueue(tx, { ...base, reason: 'reported', reporterId: kim.id, note: 'one' }, at(3)));
    await inTx((tx) => enqueue(tx, { ...base, reason: 'reported', reporterId: kim.id, note: 'two' }, at(4)));
    await inTx((tx) => enqueue(tx, { ...base, reason: 'reported', reporterId: lee.id }, at(5)));
    // Another kind with the same id is another target.
    await inTx((tx) => enqueue(tx, { ...base, kind: 'image', reason: 'published' }, at(6)));

    const { views, count } = await listQueue(db(), { kind: 'wordlist' }, { limit: 50, offset: 0 });
    expect(count).toBe(3);
    expect(views.map((v) => [v.item.reason, v.item.reporterId, v.item.note, v.ownerName, v.reporterName])).toEqual([
      ['published', null, null, owner.username, null],
      ['reported', kim.id, 'one', owner.username, kim.username],
      ['reported', lee.id, null, owner.username, lee.username],
    ]);
  });

  it('lists open items first, then oldest first; filters by status, kind and reason; pages', async () => {
    const first = (await listQueue(db(), { kind: 'wordlist' }, { limit: 1, offset: 0 })).views[0]!.item;
    await inTx((tx) => decideItem(tx, first.id, { status: 'kept', decidedBy: admin.id, reason: 'fine' }, at(10)));

    const all = await listQueue(db(), {}, { limit: 50, offset: 0 });
    expect(all.views.map((v) => v.item.status)).toEqual(['open', 'open', 'open', 'kept']);
    expect(all.views.at(-1)!.deciderName).toBe(admin.username);
    expect((await listQueue(db(), { status: 'kept' }, { limit: 50, offset: 0 })).count).toBe(1);
    expect((await listQueue(db(), { reason: 'reported' }, { limit: 50, offset: 0 })).count).toBe(2);
    expect((await listQueue(db(), { kind: 'image' }, { limit: 50, offset: 0 })).count).toBe(1);
    const second = await listQueue(db(), {}, { limit: 1, offset: 1 });
    expect(second.count).toBe(4);
    expect(second.views[0]!.item.id).toBe(all.views[1]!.item.id);
  });

  it('decides an item once: a second decision, or one of an unknown item, is refused', async () => {
    const { views } = await listQueue(db(), { status: 'kept' }, { limit: 1, offset: 0 });
    const kept = views[0]!.item;
    await expect(inTx((tx) => openItemToDecide(tx, kept.id))).rejects.toMatchObject({ statusCode: 409 });
    await expect(inTx((tx) => openItemToDecide(tx, 999_999))).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      inTx((tx) => decideItem(tx, kept.id, { status: 'removed', decidedBy: admin.id, reason: 'x' }, at(20))),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('decides every open item of a target at once, and a decided target queues anew', async () => {
    const decided = await inTx((tx) =>
      decideOpenItemsOf(tx, 'wordlist', 9001, { status: 'removed', decidedBy: admin.id, reason: 'gone' }, at(30)),
    );
    expect(decided).toBe(2);
    expect((await listQueue(db(), { kind: 'wordlist', status: 'open' }, { limit: 50, offset: 0 })).count).toBe(0);
    await inTx((tx) =>
      enqueue(
        tx,
        { kind: 'wordlist', targetId: 9001, ownerId: owner.id, reason: 'reported', reporterId: kim.id },
        at(31),
      ),
    );
    expect((await listQueue(db(), { kind: 'wordlist', status: 'open' }, { limit: 50, offset: 0 })).count).toBe(1);
  });
});
