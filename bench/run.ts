// `npm run bench`: HTTP throughput and latency of the built server against a bare Fastify route, on the
// embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL. Budgets come from
// ../shared/design/performance.md. They are reported, never enforced: the machines are shared and noisy, so
// the figures that matter are ratios measured side by side in one run.
//
// Word lists (bench/wordlists.ts): each database gets 100 000 public lists before its server starts; public
// search is measured in-process (the service function on the real database) and over HTTP, and the own-list
// page at 10 connections.
//
// Image uploads (bench/images.ts): a 3 MiB photo through the create route in-process, against a plain sharp loop
// in the same run, and memory after an upload storm (BENCH_UPLOAD_ROUNDS, BENCH_UPLOAD_STORM).
//
// Settings: BENCH_SECONDS (measured seconds per target, default 10), BENCH_RATIO_ROUNDS (alternating rounds of the
// bare route and the API route with no database work, BENCH_SECONDS / 2 each, default 8), BENCH_SEARCH_ROUNDS
// (rounds of the in-process search queries, default 5), DATABASE_URL (a PostgreSQL server on which the bench may create and
// drop a `bench_<random>` database).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseTargetFor } from '../server/src/db/client';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import type { UploadReport } from './images';
import { findFreePort, median, percentile } from './support';
import {
  measureSearchInProcess,
  PUBLIC_LISTS,
  searchQueries,
  seedWordlists,
  withDatabase,
  type LatencyReport,
} from './wordlists';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'server/dist/server.js');
const UPLOADS_ENTRY = join(ROOT, 'bench/uploads.ts');
const CLI_ENTRY = join(ROOT, 'server/dist/cli.js');
const BARE_ENTRY = join(ROOT, 'bench/bare-server.mjs');
const ASSETS_DIR = join(ROOT, 'web/dist/assets');
const RESULTS_DIR = join(ROOT, 'bench/results');

const HOST = '127.0.0.1';
const CONNECTIONS = 10;
const SECONDS = readSeconds(process.env.BENCH_SECONDS, 10);
const SEARCH_ROUNDS = Math.max(1, Math.round(readSeconds(process.env.BENCH_SEARCH_ROUNDS, 5)));
// The route with no database work is compared with the bare route in alternating short rounds: on a shared machine
// the throughput of both drifts by a third within a minute, so only ratios of neighbouring rounds compare.
const RATIO_ROUNDS = Math.max(3, Math.round(readSeconds(process.env.BENCH_RATIO_ROUNDS, 8)));
// Long enough for the JIT and the connection pools to settle, short next to the measured run.
const WARMUP_SECONDS = Math.min(3, Math.max(1, Math.round(SECONDS / 4)));
const STARTUP_TIMEOUT_MS = 60_000;

const USER = { username: 'bench_user', password: 'Bench-Marks-2026', email: 'bench@example.com' };

/** Budgets of performance.md that this bench measures. */
const BUDGET = {
  apiVsBareMinRatio: 0.8,
  meP99MaxMs: 25,
  wordlistsP99MaxMs: 25,
  searchInProcessP95MaxMs: 10,
  searchHttpP95MaxMs: 30,
  uploadP95MaxMs: 150,
  uploadVsSharpMinRatio: 0.8,
  memoryAfterUploadsMaxGrowth: 0.2,
};

type DatabaseKind = 'pglite' | 'postgres';
type Status = 'PASS' | 'FAIL' | 'info' | 'INVALID' | 'SKIPPED' | '';

interface Row {
  target: string;
  path: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  non2xx: number | null;
  errors: number | null;
  ratioToBare: number | null;
  /** The ratio of each round (bare and API measured one after the other), when measured in rounds. */
  roundRatios?: number[];
  budget: string | null;
  status: Status;
  note?: string;
}

interface Variant {
  database: DatabaseKind;
  /** The table's title when it is not a database's (the upload bench). */
  label?: string;
  rows: Row[];
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** POST bodies sent in turn (JSON), instead of GETs. */
  bodies?: string[];
  connections?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release it, so a crash or Ctrl-C still stops the child processes
// and drops the temporary database.

const cleanups: Array<() => Promise<void>> = [];
const running = new Set<ChildProcess>();

function defer(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Runs the registered cleanups, newest first; one failing does not stop the others. */
async function runCleanups(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${describe(error)}`);
    }
  }
}

// A Ctrl-C usually arrives twice (from the terminal and relayed by tsx); later ones must not cut the cleanup
// short, so they are ignored, and a timer makes sure the bench still ends.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and removing the temporary data…`);
    setTimeout(() => process.exit(130), 20_000).unref();
    void runCleanups().finally(() => process.exit(130));
  });
}
// Last resort if the process exits some other way: never leave a server holding a port or a data dir.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

