import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/embedded-lock';
import { HttpClient } from '../test/http-client';
import {
  ensureServerBuilt,
  freePort,
  killAll,
  preparedDataDir,
  removeDir,
  runCli,
  serverEnv,
  spawnServer,
  startServer,
  type BuiltServer,
  type Spawned,
} from '../test/processes';

// The built server runs on an embedded database in a temporary DATA_DIR (a child process); the admin command line
// runs beside it as `npm run admin` does (node scripts/admin.mjs), and the product is used over HTTP.

let dataDir: string;
let port: number;
let server: BuiltServer | undefined;
const spares: Spawned[] = [];

async function startAndWait(): Promise<void> {
  server = await startServer(dataDir, { port });
}

async function stopServer(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!server) return;
  await server.stop(signal);
  server = undefined;
}

beforeAll(async () => {
  await ensureServerBuilt();
  dataDir = await preparedDataDir();
  port = await freePort();
  await startAndWait();
}, 180_000);
afterAll(async () => {
  killAll(server);
  for (const s of spares) killAll(s);
  removeDir(dataDir);
});

/** `npm run admin -- …` on this DATA_DIR (`env`: more of its environment): its exit code and what it printed. */
function admin(args: string[], dir = dataDir, env: Record<string, string> = {}) {
  return runCli({ ...serverEnv(port, dir), ...env }, args, { script: 'scripts/admin.mjs' });
}

/** A browser for the real server (a new one: no cookies yet). */
const browser = () => new HttpClient(`http://127.0.0.1:${port}`);

const CLI_TEACHER = { username: 'cli_teacher', password: 'Orange-Walrus-58', email: 'cli@school.example' };
const WEB_TEACHER = { username: 'web_teacher', password: 'Silver-Badger-64', email: 'web@school.example' };

describe('npm run admin while the server runs on the embedded database', () => {
  let key = '';
  let cliUserId = 0;

  it('mints a key and creates a user that work at once over HTTP; a sign-up after them gets a new id', async () => {
    const minted = await admin(['mint-keys', '--type', 'PRO', '--days', '30', '--count', '1']);
    expect(minted).toMatchObject({ code: 0, err: '' });
    key = minted.out.trim();
    expect(key).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){4}$/);

    const created = await admin([
      'create-user',
      '--username',
      CLI_TEACHER.username,
      '--password',
      CLI_TEACHER.password,
      '--email',
      CLI_TEACHER.email,
      '--verified',
    ]);
    expect(created).toMatchObject({ code: 0, err: '' });
    cliUserId = Number(/id (\d+)/.exec(created.out)?.[1]);

    const teacher = browser();
    expect((await teacher.logIn(CLI_TEACHER.username, CLI_TEACHER.password)).status).toBe(200);
    const redeemed = await teacher.post(`/api/licenses/${key}/activate/`);
    expect(redeemed).toMatchObject({ status: 200, body: { id: key, license_type: 'PRO', is_active: true } });

    const signUp = await browser().post('/api/users/', {
      ...WEB_TEACHER,
      accepted_terms_and_conditions: true,
    });
    expect(signUp.status).toBe(201);
    expect((signUp.body as { id: number }).id).toBeGreaterThan(cliUserId);
  }, 60_000);

  it('keeps both after a restart: the user logs in, the key is still hers, the sign-up is there', async () => {
    await stopServer();
    await startAndWait();
    const teacher = browser();
    expect((await teacher.logIn(CLI_TEACHER.username, CLI_TEACHER.password)).status).toBe(200);
    expect(await teacher.get(`/api/licenses/${key}/`)).toMatchObject({
      status: 200,
      body: { id: key, user_username: CLI_TEACHER.username, is_active: true },
    });
    expect((await browser().logIn(WEB_TEACHER.username, WEB_TEACHER.password)).status).toBe(200);
  }, 120_000);

  it("answers a command's mistakes as before: the reason and exit code 1, nothing created", async () => {
    const weak = await admin([
      'create-user',
      '--username',
      'weak_one',
      '--password',
      'password',
      '--email',
      'w@x.example',
    ]);
    expect(weak).toMatchObject({ code: 1, out: '', err: 'password: This password is too common.\n' });
    expect((await browser().logIn('weak_one', 'password')).status).toBe(400);
  }, 60_000);

  it('posts news with a picture named from the folder the command was typed in, shown at once; deletes it', async () => {
    // npm runs the script from the repository's root and says in INIT_CWD where it was typed; the server runs
    // elsewhere, so the command line sends it the picture's absolute path.
    const folder = mkdtempSync(join(tmpdir(), 'pw-news-cli-'));
    try {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      writeFileSync(join(folder, 'picture.png'), png);
      const args = ['news-post', '--name', 'From the office', '--text', 'Hello\n\nteachers', '--image', 'picture.png'];
      const posted = await admin(args, dataDir, { INIT_CWD: folder });
      expect(posted).toMatchObject({ code: 0, err: '' });
      const id = Number(posted.out.trim());

      const news = await browser().get('/api/news/');
      const [shown] = (news.body as { results: Array<{ id: number; image: string }> }).results;
      expect(shown).toMatchObject({ id, name: 'From the office', text: 'Hello\n\nteachers', likes: 0, dislikes: 0 });
      expect(shown!.image).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
      const picture = await fetch(`http://127.0.0.1:${port}${shown!.image}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');

      expect(await admin(['news-delete', '--id', String(id)])).toMatchObject({
        code: 0,
        out: `Deleted news post ${id} (From the office).\n`,
        err: '',
      });
      expect((await browser().get('/api/news/')).body).toMatchObject({ count: 0, results: [] });
      expect((await fetch(`http://127.0.0.1:${port}${shown!.image}`)).status).toBe(404);
    } finally {
      removeDir(folder);
    }
  }, 60_000);
});

