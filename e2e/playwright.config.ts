import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from './tests/support/chrome-path';

const port = process.env.E2E_PORT ?? '4173';
// One data directory per run, shared with the tests so they can read the mail that arrived.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'moodcraft-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI runs two browsers beside the server on two cores, and may share them with other work: the
  // longest flows (three accessibility scans) take about a minute on a loaded machine
  timeout: 120_000,
  // a page's first start (the app's code, then its data) can take over 10 s on that loaded machine
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROME_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // the server stops its embedded database on SIGTERM; a kill would leave it running
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: { E2E_PORT: port, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
