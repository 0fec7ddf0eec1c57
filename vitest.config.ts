import { defineConfig } from 'vitest/config';

// One project per workspace; `npm test` runs them all (browser tests live in e2e/ and run with Playwright).
export default defineConfig({
  test: {
    projects: ['common', 'server', 'web', 'games'],
  },
});
