import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { balances } from './schema.ts';

// How far below zero a balance may go (balances.overdraft, decision 0069). Only a bridge of the daily run
// (billing) gives a balance room below zero, and only for the daily fees it charges through `debitMany`; a
// customer's own debits still need the balance itself (ledger.ts), and money in shrinks the room (addToBalance).
// The check balances_within_overdraft holds every balance to it.

/**
 * A CTE (to follow the caller's `with … ,`) that sets the overdraft of each customer of the caller's CTE
 * `rooms` (`user_id`, `overdraft`) to that room: the run opening or renewing bridges. Never below what the balance
 * already owes, so the check holds whatever the caller computed.
 */
export const setOverdraftsSql = (rooms: string): SQL =>
  sql`ledger_overdrafts as (
        update ${balances} b set overdraft = greatest(r.overdraft, -b.balance, 0)
        from ${sql.raw(rooms)} r where b.user_id = r.user_id
        returning b.user_id
      )`;

/**
 * A CTE that ends the room below zero of each customer of the caller's CTE `ended` (`user_id`): what the balance
 * owes stays owed, but no further fee may go below zero (a bridge ended unsettled).
 */
export const closeOverdraftsSql = (ended: string): SQL =>
  sql`ledger_closed as (
        update ${balances} b set overdraft = greatest(0, -b.balance)
        from ${sql.raw(ended)} e where b.user_id = e.user_id
        returning b.user_id, b.balance
      )`;

/** What every balance below zero owes in all, as a scalar subquery (the overview's outstanding advances). */
export const owedTotalSql = (): SQL =>
  sql`(select coalesce(sum(-balance), 0) from ${balances} where balance < 0)`;

/** The same for one customer, in the caller's transaction (a bridge settled or ended by a request). */
export const closeOverdraft = async (tx: Tx, userId: number): Promise<void> => {
  await tx.execute(sql`update ${balances} set overdraft = greatest(0, -balance) where user_id = ${userId}`);
};
