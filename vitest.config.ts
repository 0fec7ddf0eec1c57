import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace; `npm test` runs them all (browser tests live in e2e/ and run with Playwright). The web
// files that mock modules run apart, each isolated (web/vitest.shared.ts).
export default defineConfig({
  test: {
    projects: ['common', 'server', 'web', 'web/vitest.isolated.config.ts', 'games'],
    // Vitest's default leaves a core to its main process (one worker on a 2-core machine); that process mostly
    // waits, so a worker per core finishes sooner (docs/decisions.md § Fast tests).
    maxWorkers: availableParallelism(),
  },
});
