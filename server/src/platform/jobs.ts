// The job table and its runner: work that may fail or wait (mail now; payment webhooks, renewals and cleanups
// next) is a row written in the transaction that causes it, and any server process runs it. A process claims due
// rows with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, so two processes never run
// the same job; a claim is a lease, so a job whose process died is taken over when the lease lapses.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { jobs } from './tables';

export type JobRow = typeof jobs.$inferSelect;

/** What a job's run learns about itself. */
export interface JobRun {
  id: number;
  /** This try's number, from 1. */
  attempt: number;
  /** Whether a failure now would be the last try. */
  lastAttempt: boolean;
  now: Date;
  log: FastifyBaseLogger;
}

/** A kind of job by name, typed by its payload: what services enqueue (the handler is registered apart). */
export interface JobType<P> {
  name: string;
  /** Only carries the payload's type. */
  readonly payload?: P;
}

/** Declares a kind of job. */
export const jobType = <P>(name: string): JobType<P> => ({ name });

/**
 * How a process runs a kind of job, and when to try again after a failure. `run` answers an outcome word that
 * the runner counts ('sent', 'logged', …); throwing retries after the next delay, and after the last one the job
 * is marked failed.
 */
export interface JobHandler<P = unknown> {
  retryDelaysSeconds: readonly number[];
  run(payload: P, job: JobRun): Promise<string>;
  /** Told of each failure (`final` on the last), with the error's text; e.g. to mirror it on a row of its own. */
  onFailure?(payload: P, error: string, job: JobRun & { final: boolean }): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this instant (default: at once). */
  runAt?: Date;
  /** At most one job with this key is ever written (a scheduled job's period); a second enqueue does nothing. */
  uniqueKey?: string;
}

/** Writes a job; give it the transaction of what causes it, so both happen or neither. */
export async function enqueueJob<P>(
  db: Db,
  kind: JobType<P>,
  payload: P,
  now: Date,
  options: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: kind.name,
      payload: payload as unknown,
      status: 'pending',
      runAt: options.runAt ?? now,
      uniqueKey: options.uniqueKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/** How long a claimed job belongs to the process that claimed it (a crash mid-run: another takes it over). */
export const CLAIM_LEASE_SECONDS = 5 * 60;
const BATCH_SIZE = 20;
/** How often a runner looks for due jobs by itself (retries, scheduled work, a wake-up that was missed). */
export const POLL_INTERVAL_MS = 15_000;
/** Finished jobs are kept this long (for support), then the cleanup deletes them. */
export const FINISHED_JOBS_KEPT_DAYS = 7;

/** What one pass did: each kind's outcomes counted, plus retries and failures. */
export type JobReport = Record<string, number>;

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Run by itself (on `wake()` and every POLL_INTERVAL_MS); tests turn it off and call `runDue()`. */
  auto: boolean;
}

type NoPayload = Record<string, never>;

interface Schedule {
  kind: JobType<NoPayload>;
  everySeconds: number;
}

