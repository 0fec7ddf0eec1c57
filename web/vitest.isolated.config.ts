import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webProject } from './vitest.shared';

// The web test files that mock modules (see vitest.shared.ts), each in a fresh process.
export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web-isolated',
    include: MOCKING_FILES,
    isolate: true,
  },
});
