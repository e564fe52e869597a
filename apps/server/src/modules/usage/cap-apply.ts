import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { deliverNow } from '../deliveries/index.ts';
import { checkCaps } from './cap-check.ts';
import { IMPORT_LOCK } from './import-usage.ts';

/** How long setting a cap waits for a running import before leaving the card to it (a customer's request). */
export const CAP_APPLY_WAIT_MS = 2_000;

/** PostgreSQL's lock_not_available (55P03): a lock_timeout ran out. */
const lockTimedOut = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '55P03') return true;
    current = candidate.cause;
  }
  return false;
};

/** Measures one card under the import's lock, waiting at most `waitMs` for it (0: as long as an import runs). */
const measureOne = async (ctx: AppContext, cardId: number, waitMs: number): Promise<boolean> => {
  const today = businessDayOf(ctx);
  const outcome = await ctx.database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${waitMs}ms'`));
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      return checkCaps(ctx, tx, today, [], { cardId });
    })
    .catch((error: unknown) => {
      if (lockTimedOut(error)) return null;
      throw error;
    });
  if (!outcome) return false;
  const { carrierCommandIds, told } = outcome;
  await deliverNow(ctx, [...carrierCommandIds, ...told.mails.map((mail) => mail.id), ...told.pushIds]);
  return true;
};

/**
 * A cap just set on one card is measured against today's use at once (decision 0074), so a card already past it
 * is warned or held now, its carrier command delivered before the answer: a customer who sets 1 MB on a card
 * that used 60 MB today sees it held, not "60 MB of 1 MB" in service. Measuring takes the import's lock (an
 * import measures every capped card itself, so the two never tell or hold a card twice); a request waits for a
 * running import at most CAP_APPLY_WAIT_MS. An import that runs longer may have measured the caps before this
 * one was saved, so the card is measured again as soon as it has committed, after the answer (which then shows
 * no hold yet, and the screens say it comes when the import is recorded). Answers whether it was measured now.
 */
export const applyCapsNow = async (ctx: AppContext, cardId: number): Promise<boolean> => {
  if (await measureOne(ctx, cardId, CAP_APPLY_WAIT_MS)) return true;
  void measureOne(ctx, cardId, 0).catch((error: unknown) =>
    ctx.log.error({ err: error, cardId }, 'a daily cap set during a usage import could not be measured'),
  );
  return false;
};
