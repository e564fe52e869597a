import type { FastifyInstance } from 'fastify';
import { buildApp, createAppContext } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { loadConfig } from '../../src/config.ts';
import type { Mailer } from '../../src/modules/mail/mailer.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  /** The clock the services read; `t.clock.advance(ms)` moves time for expiry tests. */
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The real application on its own migrated database, driven through `app.inject`. The per-IP rate limits are
 * raised (every injected request comes from 127.0.0.1); a test of those limits passes its own values in `env`.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  options: { mailer?: Mailer } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_CODES_PER_HOUR: '100000',
    // the tests are the local operator's case: the mailbox and the metrics turned on, as `npm run dev` does
    DEV_MAILBOX: 'true',
    METRICS_LOCAL: 'true',
    // administrators' second factor is its own tests' subject (second-factor.test.ts); the rest sign in with a
    // password, as an operator who has not required it would
    ADMIN_SECOND_FACTOR: 'optional',
    // the lifeline is its own tests' subject (billing-lifeline.test.ts); the rest see a card stopped when the
    // balance runs out, as an operator who turned it off would
    LIFELINE_DAYS: '0',
    ...env,
  });
  const clock = createTestClock((offset) => database.setClockOffset(offset));
  const ctx = await createAppContext({ config, database, version: 'test', clock, mailer: options.mailer });
  const { app } = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    database,
    clock,
    close: async () => {
      await app.close();
      ctx.mailer.close();
      await database.close();
    },
  };
};
