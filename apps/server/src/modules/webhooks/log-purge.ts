import { WEBHOOK_LOG_DAYS } from '@simportal/contract/api/webhooks';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { webhookAttempts } from './schema.ts';

const EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Deletes the delivery log's attempts older than WEBHOOK_LOG_DAYS, oldest first, in batches of `batch` rows (each
 * statement short, on webhook_attempts_at_idx) until one comes back short: the log a customer pages through and
 * the table stay bounded by a month of their events, however long the portal runs.
 */
export const purgeWebhookLog = async (db: DbOrTx, now: Date, batch = 5_000): Promise<number> => {
  const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (delete from ${webhookAttempts} where id in (
          select id from ${webhookAttempts} where at < ${before.toISOString()}::timestamptz order by at limit ${batch}
        ) returning 1)
        select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    removed += n;
    if (n < batch) return removed;
  }
};

/** The purge, hourly, on any instance (deleting an old attempt twice is harmless). */
export const startWebhookLogPurge = (ctx: AppContext, log: PeriodicLog): PeriodicWork =>
  startPeriodic({
    name: 'the purge of old webhook attempts',
    delayMs: () => EVERY_MS,
    run: async () => {
      await purgeWebhookLog(ctx.database.db, ctx.clock.now());
    },
    log,
  });
