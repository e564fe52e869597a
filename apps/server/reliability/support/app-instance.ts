import type { FastifyInstance } from 'fastify';
import { buildApp, createAppContext } from '../../src/app.ts';
import { openPostgres } from '../../src/db/database.ts';
import type { TestApp } from '../../test/helpers/build-test-app.ts';

export interface AppInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another API instance on the test app's PostgreSQL database, with the same configuration and clock and a
 * connection pool of its own: several of them stand for processes behind a load balancer.
 */
export const anotherInstance = async (t: TestApp, poolSize: number): Promise<AppInstance> => {
  const database = openPostgres(t.database.url!, poolSize);
  const ctx = await createAppContext({ config: t.ctx.config, database, version: 'test', clock: t.clock });
  const { app } = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      ctx.mailer.close();
      await database.close();
    },
  };
};
