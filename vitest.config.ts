import { existsSync, globSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its tests beside its code.
// Every core runs a test file (Vitest's default leaves one idle: on CI's 2 cores that halved the suite's speed).
// Files share their worker's modules (isolate: false): each server file builds its own app and database, and
// importing the app once per file was 39 % of the run; the web's files evaluating antd, React and i18n afresh
// each were 42 % of the step (decisions 0090, 0104). What a web file leaves behind (the document, the width,
// the language, the signed-in store, storage, timers) is put back by src/test-support/shared-file-reset.ts.
/** Reliability suites that measure times: they run alone (see the two reliability projects below). */
const TIMED_RELIABILITY = [
  'reliability/db-restart.test.ts',
  'reliability/hostile-bodies.test.ts',
  'reliability/login-flood.test.ts',
  'reliability/two-instances.test.ts',
];

/**
 * The server's files that the PostgreSQL pass runs again (issue #68): those whose outcome can differ by engine.
 * PGlite is one connection, so "at once" there is one after another; on PostgreSQL a pool of connections races,
 * takes row and advisory locks, skips locked rows and loses connections. Every other server file states rules
 * (prices, texts, permissions, screens' data) through the same SQL on either engine: the PGlite pass proves them.
 * Races across instances, crashes and restarts have their own suites on PostgreSQL (the reliability step).
 */
const SERVER_ON_POSTGRES = [
  // connections, prepared statements and the engine itself
  'test/db-prepared.test.ts', // a prepared statement bound to its transaction's connection, not the pool's
  'test/db-unavailable.test.ts', // a backend terminated mid-transaction (a restart): 503, then a fresh connection
  'test/metrics.test.ts', // the pool's gauges exist on PostgreSQL only
  'test/health-probes.test.ts', // readiness against the migrations table, on each engine's catalogue
  'test/start.test.ts', // the built server started with DATABASE_URL (skipped on PGlite)
  'test/ledger-check.test.ts', // npm run ledger:check against DATABASE_URL (skipped on PGlite)
  // migrations and the SQL the schema states: PostgreSQL's version, catalogue, time zones and checks
  'test/credentials-and-balances-migration.test.ts',
  'test/one-outbox-migration.test.ts',
  'test/starter-pack-credits-migration.test.ts',
  'test/enum-columns.test.ts', // check constraints read from pg_constraint
  'test/published-views.test.ts', // view columns and types read from the catalogue
  'test/fee-rule-sql.test.ts', // the fee rule's SQL functions (dates, time zones) against the contract's
  'test/billing-run-reads.test.ts', // what a batch reads depends on the planner (analysed tables on PostgreSQL)
  // locks: FOR UPDATE, SKIP LOCKED, advisory locks, a unique index deciding a race
  'test/deliveries.test.ts', // the outbox's claim (SKIP LOCKED) and a lease taken over
  'test/notify.test.ts', // events recorded in a transaction that rolls back, pushes held (not_before) in the claim
  'test/admin-card-console.test.ts', // bulk jobs claimed by two instances side by side (SKIP LOCKED)
  'test/wallet-pay-order-reminders.test.ts', // a reminder claimed once by two rounds together
  'test/limits-counters.test.ts', // the counters' sweep (FOR UPDATE SKIP LOCKED) under a flood
  'test/card-caps.test.ts', // a request waiting for the usage import's advisory lock held on another connection
  // races between requests at once: on PGlite they queue on its one connection
  'test/auth-register.test.ts', // two registrations of one username, many code requests for one address
  'test/auth-refresh.test.ts', // simultaneous refreshes with one token
  'test/auth-login.test.ts', // 40 wrong passwords at once from one address
  'test/admin-roles.test.ts', // the only two owners demoting each other at once
  'test/catalog-admin.test.ts', // two edits of one revision at once
  'test/wallet-pay-orders.test.ts', // one order confirmed twice at once
  'test/wallet-pay-order-cancel.test.ts', // cancel and confirm of one order at once
  'test/pay-order-flood.test.ts', // a flood of pay orders at once
  'test/sims-bind-guessing.test.ts', // concurrent guesses of a verify code counted one by one
  'test/step-up-lock.test.ts', // a burst of second-factor codes from many addresses
];
// a file renamed or removed would leave the PostgreSQL pass without a word: say so instead
for (const file of SERVER_ON_POSTGRES)
  if (!existsSync(new URL(`./apps/server/${file}`, import.meta.url)))
    throw new Error(`vitest.config.ts: SERVER_ON_POSTGRES names ${file}, which does not exist`);

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
/**
 * The web's files that replace a module with `vi.mock` run isolated: in a shared worker the modules importing
 * it may already hold the real one from an earlier file, and the mock would then depend on the files' order.
 * Found by reading the files, so a new one cannot slip into the shared project.
 */
const WEB_ISOLATED = [
  ...globSync(WEB_TESTS, { cwd: new URL('./apps/web/', import.meta.url) }).filter((file) =>
    /\bvi\.(do)?mock\(/.test(readFileSync(new URL(`./apps/web/${file}`, import.meta.url), 'utf8')),
  ),
  // Its card's More menu does not open when the file runs after some other in a shared worker (twice in the
  // whole project, never alone or beside the other card files): what is left behind is not found yet.
  'src/features/sims/components/card-billing-panel.test.tsx',
];

import { uiLocalePacks } from './apps/web/build/ui-locale-packs.ts';
import { EnvironmentSequencer } from './vitest-sequencer.ts';

export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // lib/ui-locale.ts's loaders of antd's and dayjs's texts, written from languages.json
        plugins: [uiLocalePacks()],
        test: {
          name: 'web',
          root: './apps/web',
          include: WEB_TESTS,
          exclude: WEB_ISOLATED,
          environment: 'node',
          setupFiles: ['./src/lib/i18n.test-setup.ts', './src/test-support/shared-file-reset.ts'],
          isolate: false,
          // a form test types and clicks through antd for seconds; beside the server's files on 2 cores one
          // passed 5 s (the default) with nothing wrong
          testTimeout: 20_000,
        },
      },
      {
        plugins: [uiLocalePacks()],
        test: {
          name: 'web-isolated',
          root: './apps/web',
          include: WEB_ISOLATED,
          environment: 'node',
          setupFiles: ['./src/lib/i18n.test-setup.ts', './src/test-support/shared-file-reset.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // the PostgreSQL pass of the server's tests (`npm run test:pg`): the files above, not all of them again
        test: {
          name: 'server-postgres',
          root: './apps/server',
          include: SERVER_ON_POSTGRES,
          environment: 'node',
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue #11's reliability and security suites: races, crashes, the fuzzer, the authorization matrix. They
        // run on PostgreSQL (`npm run test:reliability`), as their own CI step, two files at a time: their
        // figures are counts and orders (one fee per card, every command once), not times.
        test: {
          name: 'reliability',
          root: './apps/server',
          include: ['reliability/**/*.test.ts'],
          exclude: TIMED_RELIABILITY,
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The suites whose bounds are times (p99 under a flood, recovery within 5 s, a lease released in time):
        // one file at a time, after the others, so nothing else runs beside what they measure.
        test: {
          name: 'reliability-timed',
          root: './apps/server',
          include: TIMED_RELIABILITY,
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