describe('one process at a time on an embedded database', () => {
  it('a second server on the same DATA_DIR refuses to start, naming the one that runs', async () => {
    const second = spawnServer(dataDir, await freePort());
    spares.push(second);
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `PlayWords is already running on ${dataDir} (process ${server!.child.pid}); stop it first, or give this server another DATA_DIR.`,
    );
    // The first one carries on.
    expect((await browser().get('/api/users/get_csrf/')).status).toBe(200);
  }, 60_000);

  it('a lock left by a server that crashed is noticed as stale and taken over', async () => {
    const crashedPid = server!.child.pid!;
    await stopServer('SIGKILL');
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(crashedPid);
    await startAndWait();
    const teacher = browser();
    expect((await teacher.logIn(CLI_TEACHER.username, CLI_TEACHER.password)).status).toBe(200);
    // And the command line reaches the new server.
    expect(await admin(['mint-keys', '--type', 'PRE', '--days', '7', '--count', '2'])).toMatchObject({ code: 0 });
  }, 120_000);

  it('with the server stopped, the command line opens the database itself and frees it again', async () => {
    await stopServer();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const minted = await admin(['mint-keys', '--type', 'VIP', '--days', '365', '--count', '1']);
    expect(minted).toMatchObject({ code: 0, err: '' });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await startAndWait();
    const teacher = browser();
    await teacher.logIn(CLI_TEACHER.username, CLI_TEACHER.password);
    expect((await teacher.post(`/api/licenses/${minted.out.trim()}/activate/`)).status).toBe(200);
  }, 120_000);

  it('the command line refuses with a clear message when the holder cannot be reached, changing nothing', async () => {
    // A live process (this test's) holds the lock of another DATA_DIR as a server would, but answers nothing.
    const dir = mkdtempSync(join(tmpdir(), 'pw-held-'));
    try {
      const lockPath = join(dir, LOCK_FILE);
      writeFileSync(
        lockPath,
        JSON.stringify({ pid: process.pid, role: 'server', startedAt: new Date().toISOString() }),
      );
      const refused = await admin(['mint-keys', '--type', 'PRO', '--days', '30', '--count', '1'], dir);
      expect(refused.code).toBe(1);
      expect(refused.out).toBe('');
      expect(refused.err).toContain(
        `The embedded database in ${dir} is in use by process ${process.pid} (a PlayWords server), which does not answer admin commands. Nothing was changed.`,
      );
      expect(refused.err).toContain(`If no PlayWords server runs on it, delete ${lockPath} and try again.`);
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
    } finally {
      removeDir(dir);
    }
  }, 60_000);
});
