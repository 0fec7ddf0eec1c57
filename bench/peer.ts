// `npm run bench:peer`: the product against a reference implementation of the same API (the usual Django REST
// framework way of writing it) on the same PostgreSQL and the same data, route by route. The peer is a folder
// given in BENCH_PEER_DIR with `setup.sh`, `manage.py seed`, `run.sh PORT` and `bench.sh URL`; its `bench.sh` speaks
// only HTTP, so the same script measures both servers.
//
// Steps: prepare the peer (its setup, then `seed`: 1000 teachers, 100 000 lists, a user `bench`), give a fresh
// product database the same teachers and lists (copied from the peer's tables) and the same user, start both
// servers, then run `bench.sh` against each in turn for BENCH_PEER_ROUNDS rounds (default 3) and compare the medians.
// `bench.sh` measures `/api/health/` as its route with no database work; the product has none, so both are
// measured on `GET /api/users/get_csrf/` (free of database work for a signed-out client on both).
//
// Settings: BENCH_PEER_DIR (required), DATABASE_URL (a PostgreSQL server; default postgres@127.0.0.1:5432),
// BENCH_PEER_ROUNDS (3), DURATION / WARMUP / CONNECTIONS (passed to bench.sh: 10 / 3 / 10).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { findFreePort, readCount } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench/results');
const HOST = '127.0.0.1';
const BUDGET_RATIO = 3;
const BENCH_USER = { username: 'bench', password: 'bench-password-123', email: 'bench@example.com' };
// The product's password rules refuse the peer's (too like the name), so its `bench` has one of its own.
const PRODUCT_PASSWORD = 'Purple-Kite-Ladder-71';

