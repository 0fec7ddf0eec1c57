import { configDefaults, defineProject } from 'vitest/config';
import { MOCKING_FILES, webProject } from './vitest.shared';

// The files share their worker (isolate: false): one jsdom, React, Mantine and the app's modules loaded once per
// worker instead of once per file, which was most of this project's time. src/test/setup.ts runs again for
// every file and resets what a file may leave behind; the files that mock modules run isolated instead
// (vitest.isolated.config.ts).
export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MOCKING_FILES],
    isolate: false,
  },
});
