// What the admin command tests share: the command opens the configured database itself, so each test file gives it
// a DATA_DIR of its own holding a fresh copy of the seeded database (on PostgreSQL runs, a database of its own).
import { afterAll, beforeAll, vi } from 'vitest';
import { prepareTestDataDir, type TestDataDir } from './harness';

/** Prepares the file's data folder before its tests and points the environment at it; `get()` gives it. */
export function useAdminDataDir(): { get(): TestDataDir } {
  let data: TestDataDir | undefined;
  beforeAll(async () => {
    data = await prepareTestDataDir();
    vi.stubEnv('DATA_DIR', data.env.DATA_DIR);
    vi.stubEnv('DATABASE_URL', data.env.DATABASE_URL);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await data?.close();
  });
  return { get: () => data! };
}

/** A command's output, line by line. */
export function captureOutput() {
  const lines: string[] = [];
  return { lines, write: (s: string) => lines.push(s) };
}
