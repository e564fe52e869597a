import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on its own migrated database, driven through `app.inject`. */
export const buildTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-build', ...env });
  const ctx: AppContext = { config, database, startedAt: Date.now(), version: 'test' };
  const { app } = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
