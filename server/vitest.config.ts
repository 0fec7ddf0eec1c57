import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

// The files share their worker (isolate: false below): a module mock would leak into the files after it, and a
// module an earlier file loaded for real would stay real. None may mock; say so at once rather than flake.
const mocking = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(SRC, file), 'utf8')),
);
if (mocking.length > 0) {
  throw new Error(`server tests share their worker and may not use vi.mock: ${mocking.join(', ')}`);
}

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template per run; each test file starts from a fresh copy of it and builds its own
    // app (src/test/database.ts, harness.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    // The app's modules, PGlite and the rest are loaded once per worker, not once per file (most of a small
    // file's time). What a file leaves behind in memory is its own objects; its database and folder are its own.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
