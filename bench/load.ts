// `npm run bench:load`: a district's classrooms against a scaled-out installation, nginx in front of two server
// processes on one PostgreSQL database, Redis and S3 (the fake), all started by server/src/cluster/launch.ts.
//
// Virtual teachers (bench/load-lesson.ts) each teach lessons back to back: log in, then a few rounds of the
// dashboard, picking a list, opening a game, saving the list, searching the public lists and now and then uploading
// a picture, then log out. Concurrency rises stage by stage until p99 passes 200 ms (logins aside: see
// KNEE_EXCLUDES); the knee is the throughput of the last stage within it. The bench fails (exit 1) on any 5xx, a request without an answer or with a status its
// step does not expect, an acknowledged write not found afterwards, or a server whose memory does not come back to
// within 20% of its level after the warm-up.
//
// Settings: BENCH_LOAD_STAGES (virtual teachers per stage, default 2,4,8,16,32,64,128), BENCH_LOAD_SECONDS (measured
// seconds per stage, default 15), BENCH_LOAD_WARMUP_SECONDS (default 10), BENCH_LOAD_TEACHERS (accounts, default
// 200), BENCH_LOAD_LOOPS (rounds per lesson, default 10), BENCH_LOAD_SETTLE_SECONDS (idle before memory is read,
// default 10). Results: bench/results/load.json (ignored by git).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seededRandom } from '@playwords/common';
import { Pool } from 'undici';
import { startCluster, type Cluster } from '../server/src/cluster/launch';
import { loadConfig } from '../server/src/config';
import { createStorage } from '../server/src/platform/storage';
import { cpuOver, readCpu, type CpuReading } from './load-cpu';
import { percentilesOf, Recorder, REQUEST_KINDS, type FailureSample, type Percentiles } from './load-client';
import { createTeachers, findLostWrites, SEARCH_TERMS, smallPng, type LostWrites } from './load-data';
import { Ledger, TeacherPool, virtualTeacher, type LessonSettings } from './load-lesson';
import { readCount } from './support';

const RESULTS_FILE = fileURLToPath(new URL('results/load.json', import.meta.url));
const P99_LIMIT_MS = 200;
/**
 * The knee is judged on every request but logins: a login hashes the password (argon2, hundreds of milliseconds of
 * CPU by design, design/security.md), so at one login in 60-odd requests the p99 of the mix would measure the hash,
 * not the classroom. Logins are reported on their own, and the p99 with them.
 */
const KNEE_EXCLUDES = ['login'] as const;
const MEMORY_MAX_GROWTH = 0.2;
/** Unmeasured seconds at the start of each stage: the new teachers log in and the pools fill. */
const RAMP_SECONDS = 3;

const STAGES = (process.env.BENCH_LOAD_STAGES ?? '2,4,8,16,32,64,128')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const STAGE_SECONDS = readCount(process.env.BENCH_LOAD_SECONDS, 15);
const WARMUP_SECONDS = readCount(process.env.BENCH_LOAD_WARMUP_SECONDS, 10);
const TEACHERS = readCount(process.env.BENCH_LOAD_TEACHERS, 200);
const LOOPS = readCount(process.env.BENCH_LOAD_LOOPS, 10);
const SETTLE_SECONDS = readCount(process.env.BENCH_LOAD_SETTLE_SECONDS, 10);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------------------
// Figures

interface DatabaseFigures {
  xactCommit: number;
  xactRollback: number;
  tupReturned: number;
  tupFetched: number;
  tupInserted: number;
  tupUpdated: number;
  tupDeleted: number;
  blksRead: number;
  blksHit: number;
  backends: number;
}

/** The database's own counters (pg_stat_database); backends flush them about once a second. */
async function databaseFigures(client: pg.Client): Promise<DatabaseFigures> {
  const { rows } = await client.query<Record<string, string>>(
    `select xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted, tup_updated, tup_deleted,
            blks_read, blks_hit, numbackends
       from pg_stat_database where datname = current_database()`,
  );
  const row = rows[0]!;
  return {
    xactCommit: Number(row.xact_commit),
    xactRollback: Number(row.xact_rollback),
    tupReturned: Number(row.tup_returned),
    tupFetched: Number(row.tup_fetched),
    tupInserted: Number(row.tup_inserted),
    tupUpdated: Number(row.tup_updated),
    tupDeleted: Number(row.tup_deleted),
    blksRead: Number(row.blks_read),
    blksHit: Number(row.blks_hit),
    backends: Number(row.numbackends),
  };
}

