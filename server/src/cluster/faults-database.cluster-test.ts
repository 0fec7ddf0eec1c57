import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { withCodes } from '../platform/errors';
import { describeOutcome, type Outcome } from '../test/http-client';
import { eventually, sleep } from '../test/processes';
import { createTeacher, FaultBench, queryClient, signedIn, tryLogIn, visitor } from './faults-support';
import { RedisProcess } from './launch';

// A service the server needs goes away and comes back (issue 19): PostgreSQL restarted under a steady mixed load,
// and the shared counters' Redis stopped and started again. The server answers 503 while it cannot do the work
// (never a 500, never a hang or a cut connection), keeps what it acknowledged, and recovers by itself.
// PostgreSQL is a private instance (private-postgres.ts): the machine's own is never restarted.

let bench: FaultBench;
beforeAll(async () => {
  bench = await FaultBench.start();
}, 240_000);
afterAll(() => bench?.close(), 60_000);

describe('PostgreSQL restarted under load', () => {
  it('answers only 2xx or 503, recovers by itself, and keeps every word list it acknowledged', async () => {
    const installation = await bench.installation('restart_under_load');
    for (const name of ['reader_one', 'reader_two', 'login_one', 'login_two']) {
      await createTeacher(installation.env, name);
    }
    const server = await bench.server('pg-restart', installation);
    const readers = [await signedIn(server.url, 'reader_one'), await signedIn(server.url, 'reader_two')];

    const outcomes: Outcome[] = [];
    const created: number[] = [];
    let running = true;
    let counter = 0;
    // Each worker sends one request after another; the readers keep their sessions (a Basic account has one
    // session, so the logins use accounts of their own).
    const workers = [
      ...['login_one', 'login_two'].map(async (username) => {
        while (running) outcomes.push(await tryLogIn(visitor(server.url), username));
      }),
      ...readers.map(async (reader) => {
        while (running) outcomes.push(await reader.attempt('GET', '/api/users/me/'));
      }),
      ...readers.map(async (reader) => {
        while (running) {
          const theme = `Fault list ${++counter}`;
          const outcome = await reader.attempt('POST', '/api/wordlists/', {
            json: { theme, words: ['cat', 'dog', 'baby goat'], is_private: true },
          });
          outcomes.push(outcome);
          if (outcome.status === 201) created.push((outcome.body as { id: number }).id);
        }
      }),
    ];
    try {
      await sleep(2000);
      const before = outcomes.length;
      // Down for a second and a half: a bare restart is over before most requests would notice it.
      await bench.postgres.restart(1500);
      // The server comes back by itself: a signed-in reader gets her own account again within seconds.
      const recovered = await eventually(
        async () => (await readers[0]!.attempt('GET', '/api/users/me/')).status === 200,
        20_000,
      );
      expect(recovered, `no 200 after the restart.\n${server.logs().slice(-4000)}`).toBe(true);
      await sleep(2000);
      expect(outcomes.length).toBeGreaterThan(before);
    } finally {
      running = false;
      await Promise.all(workers);
    }

    const unexpected = outcomes.filter((o) => o.status === null || !(o.status < 300 || o.status === 503));
    expect(unexpected.map(describeOutcome)).toEqual([]);
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      expect(outcome.body).toEqual(withCodes({ detail: ErrorDetail.serviceUnavailable }));
    }
    // The outage was seen: some request got a 503, or the server logged losing its connections.
    const unavailable = outcomes.filter((o) => o.status === 503).length;
    console.info(`PostgreSQL restarted under load: ${outcomes.length} answers, ${unavailable} of them 503.`);
    const logged = /57P01|terminating connection|ECONNREFUSED|Connection terminated|database/i.test(server.logs());
    expect(unavailable > 0 || logged, 'neither a 503 nor a logged outage').toBe(true);

    // Everything works again, without a restart of the server.
    const after = visitor(server.url);
    expect((await tryLogIn(after, 'login_one')).status).toBe(200);
    expect((await after.attempt('GET', '/api/users/me/')).status).toBe(200);
    const last = await after.attempt('POST', '/api/wordlists/', {
      json: { theme: 'After', words: ['owl'], is_private: true },
    });
    expect(last.status, describeOutcome(last)).toBe(201);
    created.push((last.body as { id: number }).id);

    // Every list acknowledged with a 201 is in the database.
    const client = await queryClient(bench, installation.url);
    const { rows } = await client.query<{ id: number }>('SELECT id FROM wordlists WHERE id = ANY($1::int[])', [
      created,
    ]);
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    expect(server.child.exitCode).toBeNull();
  }, 300_000);
});

describe('Redis (the shared counters) down', () => {
  it('refuses logins with 503 while signed-in teachers keep working, and logs in again once it is back', async () => {
    const redis = await RedisProcess.start();
    bench.defer(() => redis.stop());
    const installation = await bench.installation('redis_down');
    await createTeacher(installation.env, 'counted_teacher');
    await createTeacher(installation.env, 'signed_in_teacher');
    const server = await bench.server('redis-down', installation, { REDIS_URL: redis.url });
    const teacher = await signedIn(server.url, 'signed_in_teacher');

    await redis.stop();
    // A login cannot be counted: refused, never let through uncounted, never a 500.
    for (let i = 0; i < 3; i++) {
      const login = await tryLogIn(visitor(server.url), 'counted_teacher');
      expect(login.status, describeOutcome(login)).toBe(503);
      expect(login.body).toEqual(withCodes({ detail: ErrorDetail.serviceUnavailable }));
    }
    // What needs no counter goes on.
    const me = await teacher.attempt('GET', '/api/users/me/');
    expect(me.status, describeOutcome(me)).toBe(200);
    const list = await teacher.attempt('POST', '/api/wordlists/', {
      json: { theme: 'Without Redis', words: ['fox'], is_private: true },
    });
    expect(list.status, describeOutcome(list)).toBe(201);

    await redis.start();
    const seen: Outcome[] = [];
    const back = await eventually(async () => {
      seen.push(await tryLogIn(visitor(server.url), 'counted_teacher'));
      return seen.at(-1)!.status === 200;
    }, 20_000);
    expect(back, `${seen.slice(-3).map(describeOutcome).join('\n')}\n${server.logs().slice(-4000)}`).toBe(true);
    expect(server.child.exitCode).toBeNull();
  }, 300_000);
});
