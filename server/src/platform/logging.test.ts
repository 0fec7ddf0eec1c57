import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { Browser, startTestApp, TEACHER, type TestContext } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { describeError, requestLogger } from './logging';

// What the server writes to its log, captured as the lines pino sends to its destination stream.
const log = captureLog();
const lines = log.lines;

const ANN = {
  username: 'teacher_ann',
  password: 'Blue-Elephant-77',
  email: 'ann.secret@school.example',
  accepted_terms_and_conditions: true,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, undefined, { logger: { level: 'info', stream: log.stream } });
});
afterAll(() => ctx.close());

/** Every line logged for one request (Fastify binds the request id as `reqId`). */
const linesOf = (requestId: string) => lines.filter((l) => l.reqId === requestId);

describe('a query that fails', () => {
  it('is logged with its SQL, error code, route, status and request id, never its parameters', async () => {
    // The database refuses the insert the way a full disk would; the insert carried the Argon2id hash and e-mail.
    await ctx.database.db.execute(sql`
      create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file' using errcode = 'disk_full'; end $$`);
    await ctx.database.db.execute(sql`create trigger refuse before insert on users
      for each row execute function refuse_insert()`);
    try {
      const res = await new Browser(ctx.app, '10.9.0.1').post('/api/users/', ANN);
      expect(res.statusCode).toBe(500);
      const requestId = String(res.headers['x-request-id']);
      const logged = linesOf(requestId);
      expect(logged.find((l) => l.msg === 'incoming request')).toMatchObject({
        req: { method: 'POST', url: '/api/users/', route: '/api/users/' },
      });
      const error = logged.find((l) => l.msg === 'unhandled error') as { err: Record<string, unknown> } | undefined;
      expect(error?.err).toMatchObject({ message: expect.stringMatching(/^Failed query: insert into "users"/) });
      expect(JSON.stringify(error)).toContain('"code":"53100"');
      expect(JSON.stringify(error)).toContain('could not extend file');
      expect(logged.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse on users`);
    }
    expect(log.text()).not.toContain(ANN.email);
    expect(log.text()).not.toContain('argon2id');
    expect(log.text()).not.toContain(ANN.password);
    expect(log.text()).not.toMatch(/params/i);
  });

  it('that breaks a unique key is logged without the values in its detail', async () => {
    await ctx.database.db.execute(sql`create table logging_probe (email text unique)`);
    await ctx.database.db.execute(sql`insert into logging_probe values (${'probe.secret@school.example'})`);
    const error = await ctx.database.db
      .execute(sql`insert into logging_probe values (${'probe.secret@school.example'})`)
      .catch((e: unknown) => e);
    ctx.app.log.error({ err: error }, 'probe failed');
    const logged = lines.find((l) => l.msg === 'probe failed');
    expect(JSON.stringify(logged)).toContain('"code":"23505"');
    expect(JSON.stringify(logged)).toContain('logging_probe_email_key');
    expect(log.text()).not.toContain('probe.secret@school.example');
    // What the server and the admin command line print when they stop on an error: the same, redacted.
    expect(describeError(error)).toBe(
      'Failed query: insert into logging_probe values ($1): ' +
        'duplicate key value violates unique constraint "logging_probe_email_key" (23505)',
    );
  });
});

describe('at warn, the level production runs at', () => {
  it('writes no line for a request that succeeds, and the error of one that fails', async () => {
    const quiet = captureLog();
    const app = await startTestApp({}, undefined, { logger: { level: 'warn', stream: quiet.stream } });
    try {
      const browser = new Browser(app.app, '10.9.0.3');
      expect((await browser.get('/api/users/get_csrf/')).statusCode).toBe(200);
      expect(quiet.lines).toEqual([]);
      await app.database.db.execute(sql`
        create or replace function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file' using errcode = 'disk_full'; end $$`);
      await app.database.db.execute(sql`create trigger refuse before insert on users
        for each row execute function refuse_insert()`);
      const res = await browser.post('/api/users/', ANN);
      expect(res.statusCode).toBe(500);
      expect(quiet.lines.map((l) => l.msg)).toEqual(['unhandled error']);
      expect(quiet.lines[0]).toMatchObject({ level: 50, reqId: res.headers['x-request-id'] });
    } finally {
      await app.close();
    }
  });
});

describe("a request's logger", () => {
  it('writes at a level set on it, bound to the request id, though its parent is quieter', () => {
    const written = captureLog();
    const parent = Fastify({ logger: { level: 'warn', stream: written.stream } }).log;
    const requestLog = requestLogger(parent, { reqId: 'req-7' }, {});
    requestLog.info('before');
    requestLog.level = 'info';
    requestLog.info('after');
    expect(written.lines.map((l) => [l.msg, l.reqId])).toEqual([['after', 'req-7']]);
  });
});

describe('describeError', () => {
  it('names an error that has no message by its name and number, never "undefined"', () => {
    // What PGlite throws when its folder cannot be read: Emscripten's ErrnoError, with no message at all.
    const errno = Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno: 44 });
    expect(describeError(errno)).toBe('ErrnoError (errno 44)');
    expect(describeError(new Error('could not open the embedded database', { cause: errno }))).toBe(
      'could not open the embedded database: ErrnoError (errno 44)',
    );
    expect(describeError({})).toBe('Error without a message');
  });
});