// ---------------------------------------------------------------------------------------------------------
// Child processes

interface Child {
  name: string;
  process: ChildProcess;
  /** The last few kilobytes of its stdout and stderr, for error messages. */
  output(): string;
  exited: Promise<number | null>;
}

/** `echo` also passes the child's output on to this terminal (a long run's progress). */
function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, echo = false): Child {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.once('error', (error) => {
      tail += `\n${describe(error)}`;
      running.delete(child);
      resolve(null);
    });
  });
  return { name, process: child, output: () => tail.trim(), exited };
}

/** Asks the child to shut down gracefully, then kills it if it has not exited within a few seconds. */
async function stopChild(child: Child): Promise<void> {
  if (!running.has(child.process)) return;
  child.process.kill('SIGTERM');
  const timedOut = await Promise.race([child.exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

/** Runs a command to completion (the admin CLI); throws with its output when it fails. */
async function runToCompletion(name: string, args: string[], env: NodeJS.ProcessEnv, echo = false): Promise<void> {
  const child = startChild(name, args, env, echo);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.output()}`);
}

/** Starts a server as a child process and waits until it answers HTTP on the given URL. */
async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, probeUrl: string): Promise<Child> {
  const child = startChild(name, args, env);
  defer(() => stopChild(child));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running.has(child.process)) throw new Error(`${name} exited during start-up:\n${child.output()}`);
    try {
      // Any answer at all means it is listening; the routes are checked by the measurements themselves.
      await fetch(probeUrl, { signal: AbortSignal.timeout(1000) });
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${name} did not answer ${probeUrl} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${child.output()}`);
}

/**
 * The environment of the server and the CLI: this process's environment without the app's own settings (a
 * developer's DATABASE_URL or PUBLIC_URL must not leak into the PGlite run), plus the given ones.
 */
function appEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of [
    'PORT',
    'HOST',
    'DATA_DIR',
    'DATABASE_URL',
    'PUBLIC_URL',
    'WEB_DIST_DIR',
    'LOG_LEVEL',
    'TRUST_PROXY',
  ]) {
    delete env[key];
  }
  return { ...env, LOG_LEVEL: 'warn', HOST, ...settings };
}

// ---------------------------------------------------------------------------------------------------------
// Databases

interface DatabaseSetup {
  kind: DatabaseKind;
  /** DATA_DIR and, for PostgreSQL, DATABASE_URL. */
  settings: Record<string, string>;
}

async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'playwords-bench-'));
  defer(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh embedded database: an empty DATA_DIR, removed afterwards. */
async function preparePglite(): Promise<DatabaseSetup> {
  return { kind: 'pglite', settings: { DATA_DIR: await makeTempDir() } };
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped afterwards. */
async function preparePostgres(serverUrl: string): Promise<DatabaseSetup> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await runSql(serverUrl, `create database "${name}"`);
  // `with (force)` ends connections a killed server may have left behind (PostgreSQL 13+).
  defer(() => runSql(serverUrl, `drop database if exists "${name}" with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Uploads still go under DATA_DIR, so it gets a fresh folder too.
  return { kind: 'postgres', settings: { DATA_DIR: await makeTempDir(), DATABASE_URL: url.toString() } };
}

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP helpers

/** name → value of the response's Set-Cookie headers. */
function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

/** Logs the bench user in the way the web app does; returns the Cookie headers of the browser and session. */
async function logIn(base: string): Promise<{ csrf: string; session: string; token: string }> {
  const csrf = await fetch(`${base}/api/users/get_csrf/`);
  const token = csrf.headers.get('x-csrftoken');
  const csrfCookie = cookiesOf(csrf).csrftoken;
  if (!csrf.ok || !token || !csrfCookie) throw new Error(`get_csrf answered ${csrf.status} without a token`);

  const login = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${csrfCookie}` },
    body: JSON.stringify({ username: USER.username, password: USER.password, remember: true }),
  });
  const cookies = cookiesOf(login);
  if (!login.ok || !cookies.sessionid || !cookies.csrftoken) {
    throw new Error(`login answered ${login.status}: ${await login.text()}`);
  }
  const loginToken = login.headers.get('x-csrftoken');
  if (!loginToken) throw new Error('login answered without a CSRF token');
  return { csrf: `csrftoken=${cookies.csrftoken}`, session: `sessionid=${cookies.sessionid}`, token: loginToken };
}

