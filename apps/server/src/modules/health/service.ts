import type { Health, Liveness, Readiness } from '@simportal/contract/api/health';
import type { AppContext } from '../../app-context.ts';
import { EXPECTED_MIGRATION, migrationsApplied } from '../../db/migration-status.ts';

const uptimeSeconds = (ctx: AppContext) => Math.floor((Date.now() - ctx.startedAt) / 1000);

/** Pings the database; never throws. */
const probeDatabase = async (ctx: AppContext): Promise<Health['database']> => {
  const started = performance.now();
  let ok = true;
  try {
    await ctx.database.ping();
  } catch {
    ok = false;
  }
  return {
    engine: ctx.database.engine,
    ok,
    latencyMs: Math.round((performance.now() - started) * 100) / 100,
  };
};

export const checkHealth = async (ctx: AppContext): Promise<Health> => {
  const database = await probeDatabase(ctx);
  return {
    status: database.ok ? 'ok' : 'degraded',
    version: ctx.version,
    uptimeSeconds: uptimeSeconds(ctx),
    database,
  };
};

/** Deliberately touches nothing outside the process: a database outage must not get healthy instances restarted. */
export const checkLiveness = (ctx: AppContext): Liveness => ({
  status: 'live',
  version: ctx.version,
  uptimeSeconds: uptimeSeconds(ctx),
});

export const checkReadiness = async (ctx: AppContext): Promise<Readiness> => {
  const database = await probeDatabase(ctx);
  // A missing migrations table (a database never migrated) fails the query like a missing migration would.
  const applied = database.ok && (await migrationsApplied(ctx.database.db).catch(() => false));
  return {
    status: database.ok && applied ? 'ready' : 'not_ready',
    database,
    migrations: { expected: EXPECTED_MIGRATION, applied },
  };
};
