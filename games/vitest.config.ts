import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'games',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Pure logic without mocks or globals: the files share their worker instead of starting one each.
    isolate: false,
    setupFiles: ['./test-setup.ts'],
  },
});
