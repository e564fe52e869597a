import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { selectRows } from '../../db/database.ts';
import { deliverNow } from '../deliveries/index.ts';
import { queuePushes } from '../push/index.ts';
import { checkCaps } from './cap-check.ts';
import { IMPORT_LOCK } from './import-usage.ts';

/**
 * A cap just set on one card is measured against today's use at once (decision 0074), so a card already past it
 * is warned or held now rather than at the next usage report: a customer who sets 1 MB on a card that used 60 MB
 * today sees it held, not "60 MB of 1 MB" in service. The import's lock is tried, not awaited: while an import
 * runs it measures every capped card itself, this one included, and a customer's request never waits for it.
 */
export const applyCapsNow = async (ctx: AppContext, cardId: number): Promise<void> => {
  const today = businessDayOf(ctx);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [lock] = await selectRows<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as got`,
    );
    if (!lock?.got) return null;
    const caps = await checkCaps(ctx, tx, today, [], { cardId });
    return { caps, pushIds: await queuePushes(ctx, tx, caps.pushes) };
  });
  if (!outcome) return;
  const { carrierCommandIds, mails } = outcome.caps;
  await deliverNow(ctx, [...carrierCommandIds, ...mails.map((mail) => mail.id), ...outcome.pushIds]);
};