/** Fails early, with the answer, when a target does not answer 200: its figures would be meaningless. */
async function checkAnswers(target: Target): Promise<void> {
  const response = await fetch(
    target.url,
    target.bodies
      ? { method: 'POST', headers: target.headers ?? {}, body: target.bodies[0] ?? '' }
      : { headers: target.headers ?? {} },
  );
  const body = await response.arrayBuffer();
  if (response.status !== 200) {
    const text = Buffer.from(body).toString('utf8').slice(0, 300);
    throw new Error(`${target.name} (${target.url}) answered ${response.status}: ${text}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/** The largest JavaScript file of the web build, or why there is none. */
function findLargestAsset(): { file: string } | { missing: string } {
  if (!existsSync(ASSETS_DIR)) return { missing: 'web/dist/assets is missing (the web app is not built)' };
  const scripts = readdirSync(ASSETS_DIR)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, size: statSync(join(ASSETS_DIR, f)).size }))
    .sort((a, b) => b.size - a.size);
  const largest = scripts[0];
  return largest ? { file: largest.file } : { missing: 'web/dist/assets has no .js file' };
}

/**
 * Two targets measured in alternating rounds of SECONDS / 2 each (after one warm-up of each): each row has the
 * median of its rounds, and the second the median of the per-round ratios of its throughput to the first's.
 */
async function measureAlternating(base: Target, other: Target): Promise<Row[]> {
  const seconds = Math.max(1, Math.round(SECONDS / 2));
  for (const target of [base, other]) await measure(target, WARMUP_SECONDS, 0);
  const rounds: Array<[Row, Row]> = [];
  for (let i = 0; i < RATIO_ROUNDS; i++) {
    rounds.push([await measure(base, seconds, 0), await measure(other, seconds, 0)]);
  }
  const combine = (index: 0 | 1): Row => {
    const all = rounds.map((r) => r[index]);
    const med = (pick: (row: Row) => number | null) =>
      round(median(all.map(pick).filter((v): v is number => v !== null)), 3);
    return {
      ...all[0]!,
      reqPerSec: round(
        med((r) => r.reqPerSec),
        0,
      ),
      p50Ms: med((r) => r.p50Ms),
      p95Ms: med((r) => r.p95Ms),
      p99Ms: med((r) => r.p99Ms),
      non2xx: all.reduce((n, r) => n + (r.non2xx ?? 0), 0),
      errors: all.reduce((n, r) => n + (r.errors ?? 0), 0),
    };
  };
  const ratios = rounds.map(([b, o]) => round((o.reqPerSec ?? 0) / (b.reqPerSec || 1), 3));
  return [combine(0), { ...combine(1), roundRatios: ratios, note: `per-round ratios ${ratios.join(' ')}` }];
}

/** Runs autocannon on a target; latency percentiles come from every response's own time. */
async function measure(target: Target, seconds = SECONDS, warmupSeconds = WARMUP_SECONDS): Promise<Row> {
  const url = new URL(target.url);
  const options = {
    url: target.url,
    connections: target.connections ?? CONNECTIONS,
    headers: target.headers ?? {},
    ...(target.bodies
      ? { requests: target.bodies.map((body) => ({ method: 'POST', path: url.pathname + url.search, body })) }
      : {}),
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const times: number[] = [];
  const run = autocannon({ ...options, duration: seconds });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length === 0 ? null : round(percentile(times, p), 2));
  return {
    target: target.name,
    path: url.pathname,
    reqPerSec: round(result.requests.average, 0),
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ratioToBare: null,
    budget: null,
    status: '',
  };
}

/** The in-process search figures as a row of the table. */
function inProcessRow(report: LatencyReport, seedSeconds: number): Row {
  return {
    target: 'search, in-process',
    path: 'searchWordlists()',
    reqPerSec: null,
    p50Ms: report.p50Ms,
    p95Ms: report.p95Ms,
    p99Ms: report.p99Ms,
    non2xx: null,
    errors: null,
    ratioToBare: null,
    budget: null,
    status: '',
    note:
      `${report.samples} searches of ${searchQueries().length} queries; matches per query ` +
      `${report.matches.min}–${report.matches.max} (median ${report.matches.median}); slowest ${report.maxMs} ms; ` +
      `${PUBLIC_LISTS} public lists seeded in ${seedSeconds.toFixed(1)} s`,
  };
}

/** Adds the budget, ratio and verdict of each row; a row with failed requests is marked INVALID. */
function judge(rows: Row[], database: DatabaseKind): void {
  const bare = rows.find((r) => r.target === 'bare Fastify');
  for (const row of rows) {
    if (row.target === 'search, in-process') {
      row.budget = `p95 ≤ ${BUDGET.searchInProcessP95MaxMs} ms on PGlite`;
      // The budget is for the embedded database; on PostgreSQL the figure is shown for comparison only.
      if (database === 'pglite') {
        row.status = (row.p95Ms ?? Infinity) <= BUDGET.searchInProcessP95MaxMs ? 'PASS' : 'FAIL';
      } else row.status = 'info';
    }
    if (row.reqPerSec === null) continue;
    if (row.target === 'API, no DB work' && bare?.reqPerSec) {
      row.ratioToBare = row.roundRatios ? round(median(row.roundRatios), 3) : round(row.reqPerSec / bare.reqPerSec, 2);
      row.budget = `≥ ${BUDGET.apiVsBareMinRatio * 100}% of bare`;
      row.status = row.ratioToBare >= BUDGET.apiVsBareMinRatio ? 'PASS' : 'FAIL';
    }
    if (row.target === 'me, signed in') {
      row.budget = `p99 ≤ ${BUDGET.meP99MaxMs} ms on PostgreSQL`;
      // The budget is for PostgreSQL; on the embedded database the figure is shown for comparison only.
      if (database === 'postgres') row.status = (row.p99Ms ?? Infinity) <= BUDGET.meP99MaxMs ? 'PASS' : 'FAIL';
      else row.status = 'info';
    }
    if (row.target === 'own wordlists') {
      row.budget = `p99 ≤ ${BUDGET.wordlistsP99MaxMs} ms on PostgreSQL`;
      if (database === 'postgres') row.status = (row.p99Ms ?? Infinity) <= BUDGET.wordlistsP99MaxMs ? 'PASS' : 'FAIL';
      else row.status = 'info';
    }
    if (row.target === 'search, HTTP') {
      row.budget = `p95 ≤ ${BUDGET.searchHttpP95MaxMs} ms`;
      row.status = (row.p95Ms ?? Infinity) <= BUDGET.searchHttpP95MaxMs ? 'PASS' : 'FAIL';
    }
    if (row.target === `search, HTTP ×${CONNECTIONS}`) row.status = 'info';
    if ((row.non2xx ?? 0) > 0 || (row.errors ?? 0) > 0) {
      row.status = 'INVALID';
      row.note = `${row.non2xx} non-2xx answers and ${row.errors} errors/timeouts: figures not comparable`;
    }
  }
}

function skippedRow(target: string, note: string): Row {
  return {
    target,
    path: '',
    reqPerSec: null,
    p50Ms: null,
    p95Ms: null,
    p99Ms: null,
    non2xx: null,
    errors: null,
    ratioToBare: null,
    budget: null,
    status: 'SKIPPED',
    note,
  };
}

/** One full round on one database: its own server and user, the bare route measured in the same round. */
async function benchDatabase(setup: DatabaseSetup, bareUrl: string): Promise<Variant> {
  console.log(`\n== ${setup.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ==`);
  const port = await findFreePort(HOST);
  const env = appEnv({ ...setup.settings, PORT: String(port) });
  // PGlite lets one process at a time open a data dir, so the user is created before the server starts.
  await runToCompletion(
    'admin CLI',
    [
      CLI_ENTRY,
      'create-user',
      '--username',
      USER.username,
      '--password',
      USER.password,
      '--email',
      USER.email,
      '--verified',
    ],
    env,
  );
  // The word lists go in before the server opens the database (PGlite: one process at a time).
  const target = databaseTargetFor({
    databaseUrl: setup.settings.DATABASE_URL,
    dataDir: setup.settings.DATA_DIR ?? '',
  });
  console.log(`  seeding word lists…`);
  const seeded = await withDatabase(target, (database) => seedWordlists(database, USER.username));
  console.log(`  ${seeded.publicLists} public and ${seeded.ownLists} own lists in ${seeded.seconds.toFixed(1)} s`);
  const base = `http://${HOST}:${port}`;
  const server = await startServer(
    'PlayWords server',
    [...SERVER_NODE_FLAGS, SERVER_ENTRY],
    env,
    `${base}/api/users/get_csrf/`,
  );
  const browser = await logIn(base);

  // A browser that already holds its CSRF cookie, as every page after the first does: no database work.
  const bare: Target = { name: 'bare Fastify', url: bareUrl };
  const noDb: Target = {
    name: 'API, no DB work',
    url: `${base}/api/users/get_csrf/`,
    headers: { cookie: browser.csrf },
  };
  const rows: Row[] = [];
  for (const target of [bare, noDb]) await checkAnswers(target);
  console.log(`  measuring bare Fastify and the API with no DB work in ${RATIO_ROUNDS} alternating rounds…`);
  rows.push(...(await measureAlternating(bare, noDb)));
  const targets: Target[] = [
    { name: 'me, signed in', url: `${base}/api/users/me/`, headers: { cookie: browser.session } },
    { name: 'own wordlists', url: `${base}/api/wordlists/`, headers: { cookie: browser.session } },
    ...[1, CONNECTIONS].map((connections) => ({
      name: connections === 1 ? 'search, HTTP' : `search, HTTP ×${connections}`,
      url: `${base}/api/wordlists/search/?limit=50`,
      headers: {
        cookie: `${browser.session}; ${browser.csrf}`,
        'x-csrftoken': browser.token,
        'content-type': 'application/json',
      },
      bodies: searchQueries().map((query) => JSON.stringify({ query, public: true })),
      connections,
    })),
  ];
  for (const target of targets) {
    await checkAnswers(target);
    console.log(`  measuring ${target.name} (${WARMUP_SECONDS} s warm-up + ${SECONDS} s)…`);
    rows.push(await measure(target));
  }
  rows.push(await measureStaticAsset(base));
  await stopChild(server);
  // In-process search once the server is gone: the same service function on the same data, without HTTP.
  console.log(`  searching in-process (${SEARCH_ROUNDS} rounds of ${searchQueries().length} queries)…`);
  const inProcess = await withDatabase(target, (database) =>
    measureSearchInProcess(database, USER.username, SEARCH_ROUNDS),
  );
  rows.push(inProcessRow(inProcess, seeded.seconds));
  judge(rows, setup.kind);
  return { database: setup.kind, rows };
}

/** The static-asset row; skipped with a note (never a crash) while the web app does not build. */
async function measureStaticAsset(base: string): Promise<Row> {
  const name = 'static asset';
  const asset = findLargestAsset();
  if ('missing' in asset) return skippedRow(name, `${asset.missing}; run \`npm run build -w @playwords/web\``);
  const target = { name, url: `${base}/assets/${asset.file}` };
  try {
    await checkAnswers(target);
  } catch (error) {
    return skippedRow(name, describe(error));
  }
  console.log(`  measuring ${name} ${asset.file} (${WARMUP_SECONDS} s warm-up + ${SECONDS} s)…`);
  return measure(target);
}

/** The image-upload rows (bench/images.ts): the route against plain sharp, and memory after the storm. */
function uploadRows(report: UploadReport): Row[] {
  const base = { reqPerSec: null, p99Ms: null, non2xx: report.errors, errors: null, ratioToBare: null };
  const growth = report.memory.afterRssMb / report.memory.baselineRssMb - 1;
  const rows: Row[] = [
    {
      ...base,
      target: 'upload 3 MiB photo',
      path: '/api/images/{type}/',
      p50Ms: report.upload.p50Ms,
      p95Ms: report.upload.p95Ms,
      ratioToBare: report.ratio,
      budget: `p95 ≤ ${BUDGET.uploadP95MaxMs} ms; ≥ ${BUDGET.uploadVsSharpMinRatio * 100}% of sharp`,
      status:
        report.upload.p95Ms <= BUDGET.uploadP95MaxMs && report.ratio >= BUDGET.uploadVsSharpMinRatio ? 'PASS' : 'FAIL',
      note:
        `${(report.photoBytes / 1048576).toFixed(2)} MiB noise JPEG, ${report.rounds} uploads one at a time via ` +
        `app.inject, interleaved with the plain loop; "vs bare" here is plain sharp p95 / upload p95`,
    },
    {
      ...base,
      non2xx: null,
      target: 'plain sharp loop',
      path: 'sharp()',
      p50Ms: report.plainSharp.p50Ms,
      p95Ms: report.plainSharp.p95Ms,
      budget: null,
      status: 'info',
    },
    {
      ...base,
      target: `memory after ${report.storm} uploads`,
      path: 'RSS / heap after GC',
      p50Ms: null,
      p95Ms: null,
      budget: `RSS within ${BUDGET.memoryAfterUploadsMaxGrowth * 100}% of idle`,
      status: growth <= BUDGET.memoryAfterUploadsMaxGrowth ? 'PASS' : 'FAIL',
      note:
        `RSS ${report.memory.baselineRssMb} → ${report.memory.afterRssMb} MB (${(growth * 100).toFixed(1)}%), ` +
        `heap ${report.memory.baselineHeapMb} → ${report.memory.afterHeapMb} MB (bench process, after GC)`,
    },
  ];
  if (report.errors > 0) {
    rows[0]!.status = 'INVALID';
    rows[2]!.status = 'INVALID';
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Reporting

function printTable(variant: Variant): void {
  const header = ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'vs bare', 'budget', 'result'];
  const lines = variant.rows.map((r) => [
    r.target,
    show(r.reqPerSec),
    show(r.p50Ms),
    show(r.p95Ms),
    show(r.p99Ms),
    show(r.non2xx),
    r.ratioToBare === null ? '' : `${Math.round(r.ratioToBare * 100)}%`,
    r.budget ?? '',
    r.status,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i >= 7 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${variant.label ?? (variant.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL')}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of variant.rows) if (row.note) console.log(`  note (${row.target}): ${row.note}`);
}

function writeResults(report: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  return file;
}

// ---------------------------------------------------------------------------------------------------------
// Small helpers

function readSeconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds > 0) return seconds;
  // Read at start-up, before anything needs cleaning up: a plain message is all the user needs.
  console.error(`BENCH_SECONDS must be a positive number of seconds, not "${value}"`);
  process.exit(2);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function show(value: number | null): string {
  return value === null ? '—' : String(value);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The upload bench in a child started with the server's Node options (bench/uploads.ts): its progress goes to this
 * terminal, its report comes back as a file.
 */
async function benchUploadsInServerProcess(): Promise<UploadReport> {
  const reportFile = join(await makeTempDir(), 'uploads.json');
  const args = [...SERVER_NODE_FLAGS, '--import', 'tsx', UPLOADS_ENTRY, reportFile];
  await runToCompletion('upload bench', args, process.env, true);
  return JSON.parse(readFileSync(reportFile, 'utf8')) as UploadReport;
}

async function main(): Promise<number> {
  for (const entry of [SERVER_ENTRY, CLI_ENTRY]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build -w @playwords/server\``);
  }
  const startedAt = new Date().toISOString();
  console.log(
    `PlayWords bench: ${CONNECTIONS} connections, ${SECONDS} s per target; node ${process.version}, ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const barePort = await findFreePort(HOST);
  const bareUrl = `http://${HOST}:${barePort}/bare`;
  await startServer('bare Fastify', [BARE_ENTRY], { ...process.env, PORT: String(barePort), HOST }, bareUrl);

  const variants: Variant[] = [];
  const errors: string[] = [];
  const databases: Array<() => Promise<DatabaseSetup>> = [preparePglite];
  const postgresUrl = process.env.DATABASE_URL?.trim();
  if (postgresUrl) databases.push(() => preparePostgres(postgresUrl));
  else console.log('DATABASE_URL is not set: PostgreSQL is skipped (its /me/ budget is not checked).');

  for (const prepare of databases) {
    // One database failing (say PostgreSQL is down) still reports the other.
    try {
      variants.push(await benchDatabase(await prepare(), bareUrl));
    } catch (error) {
      errors.push(describe(error));
      console.error(`\nBench failed: ${describe(error)}`);
    }
  }

  console.log('\n== Image uploads (in-process, embedded database) ==');
  try {
    const uploads = await benchUploadsInServerProcess();
    variants.push({ database: 'pglite', label: 'Image uploads (in-process)', rows: uploadRows(uploads) });
  } catch (error) {
    errors.push(describe(error));
    console.error(`\nUpload bench failed: ${describe(error)}`);
  }

  for (const variant of variants) printTable(variant);
  const file = writeResults({
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadavg: loadavg() },
    settings: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      searchRounds: SEARCH_ROUNDS,
      ratioRounds: RATIO_ROUNDS,
    },
    budgets: BUDGET,
    variants,
    errors,
  });
  console.log(`\nResults written to ${file.slice(ROOT.length)}`);
  console.log('Budgets are reported, not enforced: this machine is shared, so re-run before trusting a FAIL.');
  return errors.length > 0 ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error(`Bench failed: ${describe(error)}`);
    return 1;
  })
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  });
