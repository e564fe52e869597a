import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import { type DbOrTx, timestamptz } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema.ts';

/** A counter after a hit, or as read: hits in the current window and when that window ends. */
export interface CounterState {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit in the key's fixed window, in one atomic upsert: concurrent hits on any number of instances
 * each get their own count, and a window that has ended starts again at 1. Returns the count after this hit.
 */
export const hitCounter = async (
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState> => {
  const nowParam = timestamptz(now);
  const endsParam = timestamptz(new Date(now.getTime() + windowMs));
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${nowParam}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${endsParam} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
};

/** The key's live window, or null when it has none (never hit, or its window ended). */
export const readCounter = async (db: DbOrTx, key: string, now: Date): Promise<CounterState | null> => {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)));
  return row ?? null;
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
