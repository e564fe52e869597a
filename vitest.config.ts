import { defineConfig } from 'vitest/config';

// One runner for every package; each project keeps its tests beside its code.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./src/lib/i18n.test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
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
