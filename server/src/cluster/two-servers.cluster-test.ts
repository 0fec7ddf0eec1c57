// Two server processes behind nginx share everything a teacher relies on: sessions, the device limit, login
// throttling (in Redis), pictures (in S3), payments (a webhook applied once) and e-mail (sent once).
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageDto } from '@playwords/common';
import { licences, orders, outbox, sessions, users } from '../db/schema';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../modules/users/service';
import { HttpClient, type Answer } from '../test/http-client';
import { sleep } from '../test/processes';
import { solidPng } from '../test/uploads';
import { startCluster, type Cluster } from './launch';

const PASSWORD = 'Two-Servers-Share-9-Things';
let cluster: Cluster;
let redis: Redis;

beforeAll(async () => {
  cluster = await startCluster();
  redis = new Redis(cluster.redis!.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  redis?.disconnect();
  await cluster?.stop();
});

/** `127.0.0.1:<port>` of each server: what nginx's X-Upstream names. */
const upstreams = () => cluster.servers.map((s) => `127.0.0.1:${s.port}`);
const otherThan = (upstream: string | null) => cluster.servers.find((s) => `127.0.0.1:${s.port}` !== upstream)!;

/** A client through the proxy, as the address `ip`. */
const client = (ip: string) => new HttpClient(cluster.url, { forwardedFor: ip });

/** Makes an account with the admin command line against the cluster's database; answers its id. */
async function createUser(username: string, options: { superuser?: boolean; plan?: 'PRO' | 'PRE' } = {}) {
  const args = ['create-user', '--username', username, '--password', PASSWORD, '--email', `${username}@school.example`];
  const made = await cluster.cli([...args, '--verified', ...(options.superuser ? ['--superuser'] : [])]);
  expect(made.code, made.out + made.err).toBe(0);
  if (options.plan) {
    const granted = await cluster.cli([
      'grant-licence',
      '--username',
      username,
      '--type',
      options.plan,
      '--days',
      '30',
    ]);
    expect(granted.code, granted.out + granted.err).toBe(0);
  }
  const [row] = await cluster.db.select().from(users).where(eq(users.username, username));
  return row!.id;
}

/** Logs a client in through the proxy and expects it to succeed. */
async function signedIn(username: string, ip: string): Promise<HttpClient> {
  const browser = client(ip);
  const answer = await browser.logIn(username, PASSWORD);
  expect(answer.status, answer.text).toBe(200);
  return browser;
}

const statusAndUpstream = (answers: Answer[]) => answers.map((a) => [a.status, a.upstream] as const);

describe('two servers behind nginx', () => {
  it('a session made on one process works on the other', async () => {
    const id = await createUser('shared_session');
    const browser = await signedIn('shared_session', '10.10.0.1');
    const seen = new Map<string, number>();
    for (let i = 0; i < 20 && seen.size < 2; i++) {
      const me = await browser.get('/api/users/me/');
      expect(me.status, me.text).toBe(200);
      expect(me.json()).toMatchObject({ id, username: 'shared_session' });
      seen.set(me.upstream!, (seen.get(me.upstream!) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(upstreams().sort());
  });

  it('holds the Basic device limit under 20 parallel logins spread over both processes', async () => {
    const id = await createUser('many_devices');
    const browsers = Array.from({ length: 20 }, (_, i) => client(`10.11.0.${i + 1}`));
    await Promise.all(browsers.map((b) => b.fetchCsrf()));
    const logins = await Promise.all(browsers.map((b) => b.post('/api/users/login/', loginBody('many_devices'))));
    // Attempts count against the account's failure limit before the password is checked (users/service.ts), so
    // past 10 at once some may be throttled; every other one logs in.
    const statuses = logins.map((a) => a.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 429),
      JSON.stringify(statusAndUpstream(logins)),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect(new Set(logins.map((a) => a.upstream))).toEqual(new Set(upstreams()));

    // Basic allows one device: one session left, and only its browser is still signed in.
    const rows = await cluster.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows).toHaveLength(1);
    const me = await Promise.all(browsers.map((b) => b.get('/api/users/me/')));
    expect(me.filter((a) => a.status === 200)).toHaveLength(1);
    expect(me.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array(19).fill(403));
  });

  it('counts login failures across both processes, in Redis, up to exactly the limit', async () => {
    await createUser('guessed_at');
    const limit = LOGIN_FAILURES_PER_ACCOUNT.limit;
    // One browser, its CSRF cookie fetched once: nginx's round robin then alternates its attempts between both.
    const guesser = client('10.12.0.1');
    await guesser.fetchCsrf();
    const answers: Answer[] = [];
    for (let i = 0; i < limit; i++) {
      answers.push(await guesser.post('/api/users/login/', { ...loginBody('guessed_at'), password: `Wrong-${i}-x` }));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(limit).fill(400));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(upstreams()));
    // The next attempt is refused on whichever process takes it, even with the right password and from elsewhere.
    const others = [client('10.12.1.1'), client('10.12.1.2')];
    await Promise.all(others.map((b) => b.fetchCsrf()));
    const locked: Answer[] = [];
    for (const other of others) locked.push(await other.post('/api/users/login/', loginBody('guessed_at')));
    expect(locked.map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(locked.map((a) => a.upstream))).toEqual(new Set(upstreams()));
    const keys = await redis.keys('*login:user:guessed_at*');
    expect(keys).toHaveLength(1);
    expect(Number(await redis.hget(keys[0]!, 'c'))).toBeGreaterThanOrEqual(limit);
  });

  it('serves a picture uploaded through one process from the other', async () => {
    await createUser('picture_maker', { plan: 'PRO' });
    await createUser('cluster_operator', { superuser: true });
    const maker = await signedIn('picture_maker', '10.13.0.1');
    const uploaded = await maker.request('POST', '/api/images/characters/', {
      form: { fields: { name: 'Shared Sam' }, files: [{ data: await solidPng(120, 90, '#cc3366') }] },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const dto = uploaded.json<ImageDto>();
    const other = otherThan(uploaded.upstream);
    expect(upstreams()).toContain(uploaded.upstream);

    const read = await maker.get(`/api/images/characters/${dto.id}/`, { base: other.url });
    expect(read.status, read.text).toBe(200);
    expect(read.json<ImageDto>()).toMatchObject({ id: dto.id, image: dto.image, thumbnail: dto.thumbnail });

    const s3 = cluster.s3!;
    for (const url of [dto.image, dto.thumbnail]) {
      expect(url.startsWith(`${s3.publicUrl}/`), url).toBe(true);
      const stored = s3.object(url.slice(s3.publicUrl.length + 1));
      expect(stored).toBeDefined();
      const fetched = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(fetched.equals(stored!.body)).toBe(true);
    }

    // The other process reads the original from S3 to draw a new thumbnail.
    const operator = client('10.13.0.2');
    expect((await operator.logIn('cluster_operator', PASSWORD)).status).toBe(200);
    const reloaded = await operator.request('PATCH', `/api/images/characters/${dto.id}/reload_thumbnail/`, {
      base: other.url,
    });
    expect(reloaded.status, reloaded.text).toBe(200);
    const thumbnail = reloaded.json<ImageDto>().thumbnail;
    expect(thumbnail).not.toBe(dto.thumbnail);
    expect(s3.object(thumbnail.slice(s3.publicUrl.length + 1))).toBeDefined();
    expect((await fetch(thumbnail)).status).toBe(200);
  });

  it('grants one licence for a payment webhook delivered to both processes at once', async () => {
    const id = await createUser('paying_teacher');
    const buyer = await signedIn('paying_teacher', '10.14.0.1');
    const started = await buyer.post('/api/payments/process-payment/', {
      plan_selected: 'SINGLE_PROPLAN3',
      payment: 'SINGLE',
      currency: 'USD',
      provider: 'STRIPE',
      payment_option: 'card',
    });
    expect(started.status, started.text).toBe(200);
    const url = started.json<{ url: string }>().url;
    const stripe = cluster.stripe!;
    const event = stripe.payCheckout(url.slice(url.lastIndexOf('/') + 1));
    const { payload, headers } = stripe.signed(event);
    const delivered = await Promise.all(
      cluster.servers.map((s) =>
        fetch(`${s.url}/api/payments/webhooks/stripe/`, { method: 'POST', headers, body: payload }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      ),
    );
    for (const answer of delivered) expect(answer.status, answer.body).toBeGreaterThanOrEqual(200);
    for (const answer of delivered) expect(answer.status, answer.body).toBeLessThan(300);

    expect(await cluster.db.select().from(licences).where(eq(licences.userId, id))).toHaveLength(1);
    const paid = await cluster.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, id), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    const me = await buyer.get('/api/users/me/');
    expect(me.json()).toMatchObject({ current_plan_type: 'PRO', has_active_plan: true });
  });

  it('sends the activation e-mail of a sign-up once', async () => {
    const email = 'new_teacher@school.example';
    const visitor = client('10.15.0.1');
    await visitor.fetchCsrf();
    const signedUp = await visitor.post('/api/users/', {
      username: 'new_teacher',
      password: PASSWORD,
      email,
      accepted_terms_and_conditions: true,
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    const smtp = cluster.smtp!;
    const until = Date.now() + 60_000;
    while (smtp.to(email).length === 0 && Date.now() < until) await sleep(200);
    expect(smtp.to(email)).toHaveLength(1);
    // Both processes run the mail jobs: a second delivery would come within moments.
    await sleep(5000);
    expect(smtp.to(email)).toHaveLength(1);
    const rows = await cluster.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });
});

function loginBody(username: string) {
  return { username, password: PASSWORD, remember: false };
}
