import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@playwords/common';
import { REPO_ROOT } from '../paths';
import {
  ensureServerBuilt,
  freePort,
  killAll,
  preparedDataDir,
  removeDir,
  serverEnv,
  spawnGroup,
  waitForAnswer,
  type Spawned,
} from '../test/processes';
import { multipart, solidPng } from '../test/uploads';

// `npm run admin -- backup` taken from a running server (the built one, a real process) while teachers use it, then
// `restore` into a new DATA_DIR and a server started on that: everything a teacher made is there, byte for byte.

/** The servers here keep their secret in DATA_DIR/secret-key (SECRET_KEY empty), so the backup carries it. */
const OWN_SECRET = { SECRET_KEY: '' };

let folder: string;
let dataDir: string;
const servers: Spawned[] = [];

beforeAll(async () => {
  await ensureServerBuilt();
  folder = mkdtempSync(join(tmpdir(), 'pw-backup-'));
  dataDir = await preparedDataDir();
}, 180_000);
afterAll(() => {
  for (const server of servers) killAll(server);
  removeDir(dataDir);
  removeDir(folder);
});

async function startServer(dir: string): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const server = spawnGroup(process.execPath, ['server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: serverEnv(port, dir, OWN_SECRET),
  });
  servers.push(server);
  await waitForAnswer(`http://127.0.0.1:${port}/api/users/get_csrf/`, 90_000, () => server.output());
  return {
    port,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

/**
 * `npm run admin -- …` on `dir`, typed in `folder`: exit code and output. The bundle is run as scripts/admin.mjs runs
 * it, without its build check (built once above; a rebuild would add its own lines to the output).
 */
function admin(
  args: string[],
  dir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/dist/cli.js', ...args], {
      cwd: REPO_ROOT,
      env: { ...serverEnv(0, dir, OWN_SECRET), INIT_CWD: folder, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/** A browser for a real server: cookies, the CSRF token, JSON or multipart bodies. */
class Client {
  private cookies = new Map<string, string>();
  private csrf = '';

  constructor(private readonly port: number) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    raw?: { payload: Buffer; headers: Record<string, string> },
  ): Promise<{ status: number; json: unknown }> {
    if (method !== 'GET' && !this.csrf) await this.call('GET', '/api/users/get_csrf/');
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers[CSRF_HEADER] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      method,
      headers: { ...headers, ...raw?.headers },
      body: raw ? new Uint8Array(raw.payload) : body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    this.csrf = res.headers.get(CSRF_HEADER) ?? this.csrf;
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  async logIn(user: { username: string; password: string }): Promise<void> {
    const res = await this.call('POST', '/api/users/login/', { ...user, remember: false });
    expect(res.status).toBe(200);
  }
}

async function picture(port: number, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const ANN = { username: 'ann_backup', password: 'Orange-Walrus-58', email: 'ann@school.example' };
const BEN = { username: 'ben_backup', password: 'Silver-Badger-64', email: 'ben@school.example' };
const LISTS = [
  { theme: 'Fruit', words: ['apple', 'pear', 'plum'], is_private: false },
  { theme: 'Colours', words: ['red', 'blue'], is_private: true },
  { theme: 'Animals', words: ['cat', 'dog', 'owl'], is_private: true },
];

type Listed = { results: Array<{ id: number; theme: string; words: string[]; is_private: boolean }> };
type Image = { id: number; name: string; image: string };

describe('npm run admin -- backup, then restore into a new DATA_DIR', () => {
  it('keeps every list, picture and licence of a server backed up while in use', async () => {
    let server = await startServer(dataDir);
    for (const who of [ANN, BEN]) {
      const args = ['--username', who.username, '--password', who.password, '--email', who.email, '--verified'];
      expect(await admin(['create-user', ...args], dataDir)).toMatchObject({ code: 0, err: '' });
    }
    const granted = await admin(
      ['grant-licence', '--username', ANN.username, '--type', 'PRO', '--days', '30'],
      dataDir,
    );
    expect(granted).toMatchObject({ code: 0, err: '' });
    const licence = granted.out.trim();

    const ann = new Client(server.port);
    await ann.logIn(ANN);
    for (const list of LISTS) expect((await ann.call('POST', '/api/wordlists/', list)).status).toBe(201);
    const ben = new Client(server.port);
    await ben.logIn(BEN);
    expect((await ben.call('POST', '/api/wordlists/', { theme: 'Ben words', words: ['one'] })).status).toBe(201);

    const upload = async (name: string, colour: string) => {
      const body = multipart({ name }, [{ data: await solidPng(40, 30, colour) }]);
      const res = await ann.call('POST', '/api/images/backgrounds/', undefined, body);
      expect(res, JSON.stringify(res.json)).toMatchObject({ status: 201 });
      return res.json as Image;
    };
    const kept = await upload('Blue sky', '#3366cc');
    const keptBytes = await picture(server.port, kept.image);
    expect(keptBytes.status).toBe(200);
    // Deleted while the backup runs: whether its row made it into the dump or not, a row never lacks its file.
    const raced = await upload('Short lived', '#cc3366');
    const racedBytes = (await picture(server.port, raced.image)).bytes;

    // Teachers keep working during the backup: lists read and written, a picture deleted.
    let busy = true;
    const traffic = (async () => {
      let made = 0;
      while (busy) {
        expect((await ben.call('GET', '/api/wordlists/')).status).toBe(200);
        const res = await ben.call('POST', '/api/wordlists/', { theme: `During ${made++}`, words: ['w'] });
        expect(res.status).toBe(201);
      }
      return made;
    })();
    const backupFile = join(folder, 'site.backup');
    const [backedUp, deleted] = await Promise.all([
      admin(['backup', 'site.backup'], dataDir),
      ann.call('DELETE', `/api/images/backgrounds/${raced.id}/`),
    ]);
    busy = false;
    expect(await traffic).toBeGreaterThan(0);
    expect(deleted.status).toBe(204);
    expect(backedUp.err).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.out).toMatch(
      new RegExp(
        `^Backed up the database, \\d+ pictures and the secret key to ${backupFile} \\(\\d+\\.\\d MB\\)\\.\n` +
          'The file holds the secret key: keep it where only you can read it.\n$',
      ),
    );
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['site.backup']);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
    await server.stop();

    const restoredDir = join(folder, 'restored');
    const restored = await admin(['restore', 'site.backup'], restoredDir);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(
      new RegExp(
        `^Restored the database, \\d+ pictures and the secret key from the backup of \\S+ into ${restoredDir}\\.\n` +
          'Start the server \\(npm start\\) to use it.\n$',
      ),
    );
    expect(readFileSync(join(restoredDir, 'secret-key'))).toEqual(readFileSync(join(dataDir, 'secret-key')));

    server = await startServer(restoredDir);
    const annAgain = new Client(server.port);
    await annAgain.logIn(ANN);
    const annLists = (await annAgain.call('GET', '/api/wordlists/')).json as Listed;
    expect(annLists.results.map(({ theme, words, is_private }) => ({ theme, words, is_private }))).toEqual(
      expect.arrayContaining(LISTS),
    );
    const benAgain = new Client(server.port);
    await benAgain.logIn(BEN);
    const benThemes = ((await benAgain.call('GET', '/api/wordlists/')).json as Listed).results.map((l) => l.theme);
    expect(benThemes).toContain('Ben words');
    // Ann's public list, found by another teacher.
    const found = await benAgain.call('POST', '/api/wordlists/search/', { query: 'Fruit', public: true });
    expect((found.json as Listed).results.map((l) => l.theme)).toContain('Fruit');

    const images = (await annAgain.call('GET', '/api/images/backgrounds/mine/')).json as { results: Image[] };
    const keptAgain = images.results.find((image) => image.id === kept.id);
    expect(keptAgain?.image).toBe(kept.image);
    expect(await picture(server.port, kept.image)).toEqual(keptBytes);
    const racedAgain = images.results.find((image) => image.id === raced.id);
    if (racedAgain) expect((await picture(server.port, raced.image)).bytes).toEqual(racedBytes);

    expect(await annAgain.call('GET', `/api/licenses/${licence}/`)).toMatchObject({
      status: 200,
      json: { id: licence, user_username: ANN.username, license_type: 'PRO', is_active: true },
    });
    await server.stop();
  }, 300_000);

  it('restore refuses a DATA_DIR that holds a database, and a file that is not a backup (exit 1)', async () => {
    writeFileSync(join(folder, 'holiday.png'), await solidPng());
    const onto = await admin(['restore', 'holiday.png'], dataDir);
    expect(onto).toEqual({
      code: 1,
      out: '',
      err:
        `${dataDir} already holds a database (${join(dataDir, 'pglite')}). Restore into a new, empty DATA_DIR ` +
        '(set DATA_DIR to a folder that does not exist yet), or move this one away first. Nothing was restored.\n',
    });

    const fresh = join(folder, 'fresh');
    const stranger = await admin(['restore', 'holiday.png'], fresh);
    expect(stranger).toEqual({
      code: 1,
      out: '',
      err:
        `${join(folder, 'holiday.png')} is not a PlayWords backup (one written by npm run admin -- backup). ` +
        'Nothing was restored.\n',
    });
    expect(readdirSync(fresh)).toEqual([]);
  }, 60_000);

  it('backup on PostgreSQL explains pg_dump and pg_restore instead (exit 2)', async () => {
    const refused = await admin(['backup', 'pg.backup'], dataDir, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err).toContain(
      'backup and restore work on the embedded database only; this installation uses PostgreSQL (DATABASE_URL is set).',
    );
    expect(refused.err).toContain('pg_dump -Fc --file=playwords-$(date +%F).dump "$DATABASE_URL"');
    expect(refused.err).toContain('pg_restore --no-owner --dbname="$DATABASE_URL" playwords-YYYY-MM-DD.dump');
    expect(readdirSync(folder)).not.toContain('pg.backup');
  }, 60_000);
});
