import type { DateRange } from '@simportal/contract/rules/date-range';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { userAccounts } from '../users/index.ts';

/**
 * Customers (level 0, read through the users' view) who registered on each business day of the range: their registration instant read in
 * BILLING_TZ, the range's bounds the start of its first day and of the day after its last in that zone (so a
 * daylight-saving day is its 23 or 25 hours). users_customer_created_idx (migration 0015) keeps it a range read.
 */
export const newCustomersStatement = (range: DateRange, timeZone: string) =>
  sql`select (created_at at time zone ${timeZone})::date::text as day, count(*) as n
        from ${userAccounts}
        where level = 0
          and created_at >= (${range.start}::date::timestamp at time zone ${timeZone})
          and created_at < ((${range.end}::date + 1)::timestamp at time zone ${timeZone})
        group by 1`;

export const newCustomersByDay = async (
  db: DbOrTx,
  range: DateRange,
  timeZone: string,
): Promise<Map<string, number>> => {
  const rows = await selectRows<{ day: string; n: string }>(db, newCustomersStatement(range, timeZone));
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
};
