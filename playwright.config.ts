import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserForTests } from './scripts/chromium.mjs';

// One fresh data directory per run, shared with the workers (they read the SMS outbox from it; each reads this config
// again and finds the directory in the environment). The main process removes it when it exits, after it has stopped
// the web server; a directory given in E2E_DATA_DIR is kept.
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
const PORT = Number(process.env.E2E_PORT ?? 4873);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    // A trace records every action's page snapshot: about a fifth of the suite's time (store specs, 131 s against
    // 101 s). CI hands back its log only, where Playwright prints the failing step and its call log; locally a failure
    // keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The Chromium `npm test` handed down, or the same find-or-install when Playwright runs on its own.
      executablePath: browserForTests(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node dist/server/entry.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    // Every browser is 127.0.0.1: the per-address and store-wide SMS limits would stop the suite's registrations,
    // and the per-address page-view budget its page views.
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
      SMS_IP_HOURLY_MAX: '100000',
      SMS_GLOBAL_HOURLY_MAX: '100000',
      PV_IP_HOURLY_MAX: '100000',
    },
  },
});
