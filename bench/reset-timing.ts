// Does `POST /api/get_token/` (reason `password`) take longer for a real account than for a name that does not
// exist? Alternating requests for the two, in-process through app.inject on a fresh database (PGlite in memory, or
// a new database on the PostgreSQL server `DATABASE_URL` names), each timed from the request to its answer; the
// outbox is delivered (logged: no SMTP server) between requests, untimed, as the sender would after the answer.
// Prints the medians, their difference and the difference of the 10th percentiles (less noisy on a busy machine).
//
// Settings: BENCH_RESET_PAIRS (timed pairs, default 400; 50 more warm up first).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { seedDatabase } from '../server/src/db/seed';
import { createAccount } from '../server/src/modules/users/service';
import { ManualClock } from '../server/src/platform/clock';
import { createTestDatabase } from '../server/src/test/database';
import { Browser } from '../server/src/test/harness';
import { percentile, readCount } from './support';

const REAL = { username: 'timing_teacher', password: 'Timing-Kangaroo-42', email: 'timing@school.example' };
const UNKNOWN = 'nobody_at_all';
const WARM_UP = 50;

async function main(): Promise<void> {
  const pairs = readCount(process.env.BENCH_RESET_PAIRS, 400);
  const dataDir = await mkdtemp(join(tmpdir(), 'playwords-reset-timing-'));
  const database = await createTestDatabase();
  const clock = new ManualClock();
  try {
    await seedDatabase(database.db, clock.now());
    await createAccount(database.db, { ...REAL, verified: true }, clock.now());
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SECRET_KEY: 'r'.repeat(40) });
    const app = await buildApp({ config, db: database.db, clock, logger: false, autoRunJobs: false });
    await app.ready();
    const browser = new Browser(app, '10.9.9.9');
    await browser.fetchCsrf();

    const timings = { real: [] as number[], unknown: [] as number[] };
    const ask = async (kind: 'real' | 'unknown', timed: boolean) => {
      // A new throttle window every time: the limits (5 an hour per name, 30 per address) stay out of the way.
      clock.advance(61 * 60 * 1000);
      const name = kind === 'real' ? REAL.username : UNKNOWN;
      const started = process.hrtime.bigint();
      const response = await browser.post('/api/get_token/', { name, reason: 'password' });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`${kind}: ${response.statusCode} ${response.body}`);
      await app.mail.sendPending();
      if (timed) timings[kind].push(ms);
    };
    for (let i = 0; i < WARM_UP + pairs; i++) {
      // Which goes first alternates too, so neither kind always follows the other.
      const order: Array<'real' | 'unknown'> = i % 2 === 0 ? ['real', 'unknown'] : ['unknown', 'real'];
      for (const kind of order) await ask(kind, i >= WARM_UP);
    }
    await app.close();

    const real = timings.real.sort((a, b) => a - b);
    const unknown = timings.unknown.sort((a, b) => a - b);
    const row = (label: string, values: number[]) =>
      `${label.padEnd(8)} p10 ${percentile(values, 10).toFixed(2)} ms  median ${percentile(values, 50).toFixed(2)} ms  p90 ${percentile(values, 90).toFixed(2)} ms`;
    console.log(`database: ${database.kind}, ${pairs} pairs`);
    console.log(row('real', real));
    console.log(row('unknown', unknown));
    console.log(
      `difference (real − unknown): median ${(percentile(real, 50) - percentile(unknown, 50)).toFixed(2)} ms, ` +
        `p10 ${(percentile(real, 10) - percentile(unknown, 10)).toFixed(2)} ms`,
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
