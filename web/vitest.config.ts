import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // See src/test/setup.ts: findBy* waits up to 5 s, so a test needs room for a few of those under load.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
