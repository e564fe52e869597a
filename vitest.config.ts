import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its tests beside its code.
// Every core runs a test file (Vitest's default leaves one idle: on CI's 2 cores that halved the suite's speed).
// The contract's and the server's files share their worker's modules (isolate: false): each server file builds
// its own app and database, and importing the app once per file was 39 % of the run. The web's component
// tests keep their isolation: antd's and i18next's module state would carry from one file into the next.
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
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
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
        // Issue #11's reliability and security suites: races, crashes, a database restart, the fuzzer, the
        // authorization matrix. They run on PostgreSQL (`npm run test:reliability`), as their own CI step.
        test: {
          name: 'reliability',
          root: './apps/server',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
