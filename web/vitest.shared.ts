import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files that replace a module with `vi.mock`. They run in a project of their own, one process per file:
 * in a shared worker a mock would leak into the files after it, and a module an earlier file loaded for real
 * would stay real. Found by reading the files, so a new one cannot be forgotten.
 */
export const MOCKING_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => TEST_FILE.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(SRC, file), 'utf8')))
  .map((file) => `src/${file.split('\\').join('/')}`)
  .sort();

/** What both web projects share: React, jsdom, the setup file and the timeouts. */
export const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // See src/test/setup.ts: findBy* waits up to 5 s, so a test needs room for a few of those under load.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
} satisfies UserWorkspaceConfig;
