import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the built server as several processes behind nginx (src/cluster/launch.ts). Its files end
// in .cluster-test.ts, so `npm test` (src/**/*.test.ts) never runs them; they run here one at a time, each starting
// its own processes, PostgreSQL database, Redis and fakes.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['src/cluster/**/*.cluster-test.ts'],
    // Installs nginx when it is missing (scripts/ensure-nginx.mjs).
    globalSetup: ['./src/cluster/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    // Starting a cluster migrates a database and renders the official pictures; the machine may be busy.
    testTimeout: 180_000,
    hookTimeout: 400_000,
    teardownTimeout: 120_000,
  },
});
