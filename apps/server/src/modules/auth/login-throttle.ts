import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { loginThrottles } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';

/** Wrong passwords an account takes in one window before every attempt is refused until the window ends. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Existing accounts are counted by id (username and email share one count); unknown ones by what was typed. */
export const throttleKey = (userId: number | null, account: string): string =>
  userId === null ? `account:${account.trim().toLowerCase()}` : `user:${userId}`;

/** too_many_requests (429) while the account has used up its failures in the current window. */
export const assertLoginAllowed = async (db: DbOrTx, key: string, now: Date) => {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.accountKey, key));
  if (!row || row.failures < LOGIN_MAX_FAILURES) return;
  const endsAt = row.windowStartedAt.getTime() + LOGIN_WINDOW_SECONDS * 1000;
  if (endsAt <= now.getTime()) return;
  throw new DomainError('too_many_requests', {
    retryAfterSeconds: Math.ceil((endsAt - now.getTime()) / 1000),
  });
};

/** Counts a failure in one atomic upsert (safe across instances); a window that has ended starts again. */
export const recordLoginFailure = async (db: DbOrTx, key: string, now: Date) => {
  // Raw SQL parameters bypass the column's mapping, so the instants go in as ISO strings with a cast.
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000).toISOString();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${loginThrottles.windowStartedAt} <= ${windowStart}::timestamptz`;
  await db
    .insert(loginThrottles)
    .values({ accountKey: key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.accountKey,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowParam} else ${loginThrottles.windowStartedAt} end`,
      },
    });
};

export const clearLoginFailures = async (db: DbOrTx, key: string) => {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountKey, key));
};
