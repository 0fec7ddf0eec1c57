import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../test/http-client';
import {
  ensureServerBuilt,
  killAll,
  preparedDataDir,
  removeDir,
  runCli,
  serverEnv,
  startServer,
  type BuiltServer,
} from '../test/processes';
import { solidPng } from '../test/uploads';

// `npm run admin -- backup` taken from a running server (the built one, a real process) while teachers use it, then
// `restore` into a new DATA_DIR and a server started on that: everything a teacher made is there, byte for byte.

/** The servers here keep their secret in DATA_DIR/secret-key (SECRET_KEY empty), so the backup carries it. */
const OWN_SECRET = { SECRET_KEY: '' };

let folder: string;
let dataDir: string;
const servers: BuiltServer[] = [];

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

/** The built server on `dir` with its own secret; killed after the tests if still running. */
async function startOn(dir: string): Promise<BuiltServer> {
  const server = await startServer(dir, { env: OWN_SECRET });
  servers.push(server);
  return server;
}

/**
 * `npm run admin -- …` on `dir`, typed in `folder`: exit code and output. The bundle is run as scripts/admin.mjs runs
 * it, without its build check (built once above; a rebuild would add its own lines to the output).
 */
function admin(args: string[], dir: string, env: Record<string, string> = {}) {
  return runCli({ ...serverEnv(0, dir, OWN_SECRET), INIT_CWD: folder, ...env }, args);
}

/** A browser of `server`, signed in as `user`. */
async function signedIn(server: BuiltServer, user: { username: string; password: string }): Promise<HttpClient> {
  const browser = new HttpClient(server.url);
  const res = await browser.logIn(user.username, user.password);
  expect(res.status).toBe(200);
  return browser;
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
    let server = await startOn(dataDir);
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

    const ann = await signedIn(server, ANN);
    for (const list of LISTS) expect((await ann.post('/api/wordlists/', list)).status).toBe(201);
    const ben = await signedIn(server, BEN);
    expect((await ben.post('/api/wordlists/', { theme: 'Ben words', words: ['one'] })).status).toBe(201);

    const upload = async (name: string, colour: string) => {
      const form = { fields: { name }, files: [{ data: await solidPng(40, 30, colour) }] };
      const res = await ann.request('POST', '/api/images/backgrounds/', { form });
      expect(res, JSON.stringify(res.body)).toMatchObject({ status: 201 });
      return res.body as Image;
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
        expect((await ben.get('/api/wordlists/')).status).toBe(200);
        const res = await ben.post('/api/wordlists/', { theme: `During ${made++}`, words: ['w'] });
        expect(res.status).toBe(201);
      }
      return made;
    })();
    const backupFile = join(folder, 'site.backup');
    const [backedUp, deleted] = await Promise.all([
      admin(['backup', 'site.backup'], dataDir),
      ann.request('DELETE', `/api/images/backgrounds/${raced.id}/`),
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

    server = await startOn(restoredDir);
    const annAgain = await signedIn(server, ANN);
    const annLists = (await annAgain.get('/api/wordlists/')).body as Listed;
    expect(annLists.results.map(({ theme, words, is_private }) => ({ theme, words, is_private }))).toEqual(
      expect.arrayContaining(LISTS),
    );
    const benAgain = await signedIn(server, BEN);
    const benThemes = ((await benAgain.get('/api/wordlists/')).body as Listed).results.map((l) => l.theme);
    expect(benThemes).toContain('Ben words');
    // Ann's public list, found by another teacher.
    const found = await benAgain.post('/api/wordlists/search/', { query: 'Fruit', public: true });
    expect((found.body as Listed).results.map((l) => l.theme)).toContain('Fruit');

    const images = (await annAgain.get('/api/images/backgrounds/mine/')).body as { results: Image[] };
    const keptAgain = images.results.find((image) => image.id === kept.id);
    expect(keptAgain?.image).toBe(kept.image);
    expect(await picture(server.port, kept.image)).toEqual(keptBytes);
    const racedAgain = images.results.find((image) => image.id === raced.id);
    if (racedAgain) expect((await picture(server.port, raced.image)).bytes).toEqual(racedBytes);

    expect(await annAgain.get(`/api/licenses/${licence}/`)).toMatchObject({
      status: 200,
      body: { id: licence, user_username: ANN.username, license_type: 'PRO', is_active: true },
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
