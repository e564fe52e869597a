import type { Health } from '@simportal/contract/api/health';
import type { AppContext } from '../../app-context.ts';

export const checkHealth = async (ctx: AppContext): Promise<Health> => {
  const started = performance.now();
  let ok = true;
  try {
    await ctx.database.ping();
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    version: ctx.version,
    uptimeSeconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
    database: {
      engine: ctx.database.engine,
      ok,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    },
  };
};
