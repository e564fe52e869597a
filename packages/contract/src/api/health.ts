import { z } from 'zod';

const databaseStatusSchema = z.object({
  engine: z.enum(['pglite', 'postgres']),
  ok: z.boolean(),
  latencyMs: z.number().min(0),
});

/** GET /api/health: the process and database at a glance (people, e2e, the benchmark's baseline). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().int().min(0),
  database: databaseStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: the process answers (no database call); a failing probe means "restart it". */
export const livenessSchema = z.object({
  status: z.literal('live'),
  version: z.string(),
  uptimeSeconds: z.number().int().min(0),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /api/health/ready: whether this instance can serve traffic now (database reachable, its migrations
 * applied); a failing probe means "send no traffic here", not "restart it". The 503 envelope carries the same
 * object as `data`.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: databaseStatusSchema,
  migrations: z.object({
    /** The newest migration this code ships (its folder name, e.g. 0011_card_last_retired). */
    expected: z.string(),
    /** The database holds that migration or a newer one (a newer instance may have migrated first). */
    applied: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
