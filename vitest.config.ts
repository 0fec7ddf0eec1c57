import { defineConfig } from 'vitest/config';

// One project per workspace; `npm test` runs them all (browser tests live in e2e/ and run with Playwright). The web
// files that mock modules run apart, each isolated (web/vitest.shared.ts).
export default defineConfig({
  test: {
    projects: ['common', 'server', 'web', 'web/vitest.isolated.config.ts', 'games'],
  },
});
