import { defineConfig } from '@playwright/test';
import {
  E2E_2FA_ADMIN,
  E2E_2FA_BASE_URL,
  E2E_2FA_DATA_DIR,
  E2E_2FA_PORT,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_PORT,
} from './e2e/support/server.ts';

/** The screen walk (e2e/screens.spec.ts): every route at every width, in both languages, for every role. */
const WALKS = ['**/screens.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The journeys run one at a time: they keep a browser, the server and the database busy together, and two at
  // once on CI's two cores took three times as long each (issue #36). The screen walk's six walks (a guest, a
  // customer and an administrator in two languages), mostly axe at work in the page, run two at a time after
  // them. A journey that fails in CI gets one more try, and the list reporter names it flaky.
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  projects: [
    // The journeys' browser asks for less motion, as a reader may (the app then opens and closes antd's dialogs,
    // menus and toasts at once, global.css): a journey took a quarter less time, its compositor idle instead of
    // animating each opening. The screen walks keep the motion everyone else sees.
    { name: 'journeys', testIgnore: WALKS, workers: 1, use: { reducedMotion: 'reduce' } },
    { name: 'walks', testMatch: WALKS, dependencies: ['journeys'], workers: 2 },
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs every action a DOM snapshot: a journey took 15 % longer and a screen walk 30 %
    // with it (the browser's and its compositor's CPU, on CI's two cores). CI records the retry of a failed
    // test, the one a person reads; a local run keeps each failure's.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
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
        '--disable-software-rasterizer',
      ],
    },
  },
  webServer: [
    {
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
        // the journeys read the codes they are mailed from the development mailbox
        DEV_MAILBOX: 'true',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // the journeys' administrator signs in with a password; the second server's sets up the second factor
        ADMIN_SECOND_FACTOR: 'optional',
        // Every journey registers and logs in from 127.0.0.1: the per-IP limits (tested in the API suite) would
        // otherwise throttle the suite itself once it has more journeys than the hourly allowance.
        RATE_LIMIT_CODES_PER_HOUR: '10000',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        // the fleet journey's webhook endpoint is a receiver of its own on 127.0.0.1 (tests only: a real
        // endpoint must be a public https address, decision 0077)
        WEBHOOK_LOCAL_ENDPOINTS: 'true',
      },
    },
    {
      // the operator requires the second factor: e2e/admin-second-factor.spec.ts, its administrator's journey
      command: 'node apps/server/src/main.ts',
      url: `${E2E_2FA_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_2FA_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_2FA_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        BILLING_SCHEDULER: 'false',
        ADMIN_USERNAME: E2E_2FA_ADMIN.username,
        ADMIN_EMAIL: E2E_2FA_ADMIN.email,
        ADMIN_PASSWORD: E2E_2FA_ADMIN.password,
        ADMIN_SECOND_FACTOR: 'required',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      },
    },
  ],
});
