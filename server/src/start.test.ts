import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import {
  commandOf,
  descendants,
  ensureServerBuilt,
  eventually,
  freePort,
  isAlive,
  isListening,
  killAll,
  preparedDataDir,
  removeDir,
  serverEnv,
  spawnGroup,
  waitForAnswer,
  type Spawned,
} from './test/processes';

// `npm start` as a service manager or a terminal runs it: npm, the shell npm runs the script with, node
// scripts/start.mjs, and the server it starts. A signal sent to npm alone must stop all of them.

let dataDir: string;
beforeAll(async () => {
  await ensureServerBuilt();
  dataDir = await preparedDataDir();
}, 180_000);
afterAll(() => removeDir(dataDir));

/** Runs `npm start` on the shared DATA_DIR and a free port; answers once the server answers over HTTP. */
async function npmStart(): Promise<{ npm: Spawned; port: number; tree: number[] }> {
  const port = await freePort();
  const npm = spawnGroup('npm', ['start'], { cwd: REPO_ROOT, env: serverEnv(port, dataDir) });
  await waitForAnswer(`http://127.0.0.1:${port}/api/users/get_csrf/`, 90_000, npm.output);
  const tree = descendants(npm.child.pid!);
  expect(tree.map(commandOf)).toEqual(expect.arrayContaining([expect.stringMatching(/server\/dist\/server\.js$/)]));
  return { npm, port, tree };
}

/** The processes of `tree` still running, with their command lines (for the failure message). */
const survivors = (tree: number[]) => tree.filter(isAlive).map((pid) => `${pid} ${commandOf(pid)}`);

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops with its server when npm alone gets ${signal}: the port closes and no process is left`, async () => {
      let started: Awaited<ReturnType<typeof npmStart>> | undefined;
      try {
        started = await npmStart();
        const { npm, port, tree } = started;
        process.kill(npm.child.pid!, signal);
        expect(await eventually(async () => !(await isListening(port)), 5000)).toBe(true);
        await eventually(() => survivors(tree).length === 0, 5000);
        expect(survivors(tree)).toEqual([]);
        expect(npm.output()).not.toMatch(/shutdown failed/);
      } finally {
        killAll(started?.npm, started?.tree);
      }
    }, 120_000);
  }

  it('stops the server when scripts/start.mjs itself is killed outright (SIGKILL)', async () => {
    let started: Awaited<ReturnType<typeof npmStart>> | undefined;
    try {
      started = await npmStart();
      const { port, tree } = started;
      const starter = tree.find((pid) => commandOf(pid).endsWith('scripts/start.mjs'))!;
      expect(starter).toBeDefined();
      process.kill(starter, 'SIGKILL');
      expect(await eventually(async () => !(await isListening(port)), 5000)).toBe(true);
      await eventually(() => survivors(tree).length === 0, 5000);
      expect(survivors(tree)).toEqual([]);
    } finally {
      killAll(started?.npm, started?.tree);
    }
  }, 120_000);
});