/** Per second between two readings; the backends connected and the cache hit ratio at the end. */
function databaseRates(before: DatabaseFigures, after: DatabaseFigures, seconds: number) {
  const rate = (key: keyof DatabaseFigures) => round((after[key] - before[key]) / seconds, 1);
  const read = after.blksRead - before.blksRead;
  const hit = after.blksHit - before.blksHit;
  return {
    xactCommitPerSec: rate('xactCommit'),
    xactRollbackPerSec: rate('xactRollback'),
    tupReturnedPerSec: rate('tupReturned'),
    tupFetchedPerSec: rate('tupFetched'),
    tupInsertedPerSec: rate('tupInserted'),
    tupUpdatedPerSec: rate('tupUpdated'),
    tupDeletedPerSec: rate('tupDeleted'),
    blksReadPerSec: rate('blksRead'),
    cacheHitRatio: hit + read > 0 ? round(hit / (hit + read), 4) : null,
    backends: after.backends,
  };
}

/** A process's resident memory in MiB (VmRSS), and its peak (VmHWM). */
function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: round(kb('VmRSS') / 1024), peakMb: round(kb('VmHWM') / 1024) };
}

interface KindFigures extends Percentiles {
  count: number;
  perSec: number;
  /** The mean size of an answer's body, in bytes. */
  meanBytes: number;
  serverErrors: number;
  unexpected: number;
  transportErrors: number;
}

