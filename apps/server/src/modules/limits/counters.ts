import { and, eq, gt, inArray, like, lte, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { rateLimitCounters } from './schema.ts';

/** A counter after a hit, or as read: hits in the current window and when that window ends. */
export interface CounterState {
  hits: number;
  windowEndsAt: Date;
}

/** Ended windows each hit removes, besides its own: more than the one row a hit can add (issue #31). */
export const SWEEP_PER_HIT = 2;

/**
 * Counts one hit in the key's fixed window, in one atomic upsert: concurrent hits on any number of instances
 * each get their own count, and a window that has ended starts again at 1. Returns the count after this hit.
 *
 * The same statement removes up to SWEEP_PER_HIT windows of other keys that have ended (by the window's index,
 * skipping rows another hit holds): a hit adds at most one row and removes up to two ended ones, so however
 * many addresses a flood comes from, the ended rows cannot pile up faster than they go, and the table holds
 * about the live windows (the periodic purge is then only for a quiet portal).
 */
export const hitCounter = async (
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState> => {
  const nowParam = timestamptz(now);
  const endsParam = timestamptz(new Date(now.getTime() + windowMs));
  const [row] = await selectRows<{ hits: number; window_ends_at: Date | string }>(
    db,
    sql`with swept as (
          delete from rate_limit_counters where key in (
            select key from rate_limit_counters
            where window_ends_at <= ${nowParam} and key <> ${key}
            order by window_ends_at limit ${SWEEP_PER_HIT} for update skip locked)
        )
        insert into rate_limit_counters (key, hits, window_ends_at) values (${key}, 1, ${endsParam})
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_ends_at <= ${nowParam} then 1
                      else rate_limit_counters.hits + 1 end,
          window_ends_at = case when rate_limit_counters.window_ends_at <= ${nowParam} then ${endsParam}
                                else rate_limit_counters.window_ends_at end
        returning hits, window_ends_at`,
  );
  return { hits: Number(row!.hits), windowEndsAt: new Date(row!.window_ends_at) };
};

/** The key's live window, or null when it has none (never hit, or its window ended). */
export const readCounter = async (db: DbOrTx, key: string, now: Date): Promise<CounterState | null> => {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)));
  return row ?? null;
};

/** The live windows of some keys, by key (keys never hit, or whose window ended, are absent). */
export const readCounters = async (
  db: DbOrTx,
  keys: string[],
  now: Date,
): Promise<Map<string, CounterState>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: rateLimitCounters.key,
      hits: rateLimitCounters.hits,
      windowEndsAt: rateLimitCounters.windowEndsAt,
    })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.windowEndsAt, now)));
  return new Map(rows.map(({ key, ...state }) => [key, state]));
};

/**
 * Takes back one hit of the key's live window: for a hit counted before the check it stands for, when the
 * check then passed (a verify code counted as wrong until it proved right). Atomic, never below 0; an ended
 * window is left as it is.
 */
export const takeBackHit = async (db: DbOrTx, key: string, now: Date) => {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)));
};

export const clearCounter = async (db: DbOrTx, key: string) => {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
};

/** Removes every counter whose key starts with `prefix` (LIKE's wildcards in it are escaped). */
export const clearCountersStartingWith = async (db: DbOrTx, prefix: string) => {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, pattern));
};

/** Removes windows that ended (a few thousand at a time, so one call stays short); returns how many. */
export const purgeEndedCounters = async (db: DbOrTx, now: Date, limit = 5000): Promise<number> => {
  const ended = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .limit(limit);
  const removed = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} in ${ended}`)
    .returning({ key: rateLimitCounters.key });
  return removed.length;
};

/** Whole seconds until a window ends, at least 1 (a Retry-After of 0 would invite an immediate retry). */
export const secondsUntil = (windowEndsAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