/** The job runner of one process. */
export class JobRunner {
  private readonly kinds = new Map<string, JobHandler<never>>();
  private readonly schedules: Schedule[] = [];
  private passes: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private wakeScheduled = false;
  private closed = false;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Makes a kind runnable here (every process registers every kind). */
  register<P>(kind: JobType<P>, handler: JobHandler<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`jobs: ${kind.name} is registered twice`);
    this.kinds.set(kind.name, handler as JobHandler<never>);
  }

  /**
   * Runs a payload-less kind once every period. Each process offers the period's job on every pass; its unique
   * key lets one in, so the work is done once however many processes run.
   */
  schedule(kind: JobType<NoPayload>, everySeconds: number, handler: JobHandler<NoPayload>): void {
    this.register(kind, handler);
    this.schedules.push({ kind, everySeconds });
  }

  start(): void {
    if (!this.options.auto || this.closed || this.timer) return;
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a pass soon (after a request committed a job). Does nothing unless `auto`. */
  wake(): void {
    if (!this.options.auto || this.closed || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      if (this.closed) return;
      this.runDue().catch((error: unknown) => this.options.log.error({ err: error }, 'jobs: a pass failed'));
    });
  }

  /** Runs one pass now over every due job (of `only` these kinds), after any pass already running here. */
  runDue(only?: readonly string[]): Promise<JobReport> {
    const pass = this.passes.then(() => this.drain(only));
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  /** Stops: no new passes, waits for the one in flight. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.passes;
  }

  private async offerScheduled(): Promise<void> {
    const now = this.options.clock.now();
    for (const { kind, everySeconds } of this.schedules) {
      const period = Math.floor(now.getTime() / (everySeconds * 1000));
      await enqueueJob(this.options.db, kind, {}, now, { uniqueKey: `${kind.name}@${period}` });
    }
  }

  private async drain(only?: readonly string[]): Promise<JobReport> {
    const report: JobReport = {};
    if (!only) await this.offerScheduled();
    for (;;) {
      const claimed = await this.claim(only);
      for (const job of claimed) await this.runOne(job, report);
      if (claimed.length < BATCH_SIZE || this.closed) return report;
    }
  }

  private async claim(only?: readonly string[]): Promise<JobRow[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lte(jobs.claimedUntil, now)),
          ),
          only ? inArray(jobs.kind, [...only]) : undefined,
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async runOne(job: JobRow, report: JobReport): Promise<void> {
    const { clock, log } = this.options;
    const count = (outcome: string) => (report[outcome] = (report[outcome] ?? 0) + 1);
    const kind = this.kinds.get(job.kind);
    if (!kind) {
      // A kind this process does not know (a newer version wrote it): leave it to one that does.
      await this.finish(job, { status: 'pending', claimedUntil: null, attempts: job.attempts - 1 });
      count('unknown');
      return;
    }
    const run: JobRun = {
      id: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts > kind.retryDelaysSeconds.length,
      now: clock.now(),
      log,
    };
    try {
      const outcome = await kind.run(job.payload as never, run);
      await this.finish(job, { status: 'done', finishedAt: clock.now(), lastError: null, payload: {} });
      count(outcome);
    } catch (error) {
      const message = describeError(error);
      await kind.onFailure?.(job.payload as never, message, { ...run, final: run.lastAttempt });
      if (run.lastAttempt) {
        log.error({ job: { id: job.id, kind: job.kind }, error: message }, 'jobs: giving up after the last attempt');
        await this.finish(job, { status: 'failed', finishedAt: clock.now(), lastError: message, payload: {} });
        count('failed');
      } else {
        const delay = kind.retryDelaysSeconds[job.attempts - 1]!;
        log.warn(
          { job: { id: job.id, kind: job.kind }, error: message, retryInSeconds: delay },
          'jobs: attempt failed',
        );
        await this.finish(job, {
          status: 'pending',
          lastError: message,
          runAt: new Date(clock.now().getTime() + delay * 1000),
        });
        count('retrying');
      }
    }
  }

  /** Records the outcome; only while the job is still this pass's claim. Payloads of finished jobs are cleared. */
  private async finish(job: JobRow, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ claimedUntil: null, ...values })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
  }
}

/** The error's own words (an SMTP server's answer when there is one), at most 1000 characters. */
function describeError(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  const text = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? error);
  return text.slice(0, 1000);
}

/** Deletes finished jobs older than FINISHED_JOBS_KEPT_DAYS (the cleanup job); answers how many. */
export async function purgeFinishedJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 86_400_000);
  const gone = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}

/** A periodic tidy-up each module contributes to (expired sessions, used codes, old counters, old jobs). */
export type Cleanup = (db: Db, now: Date) => Promise<number>;

/** The hourly cleanup. */
export const CLEANUP_JOB = jobType<NoPayload>('cleanup');
export const CLEANUP_EVERY_SECONDS = 60 * 60;

/** Runs every registered cleanup once an hour, in one process at a time; the log says what each removed. */
export function scheduleCleanups(runner: JobRunner, db: Db, cleanups: ReadonlyMap<string, Cleanup>): void {
  runner.schedule(CLEANUP_JOB, CLEANUP_EVERY_SECONDS, {
    retryDelaysSeconds: [60, 300],
    async run(_payload, job) {
      const removed: Record<string, number> = {};
      for (const [name, cleanup] of cleanups) removed[name] = await cleanup(db, job.now);
      job.log.info({ removed }, 'cleanup: done');
      return 'cleaned';
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Run by itself (default). Tests turn it off and call `app.jobs.runDue()` when they want. */
  auto?: boolean;
}

/** Decorates `app.jobs`, started when the app is ready and stopped as it starts closing. */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const runner = new JobRunner({ db: app.db, clock: app.clock, log: app.log, auto: options.auto ?? true });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  // preClose: before any onClose hook (server.ts closes the database in one), so a pass in flight can finish.
  app.addHook('preClose', async () => runner.close());
});