describe('requests that carry secrets in their address', () => {
  it('are logged with the route pattern and the secret parts replaced', async () => {
    const browser = new Browser(ctx.app, '10.9.0.2');
    const signUp = await browser.post('/api/users/', ANN);
    expect(signUp.statusCode).toBe(201);
    const id = signUp.json().id as number;
    // The activation link as the e-mail has it (read from the outbox; no mail pass runs, so it is not logged).
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, ANN.email));
    const token = new RegExp(`/activate/${id}/([0-9a-z]+-[A-Za-z0-9_-]{43})`).exec(mail!.text)![1]!;

    const page = await browser.get(`/activate/${id}/${token}`);
    const activation = await browser.post(`/api/activate/${id}/${token}/`);
    expect(activation.statusCode).toBe(200);
    const key = 'ABCDE-FGHJK-LMNPQ-RSTUV-WXYZ2';
    const licence = await browser.get(`/api/licenses/${key}/?code=123456`);

    const activationLines = linesOf(String(activation.headers['x-request-id']));
    expect(activationLines.find((l) => l.msg === 'incoming request')).toMatchObject({
      req: { method: 'POST', url: `/api/activate/${id}/[redacted]/`, route: '/api/activate/:id/:token/' },
    });
    expect(activationLines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
    expect(linesOf(String(page.headers['x-request-id']))[0]).toMatchObject({
      req: { url: `/activate/${id}/[redacted]` },
    });
    expect(linesOf(String(licence.headers['x-request-id']))[0]).toMatchObject({
      req: { url: '/api/licenses/[redacted]/?code=[redacted]', route: '/api/licenses/:id/' },
    });
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain(key);
    expect(log.text()).not.toContain('123456');
  });

  it('never show the cookies or the CSRF token', async () => {
    await ctx.database.db.delete(users).where(eq(users.usernameKey, TEACHER.username));
    const browser = new Browser(ctx.app, '10.9.0.3');
    await browser.post('/api/users/', { ...TEACHER, accepted_terms_and_conditions: true });
    expect((await browser.logIn()).statusCode).toBe(200);
    const me = await browser.get('/api/users/me/');
    expect(me.statusCode).toBe(200);
    expect(linesOf(String(me.headers['x-request-id'])).length).toBe(2);
    for (const value of [...browser.cookies.values(), browser.csrfToken!]) expect(log.text()).not.toContain(value);
    // Code that logs headers itself gets them redacted too.
    const headers = { cookie: 'sessionid=abc123secret', 'x-csrftoken': 'csrf123secret', accept: 'text/html' };
    ctx.app.log.info({ req: { method: 'GET', url: '/x', headers }, headers }, 'headers');
    expect(lines.find((l) => l.msg === 'headers')).toEqual(
      expect.objectContaining({
        req: { method: 'GET', url: '/x' },
        headers: { cookie: '[redacted]', 'x-csrftoken': '[redacted]', accept: 'text/html' },
      }),
    );
    expect(log.text()).not.toMatch(/abc123secret|csrf123secret/);
  });
});
