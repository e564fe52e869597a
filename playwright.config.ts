import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/server.ts';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every journey registers and logs in from 127.0.0.1: the per-IP limits (tested in the API suite) would
      // otherwise throttle the suite itself once it has more journeys than the hourly allowance.
      RATE_LIMIT_CODES_PER_HOUR: '10000',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    },
  },
});
