import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountCodes, jobs, rateCounters, sessions } from '../db/schema';
import { createSession } from '../modules/users/service';
import { createTestAccount, startTestApp, type TestContext } from '../test/harness';
import { CLEANUP_EVERY_SECONDS, enqueueJob, FINISHED_JOBS_KEPT_DAYS, JobRunner, jobType } from './jobs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  ctx.clock.set('2026-03-02T09:00:00.000Z');
  await ctx.database.db.delete(jobs);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = () => ctx.database.db;
const runner = () => new JobRunner({ db: db(), clock: ctx.clock, log: ctx.app.log, auto: false });

describe('the job runner', () => {
  it('runs a job once, retries a failure after its delay, and records the outcome', async () => {
    const echo = jobType<{ n: number }>('test.echo');
    const seen: number[] = [];
    let failNext = true;
    const one = runner();
    one.register(echo, {
      retryDelaysSeconds: [30],
      async run(payload) {
        if (failNext) {
          failNext = false;
          throw new Error('not now');
        }
        seen.push(payload.n);
        return 'echoed';
      },
    });
    await enqueueJob(db(), echo, { n: 7 }, ctx.clock.now());
    expect(await one.runDue(['test.echo'])).toEqual({ retrying: 1 });
    expect(await db().select().from(jobs)).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'not now' }]);
    expect(await one.runDue(['test.echo'])).toEqual({});
    ctx.clock.advance(30_000);
    expect(await one.runDue(['test.echo'])).toEqual({ echoed: 1 });
    expect(seen).toEqual([7]);
    expect(await db().select().from(jobs)).toMatchObject([
      { status: 'done', attempts: 2, lastError: null, payload: {} },
    ]);
  });

  it('leaves a kind it does not know to a process that does', async () => {
    await enqueueJob(db(), jobType<object>('test.newer'), {}, ctx.clock.now());
    expect(await runner().runDue()).toMatchObject({ unknown: 1 });
    expect(await db().select().from(jobs)).toMatchObject([{ kind: 'test.newer', status: 'pending', attempts: 0 }]);
  });

  it('runs a scheduled job once a period however many processes offer it', async () => {
    const tick = jobType<Record<string, never>>('test.tick');
    let runs = 0;
    const processes = [runner(), runner(), runner()];
    for (const p of processes) p.schedule(tick, 600, { retryDelaysSeconds: [], run: async () => `${++runs}` });
    await Promise.all(processes.map((p) => p.runDue()));
    await Promise.all(processes.map((p) => p.runDue()));
    expect(runs).toBe(1);
    ctx.clock.advance(600_000);
    await Promise.all(processes.map((p) => p.runDue()));
    expect(runs).toBe(2);
    expect((await db().select().from(jobs)).map((j) => j.uniqueKey)).toHaveLength(2);
  });
});

describe('the hourly cleanup', () => {
  it('deletes ended sessions, dead codes, old counters and old finished jobs, and nothing still in use', async () => {
    const user = await createTestAccount(ctx, { username: 'cleaner', email: 'clean@school.example' });
    const now = ctx.clock.now();
    const past = new Date(now.getTime() - 2 * DAY);
    // A session that ended two days ago, and one still live.
    await createSession(db(), { userId: user.id, remember: false, maxSessions: 3, now: past });
    await createSession(db(), { userId: user.id, remember: true, maxSessions: 3, now });
    // A code used two days ago, one expired two days ago, and a live one.
    const code = { userId: user.id, purpose: 'password' as const, codeHash: 'x', createdAt: past };
    await db()
      .insert(accountCodes)
      .values([
        { ...code, expiresAt: now, usedAt: past },
        { ...code, expiresAt: past },
        { ...code, createdAt: now, expiresAt: new Date(now.getTime() + 600_000) },
      ]);
    await db()
      .insert(rateCounters)
      .values([
        { key: 'old', windowStart: past, count: 3 },
        { key: 'live', windowStart: now, count: 1 },
      ]);
    const finished = { kind: 'mail', payload: {}, status: 'done' as const, runAt: past, createdAt: past };
    const oldDone = new Date(now.getTime() - (FINISHED_JOBS_KEPT_DAYS + 1) * DAY);
    await db()
      .insert(jobs)
      .values([
        { ...finished, finishedAt: oldDone },
        { ...finished, finishedAt: past },
      ]);

    expect(await ctx.app.jobs.runDue()).toMatchObject({ cleaned: 1 });

    expect(await db().select().from(sessions)).toHaveLength(1);
    expect((await db().select().from(accountCodes)).map((c) => c.usedAt)).toEqual([null]);
    expect((await db().select().from(rateCounters)).map((c) => c.key)).toEqual(['live']);
    const left = await db().select().from(jobs);
    expect(left.filter((j) => j.kind === 'mail')).toHaveLength(1);
    expect(left.filter((j) => j.kind === 'cleanup')).toMatchObject([{ status: 'done' }]);

    // Once an hour: the next pass within the hour offers nothing new.
    expect(await ctx.app.jobs.runDue()).toEqual({});
    ctx.clock.advance(CLEANUP_EVERY_SECONDS * 1000);
    expect(await ctx.app.jobs.runDue()).toEqual({ cleaned: 1 });
  });
});