function kindFigures(recorder: Recorder, seconds: number): Record<string, KindFigures> {
  const figures: Record<string, KindFigures> = {};
  for (const kind of REQUEST_KINDS) {
    const tally = recorder.kinds.get(kind);
    if (!tally) continue;
    figures[kind] = {
      count: tally.count,
      perSec: round(tally.count / seconds),
      meanBytes: Math.round(tally.bytes / Math.max(1, tally.count)),
      ...percentilesOf(tally.times),
      serverErrors: tally.serverErrors,
      unexpected: tally.unexpected,
      transportErrors: tally.transportErrors,
    };
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------
// Stages

/** The stage's percentiles are those of every request but logins (see `KNEE_EXCLUDES`). */
interface Stage extends Percentiles {
  teachers: number;
  /** Every request, logins included. */
  withLogins: Percentiles;
  logins: Percentiles;
  seconds: number;
  requests: number;
  reqPerSec: number;
  lessonsStarted: number;
  serverErrors: number;
  unexpected: number;
  transportErrors: number;
  withinLimit: boolean;
  kinds: Record<string, KindFigures>;
  database: ReturnType<typeof databaseRates>;
  /** Cores each part of the setup used, and its CPU milliseconds per request (server processes, PostgreSQL…). */
  cpu: ReturnType<typeof cpuOver>;
  failures: FailureSample[];
}

interface Load {
  pool: Pool;
  teachers: TeacherPool;
  total: Recorder;
  ledger: Ledger;
  settings: LessonSettings;
}

/**
 * Runs `count` virtual teachers: unmeasured for `rampSeconds`, measured for `seconds` (when `measure`), then asks
 * them to stop and waits until each has logged out.
 */
async function runTeachers(
  load: Load,
  count: number,
  rampSeconds: number,
  seconds: number,
  seed: number,
  onWindow?: (phase: 'start' | 'end') => Promise<void>,
): Promise<Recorder> {
  const stage = new Recorder();
  let stop = false;
  const teachers = Array.from({ length: count }, (_, i) =>
    virtualTeacher(
      load.pool,
      load.teachers,
      [stage, load.total],
      load.ledger,
      load.settings,
      seededRandom(seed * 1000 + i),
      () => stop,
    ),
  );
  await sleep(rampSeconds * 1000);
  await onWindow?.('start');
  stage.measuring = true;
  await sleep(seconds * 1000);
  stage.measuring = false;
  await onWindow?.('end');
  stop = true;
  await Promise.all(teachers);
  return stage;
}

async function runStage(
  load: Load,
  stats: pg.Client,
  serverPids: readonly number[],
  count: number,
  index: number,
): Promise<Stage> {
  let before: DatabaseFigures | undefined;
  let after: DatabaseFigures | undefined;
  let cpuBefore: CpuReading | undefined;
  let cpuAfter: CpuReading | undefined;
  let started = 0;
  let seconds = STAGE_SECONDS;
  const recorder = await runTeachers(load, count, RAMP_SECONDS, STAGE_SECONDS, index + 1, async (phase) => {
    if (phase === 'start') {
      before = await databaseFigures(stats);
      cpuBefore = readCpu(serverPids);
      started = performance.now();
    } else {
      cpuAfter = readCpu(serverPids);
      seconds = (performance.now() - started) / 1000;
      // Backends flush their counters about once a second.
      await sleep(1100);
      after = await databaseFigures(stats);
    }
  });
  const times = percentilesOf(recorder.allTimes(KNEE_EXCLUDES));
  const requests = recorder.total('count');
  return {
    teachers: count,
    withLogins: percentilesOf(recorder.allTimes()),
    logins: percentilesOf(recorder.kinds.get('login')?.times ?? []),
    seconds: round(seconds),
    requests,
    reqPerSec: round(requests / seconds),
    lessonsStarted: recorder.kinds.get('login')?.count ?? 0,
    ...times,
    serverErrors: recorder.total('serverErrors'),
    unexpected: recorder.total('unexpected'),
    transportErrors: recorder.total('transportErrors'),
    withinLimit: times.p99Ms !== null && times.p99Ms <= P99_LIMIT_MS,
    kinds: kindFigures(recorder, seconds),
    database: databaseRates(before!, after!, seconds + 1.1),
    cpu: cpuOver(cpuBefore!, cpuAfter!, seconds, requests),
    failures: recorder.failures,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Memory

interface ServerMemory {
  name: string;
  pid: number;
  baselineMb: number;
  afterMb: number;
  peakMb: number;
  growth: number;
  /** Readings every 5 s while waiting longer for memory to come back (only when it had not after the settle). */
  extraReadingsMb: number[];
  pass: boolean;
}

/** Reads each server's memory after the settle; one that has not come back gets up to 30 s more, read every 5 s. */
async function memoryAfterRun(cluster: Cluster, baseline: Map<number, number>): Promise<ServerMemory[]> {
  await sleep(SETTLE_SECONDS * 1000);
  const results: ServerMemory[] = cluster.servers.map((server) => {
    const { rssMb, peakMb } = residentMemory(server.pid);
    const baselineMb = baseline.get(server.pid)!;
    const growth = round(rssMb / baselineMb - 1, 3);
    return {
      name: server.name,
      pid: server.pid,
      baselineMb,
      afterMb: rssMb,
      peakMb,
      growth,
      extraReadingsMb: [],
      pass: growth <= MEMORY_MAX_GROWTH,
    };
  });
  for (let waited = 0; waited < 30 && results.some((r) => !r.pass); waited += 5) {
    await sleep(5000);
    for (const result of results.filter((r) => !r.pass)) {
      const { rssMb } = residentMemory(result.pid);
      result.extraReadingsMb.push(rssMb);
      result.afterMb = rssMb;
      result.growth = round(rssMb / result.baselineMb - 1, 3);
      result.pass = result.growth <= MEMORY_MAX_GROWTH;
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// Output

function pad(value: unknown, width: number): string {
  const text = value === null || value === undefined ? '–' : String(value);
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

function printStages(stages: Stage[]): void {
  console.log(
    `\n${pad('teachers', 8)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} ` +
      `${pad('max ms', 7)} ${pad('p99 all', 7)} ${pad('login p50', 9)} ${pad('login p99', 9)} ${pad('5xx', 4)} ` +
      `${pad('other', 5)} ${pad('commits/s', 9)}  p99 ≤ ${P99_LIMIT_MS} ms`,
  );
  for (const s of stages) {
    console.log(
      `${pad(s.teachers, 8)} ${pad(s.reqPerSec, 7)} ${pad(s.p50Ms, 7)} ${pad(s.p95Ms, 7)} ${pad(s.p99Ms, 7)} ` +
        `${pad(s.maxMs, 7)} ${pad(s.withLogins.p99Ms, 7)} ${pad(s.logins.p50Ms, 9)} ${pad(s.logins.p99Ms, 9)} ` +
        `${pad(s.serverErrors, 4)} ${pad(s.unexpected + s.transportErrors, 5)} ` +
        `${pad(s.database.xactCommitPerSec, 9)}  ${s.withinLimit ? 'yes' : 'NO'}`,
    );
  }
  console.log('(p50–max: every request but logins; p99 all: with them)');
  console.log(
    `\n${pad('teachers', 8)}  cores used: ${pad('servers', 7)} ${pad('postgres', 8)} ${pad('nginx', 5)} ${pad('redis', 5)} ` +
      `${pad('bench', 5)}   CPU ms a request: ${pad('servers', 7)} ${pad('postgres', 8)} ${pad('nginx', 5)}`,
  );
  for (const s of stages) {
    const { cores, msPerRequest: ms } = s.cpu;
    console.log(
      `${pad(s.teachers, 8)}              ${pad(cores.servers, 7)} ${pad(cores.postgres, 8)} ${pad(cores.nginx, 5)} ` +
        `${pad(cores.redis, 5)} ${pad(cores.bench, 5)}                     ${pad(ms.servers, 7)} ${pad(ms.postgres, 8)} ` +
        `${pad(ms.nginx, 5)}`,
    );
  }
  console.log('(bench: the load driver with the S3 and SMTP stand-ins, in this process)');
}

function printKinds(title: string, kinds: Record<string, KindFigures>): void {
  console.log(`\n${title}`);
  console.log(
    `${pad('kind', 9)} ${pad('count', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} ${pad('5xx', 4)} ` +
      `${pad('bytes', 7)}`,
  );
  for (const [kind, k] of Object.entries(kinds)) {
    console.log(
      `${pad(kind, 9)} ${pad(k.count, 7)} ${pad(k.p50Ms, 7)} ${pad(k.p95Ms, 7)} ${pad(k.p99Ms, 7)} ${pad(k.serverErrors, 4)} ` +
        `${pad(k.meanBytes, 7)}`,
    );
  }
  console.log('(bytes: the mean body of an answer, uncompressed as the servers send it)');
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  if (STAGES.length === 0) throw new Error('BENCH_LOAD_STAGES names no stage');
  if (Math.max(...STAGES) > TEACHERS) throw new Error('BENCH_LOAD_TEACHERS must be at least the largest stage');
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(totalmem() / 1048576),
    loadAverageAtStart: loadavg().map((n) => round(n, 2)),
  };
  console.log(
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryMb} MiB; load ${machine.loadAverageAtStart.join(' ')}`,
  );
  console.log('starting nginx, two servers, PostgreSQL database, Redis and S3 (the first start seeds the library)…');
  const started = performance.now();
  const cluster = await startCluster({ servers: 2, proxy: true, redis: true, s3: true, smtp: true, stripe: false });
  const scratch = await mkdtemp(join(tmpdir(), 'playwords-load-'));
  const stats = new pg.Client({ connectionString: cluster.databaseUrl });
  let pool: Pool | undefined;
  const stopAll = async () => {
    await pool?.close().catch(() => undefined);
    await stats.end().catch(() => undefined);
    await cluster.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping the cluster…`);
      setTimeout(() => process.exit(130), 30_000).unref();
      void stopAll().finally(() => process.exit(130));
    });
  }
  try {
    await stats.connect();
    console.log(
      `cluster up in ${round((performance.now() - started) / 1000)} s: ${cluster.url} → ` +
        cluster.servers.map((s) => `${s.name} (pid ${s.pid})`).join(', '),
    );

    const setupStarted = performance.now();
    const teachers = await createTeachers(cluster.db, TEACHERS, new Date());
    const setupSeconds = round((performance.now() - setupStarted) / 1000);
    console.log(`${TEACHERS} Pro teachers with 2 lists each (one public) in ${setupSeconds} s`);

    pool = new Pool(cluster.url, {
      connections: Math.max(...STAGES) * 2,
      keepAliveTimeout: 30_000,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const load: Load = {
      pool,
      teachers: new TeacherPool(teachers),
      total: new Recorder(true),
      ledger: new Ledger(),
      settings: {
        loops: LOOPS,
        uploadEvery: 20,
        uploadsPerTeacher: 40,
        png: await smallPng(),
        searchTerms: SEARCH_TERMS,
      },
    };

    const warmupTeachers = Math.min(8, TEACHERS);
    console.log(`warm-up: ${warmupTeachers} teachers for ${WARMUP_SECONDS} s, then ${SETTLE_SECONDS} s idle`);
    await runTeachers(load, warmupTeachers, WARMUP_SECONDS, 0, 0);
    await sleep(SETTLE_SECONDS * 1000);
    const baseline = new Map(cluster.servers.map((s) => [s.pid, residentMemory(s.pid).rssMb]));
    console.log(
      `memory after the warm-up: ${cluster.servers.map((s) => `${s.name} ${baseline.get(s.pid)} MiB`).join(', ')}`,
    );

    const stages: Stage[] = [];
    for (const [index, count] of STAGES.entries()) {
      const stage = await runStage(
        load,
        stats,
        cluster.servers.map((server) => server.pid),
        count,
        index,
      );
      stages.push(stage);
      console.log(
        `  ${count} teachers: ${stage.reqPerSec} req/s, p50 ${stage.p50Ms} ms, p95 ${stage.p95Ms} ms, ` +
          `p99 ${stage.p99Ms} ms (login p99 ${stage.logins.p99Ms} ms), ${stage.serverErrors} 5xx, ${stage.unexpected + stage.transportErrors} other failures`,
      );
      if (!stage.withinLimit) break;
    }
    const knee = [...stages].reverse().find((s) => s.withinLimit) ?? null;

    console.log(`\nrun over; ${SETTLE_SECONDS} s idle, then memory and every acknowledged write`);
    const memory = await memoryAfterRun(cluster, baseline);
    // The servers' own storage, read as they would read it: the S3 bucket of the cluster's environment.
    const storage = createStorage(loadConfig({ ...cluster.env, DATA_DIR: scratch }));
    const lost: LostWrites = await findLostWrites(
      cluster.db,
      load.ledger,
      async (key) => (await storage.get(key)) !== null,
    );

    const totalSeconds = WARMUP_SECONDS + stages.reduce((n, s) => n + s.seconds + RAMP_SECONDS, 0);
    const totals = kindFigures(load.total, totalSeconds);
    const serverErrors = load.total.total('serverErrors');
    const otherFailures = load.total.total('unexpected') + load.total.total('transportErrors');

    printStages(stages);
    if (knee) printKinds(`per kind at the knee (${knee.teachers} teachers)`, knee.kinds);
    printKinds('per kind, whole run (warm-up and ramps included)', totals);
    console.log(
      `\nthe knee: ${
        knee
          ? `${knee.reqPerSec} req/s at ${knee.teachers} teachers (p99 ${knee.p99Ms} ms), ` +
            `${knee.database.xactCommitPerSec} commits/s`
          : `none: p99 was above ${P99_LIMIT_MS} ms from the first stage`
      }`,
    );
    console.log(`5xx: ${serverErrors}; other failures (unexpected status, no answer): ${otherFailures}`);
    for (const f of load.total.failures.slice(0, 5)) {
      console.log(`  ${f.kind}: ${f.status} ${f.body.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    console.log(
      `lost writes: ${lost.lost.length} (of ${lost.listsChecked} lists saved ${load.ledger.saves} times and ` +
        `${lost.uploadsChecked} uploads; ${lost.listsUncertain} lists with an unanswered last save not checked)`,
    );
    for (const l of lost.lost.slice(0, 10)) console.log(`  ${l.what} ${l.id}: ${l.why}`);
    for (const m of memory) {
      console.log(
        `memory ${m.name}: ${m.baselineMb} → ${m.afterMb} MiB (${m.growth >= 0 ? '+' : ''}${round(m.growth * 100)}%, ` +
          `peak ${m.peakMb} MiB) ${m.pass ? 'PASS' : 'FAIL'}` +
          (m.extraReadingsMb.length ? `; readings every 5 s after the settle: ${m.extraReadingsMb.join(', ')}` : ''),
      );
    }

    mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
    const results = {
      date: new Date().toISOString(),
      machine: { ...machine, loadAverageAtEnd: loadavg().map((n) => round(n, 2)) },
      settings: {
        stages: STAGES,
        stageSeconds: STAGE_SECONDS,
        rampSeconds: RAMP_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        teachers: TEACHERS,
        loopsPerLesson: LOOPS,
        p99LimitMs: P99_LIMIT_MS,
        servers: cluster.servers.length,
      },
      setupSeconds,
      stages,
      knee: knee
        ? { teachers: knee.teachers, reqPerSec: knee.reqPerSec, p99Ms: knee.p99Ms, database: knee.database }
        : null,
      memory,
      totals,
      serverErrors,
      otherFailures,
      failures: load.total.failures,
      writes: { saves: load.ledger.saves, uploads: load.ledger.uploads.length, ...lost },
    };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS_FILE}`);

    const failed = serverErrors > 0 || otherFailures > 0 || lost.lost.length > 0 || memory.some((m) => !m.pass);
    return failed ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