const peerDir = process.env.BENCH_PEER_DIR ? resolve(process.env.BENCH_PEER_DIR) : '';
const serverUrl = new URL(process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres');
const rounds = readCount(process.env.BENCH_PEER_ROUNDS, 3);

const cleanups: Array<() => Promise<void> | void> = [];

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a command to completion with its output shown; rejects when it fails. */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<string>((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise(out) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The product's environment for its server and command line on the bench database. */
function productEnv(database: string, dataDir: string, port: number): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['PUBLIC_URL', 'WEB_DIST_DIR', 'TRUST_PROXY', 'LOG_FORMAT']) delete env[key];
  // Warnings only, like the peer's logging.
  return {
    ...env,
    DATABASE_URL: databaseUrl(database),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    LOG_LEVEL: 'warn',
  };
}

/**
 * The peer's teachers, lists, favourites and selections into the product's tables (ids + 1000; the peer's `bench`
 * becomes the product's `bench`, its lists and favourites with it), then VACUUM ANALYZE as the peer's seed does.
 * Usernames get their look-alike skeleton from the server at start.
 */
const COPY_SCRIPT = `
set -euo pipefail
SRC="psql -X -v ON_ERROR_STOP=1 -q $PEER_DB"
DST="psql -X -v ON_ERROR_STOP=1 -q $PRODUCT_DB"
$DST -c "create unlogged table stage_users (peer_id int, username text, email text, display_name text,
  has_valid_email bool, always_save bool, date_joined timestamptz, selected int);
  create unlogged table stage_lists (peer_id int, peer_owner int, theme text, words text[], is_private bool, likes int,
  is_banned bool, has_been_published bool);
  create unlogged table stage_favs (peer_user int, peer_list int);"
$SRC -c "\\copy (select id, username, email, display_name, has_valid_email, always_save_wordlist_across_devices, date_joined, selected_wordlist_id from users_user order by id) to stdout" | $DST -c "\\copy stage_users from stdin"
$SRC -c "\\copy (select id, created_by_id, theme, words, is_private, likes, is_banned, has_been_published from wordlists_wordlist order by id) to stdout" | $DST -c "\\copy stage_lists from stdin"
$SRC -c "\\copy (select user_id, wordlist_id from users_user_favourite_wordlists order by id) to stdout" | $DST -c "\\copy stage_favs from stdin"
$DST <<'SQL'
begin;
create temp table umap as
  select s.peer_id, case when s.username = 'bench' then (select id from users where username_key = 'bench')
                         else s.peer_id + 1000 end as id
  from stage_users s;
insert into users (id, username, username_key, email, email_key, display_name, password_hash, has_valid_email,
                   always_save_wordlist_across_devices, date_joined)
  select s.peer_id + 1000, s.username, lower(s.username), s.email, lower(trim(s.email)), s.display_name, '!',
         s.has_valid_email, s.always_save, s.date_joined
  from stage_users s where s.username <> 'bench' order by s.peer_id;
update users u set display_name = s.display_name, always_save_wordlist_across_devices = s.always_save
  from stage_users s where s.username = 'bench' and u.username_key = 'bench';
select setval('users_id_seq', (select max(id) from users));
insert into wordlists (id, owner_id, theme, words, search_text, is_private, likes, is_banned, has_been_published,
                       created_at, updated_at)
  select l.peer_id + 1000, m.id, l.theme, l.words, lower(l.theme || E'\\n' || array_to_string(l.words, E'\\n')),
         l.is_private, l.likes, l.is_banned, l.has_been_published, now(), now()
  from stage_lists l join umap m on m.peer_id = l.peer_owner order by l.peer_id;
select setval('wordlists_id_seq', (select max(id) from wordlists));
insert into wordlist_favourites (user_id, wordlist_id, created_at)
  select m.id, f.peer_list + 1000, now() from stage_favs f join umap m on m.peer_id = f.peer_user;
delete from wordlist_selections where user_id in (select id from umap);
insert into wordlist_selections (user_id, wordlist_id, selected_at)
  select m.id, s.selected + 1000, now() from stage_users s join umap m on m.peer_id = s.peer_id
  where s.selected is not null;
commit;
drop table stage_users, stage_lists, stage_favs;
vacuum analyze;
SQL
`;

interface Server {
  stop(): Promise<void>;
}

/** Starts the built product server and waits until it answers. */
async function startProduct(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'server/dist/server.js')], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  const base = `http://${HOST}:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the product server exited during start-up');
    try {
      await fetch(`${base}/api/users/get_csrf/`, { signal: AbortSignal.timeout(1000) });
      return {
        async stop() {
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        },
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the product server did not answer within 60 s');
}

interface RouteResult {
  name: string;
  method: string;
  path: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<number> {
  if (!peerDir || !existsSync(join(peerDir, 'bench.sh'))) {
    console.error('Set BENCH_PEER_DIR to the folder of the reference implementation (with setup.sh and bench.sh).');
    return 2;
  }
  if (!existsSync(join(ROOT, 'server/dist/server.js'))) throw new Error('build the server first (npm run build)');
  console.log(`bench:peer: ${rounds} rounds; node ${process.version}, ${cpus().length} CPUs, load ${loadavg()[0]}`);
  const peerDb = 'drfpeer';
  const peerEnv = { ...process.env, DATABASE_URL: databaseUrl(peerDb), PYTHONDONTWRITEBYTECODE: '1' };

  console.log('\n== the peer: setup and seed ==');
  await run('bash', [join(peerDir, 'setup.sh')], { cwd: peerDir, env: peerEnv });
  await run('/usr/bin/python3', ['manage.py', 'seed'], { cwd: peerDir, env: peerEnv });

  console.log('\n== the product: a fresh database with the same data ==');
  const productDb = `bench_peer_${randomBytes(4).toString('hex')}`;
  await sql(serverUrl.toString(), `create database "${productDb}"`);
  cleanups.push(() => sql(serverUrl.toString(), `drop database if exists "${productDb}" with (force)`));
  const dataDir = mkdtempSync(join(tmpdir(), 'playwords-peer-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const productPort = await findFreePort(HOST);
  const env = productEnv(productDb, dataDir, productPort);
  await run(
    process.execPath,
    [
      join(ROOT, 'server/dist/cli.js'),
      'create-user',
      '--username',
      BENCH_USER.username,
      '--password',
      PRODUCT_PASSWORD,
      '--email',
      BENCH_USER.email,
      '--verified',
    ],
    { env },
  );
  await run('bash', ['-c', COPY_SCRIPT], {
    env: { ...process.env, PEER_DB: databaseUrl(peerDb), PRODUCT_DB: databaseUrl(productDb) },
  });

  console.log('\n== both servers ==');
  const product = await startProduct(env);
  cleanups.push(() => product.stop());
  const peerPort = await findFreePort(HOST);
  const peerPid = (await run('bash', [join(peerDir, 'run.sh'), String(peerPort)], { cwd: peerDir, env: peerEnv }))
    .trim()
    .split('\n')
    .pop()!;
  cleanups.push(() => run('bash', [join(peerDir, 'run.sh'), 'stop', peerPid], { cwd: peerDir, env: peerEnv }).then());

  // The peer's bench, with its route without database work pointed at get_csrf for both servers.
  const work = mkdtempSync(join(tmpdir(), 'playwords-peer-bench-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  copyFileSync(join(peerDir, 'bench-run.cjs'), join(work, 'bench-run.cjs'));
  const script = readFileSync(join(peerDir, 'bench.sh'), 'utf8').replaceAll('/api/health/', '/api/users/get_csrf/');
  writeFileSync(join(work, 'bench.sh'), script, { mode: 0o755 });

  const targets = [
    { name: 'product', url: `http://${HOST}:${productPort}`, password: PRODUCT_PASSWORD },
    { name: 'peer', url: `http://${HOST}:${peerPort}`, password: BENCH_USER.password },
  ];
  const results: Record<'product' | 'peer', RouteResult[][]> = { product: [], peer: [] };
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always meets a warmer or cooler machine.
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) {
      console.log(`\n== round ${round}: ${target.name} ==`);
      const out = join(work, `${target.name}-${round}.json`);
      await run('bash', [join(work, 'bench.sh'), target.url], {
        cwd: work,
        env: { ...process.env, OUT: out, BENCH_USER: BENCH_USER.username, BENCH_PASSWORD: target.password },
      });
      results[target.name as 'product' | 'peer'].push(
        (JSON.parse(readFileSync(out, 'utf8')) as { routes: RouteResult[] }).routes,
      );
    }
  }

  const names = results.product[0]!.map((r) => r.name);
  const rows = names.map((name) => {
    const of = (who: 'product' | 'peer') => results[who].map((round) => round.find((r) => r.name === name)!);
    const product = of('product');
    const peer = of('peer');
    const ratios = product.map((r, i) => r.rps / peer[i]!.rps);
    const ratio = median(ratios);
    return {
      route: `${product[0]!.method} ${product[0]!.path}`,
      peerRps: Math.round(median(peer.map((r) => r.rps))),
      productRps: Math.round(median(product.map((r) => r.rps))),
      productP99Ms: median(product.map((r) => r.p99_ms)),
      ratioPerRound: ratios.map((r) => Number(r.toFixed(2))),
      ratio: Number(ratio.toFixed(2)),
      failed: [...product, ...peer].some((r) => r.non_2xx > 0 || r.errors > 0),
      status: ratio >= BUDGET_RATIO ? 'PASS' : 'FAIL',
    };
  });

  console.log(`\nproduct / peer, medians of ${rounds} rounds (budget: ≥ ${BUDGET_RATIO}× on every route)`);
  console.log('route                              peer req/s  product req/s  product p99 ms  ratio  rounds');
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(34)} ${String(r.peerRps).padStart(10)}  ${String(r.productRps).padStart(13)}  ` +
        `${String(r.productP99Ms).padStart(14)}  ${`${r.ratio}×`.padStart(5)}  ${r.ratioPerRound.join(' ')}  ` +
        `${r.failed ? 'INVALID (failed requests)' : r.status}`,
    );
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `peer-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), rounds, load: loadavg(), rows, results }, null, 2),
  );
  console.log(`\nResults written to ${file.slice(ROOT.length)}`);
  return rows.every((r) => r.status === 'PASS' && !r.failed) ? 0 : 1;
}

async function cleanUp(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

main()
  .catch((error: unknown) => {
    console.error(`bench:peer failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
