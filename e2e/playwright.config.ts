import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built product on its own port with a throwaway embedded database, so every run starts clean. Workers load
// this file again: they inherit the folder through the environment instead of making another.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'playwords-e2e-')));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser. The flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } } }],
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${PORT}/api/users/get_csrf/`,
    reuseExistingServer: false,
    // serve.mjs first renders the official picture library and runs the admin command a few times: over a minute
    // on a busy 2-core machine.
    timeout: 180_000,
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  },
});
