import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its tests beside its code.
// Every core runs a test file (Vitest's default leaves one idle: on CI's 2 cores that halved the suite's speed).
// The contract's and the server's files share their worker's modules (isolate: false): each server file builds
// its own app and database, and importing the app once per file was 39 % of the run. The web's component
// tests keep their isolation: antd's and i18next's module state would carry from one file into the next.
/** Reliability suites that measure times: they run alone (see the two reliability projects below). */
const TIMED_RELIABILITY = [
  'reliability/db-restart.test.ts',
  'reliability/hostile-bodies.test.ts',
  'reliability/login-flood.test.ts',
  'reliability/two-instances.test.ts',
];

import { uiLocalePacks } from './apps/web/build/ui-locale-packs.ts';

export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
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
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/lib/i18n.test-setup.ts'],
          // a form test types and clicks through antd for seconds; beside the server's files on 2 cores one
          // passed 5 s (the default) with nothing wrong
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
