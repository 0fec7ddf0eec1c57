import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure rules without mocks or globals: the files share their worker instead of starting one each.
    isolate: false,
  },
});
