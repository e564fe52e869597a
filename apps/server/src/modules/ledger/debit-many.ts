import type { ActivityReason } from '@simportal/contract/api/wallet';
import type { ActivityType } from '@simportal/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import { timestamptz } from '../../db/database.ts';
import { balances } from './schema.ts';

// The ledger's set-based debit: many customers' many debits in the one statement of a caller that prices them
// (the daily run, run-statements.ts), written by the rule the ledger's per-entry debit follows (ledger.ts): each
// customer's balance is lowered ONCE by their total, by a conditional UPDATE that holds only when the balance is
// still the one the debits were priced against; one activity row per debit, in the debits' order, each with the
// balance after it. As SQL fragments (common table expressions) the caller embeds, so the set costs one
// statement, not one per row or per customer (bench:billing, decision 0023).

/** The ledger rows a set-based debit writes (the ledger's per-entry calls store a hash of their request here). */
export interface DebitManyEntries {
  /**
   * The name of a CTE of the caller with one row per debit, in the order they are booked per customer:
   * `user_id`, `card_id`, `amount` (> 0, minor units), `balance` (the customer's balance they were priced
   * against) and `running` (the customer's running sum of `amount` up to and including this row, ≤ balance
   * plus the customer's overdraft: balances_within_overdraft refuses the statement otherwise).
   */
  debits: string;
  type: Extract<ActivityType, 'DAILY_FEE'>;
  reason: ActivityReason;
  tradeDate: string;
  createdAt: Date;
  /** Each row's idempotency key, from the CTE's columns: unique across the ledger, as for `debit`. */
  idempotencyKey: SQL;
  requestHash: string;
}

/**
 * The CTEs of a set-based debit (to follow the caller's `with … ,`). Check the caller's result with
 * `assertAllDebited`: a customer whose balance moved since it was read is not debited, and the statement's
 * transaction must then roll back rather than book a balance_after that never was.
 */
export const debitMany = (entries: DebitManyEntries): SQL => {
  const debits = sql.raw(entries.debits);
  return sql`ledger_totals as (
        select user_id, max(running) as total, min(balance) as balance from ${debits} group by user_id
      ),
      ledger_debited as (
        update ${balances} b set balance = b.balance - t.total from ledger_totals t
        where b.user_id = t.user_id and b.balance = t.balance
        returning 1
      ),
      -- ids in the debits' order, so each balance_after is the one before it less this debit
      ledger_written as (
        insert into activities (user_id, type, amount_minor, balance_after_minor, reason, card_id, trade_date,
          created_at, idempotency_key, request_hash)
        select user_id, ${entries.type}, -amount, balance - running, ${entries.reason}, card_id,
          ${entries.tradeDate}::date, ${timestamptz(entries.createdAt)}, ${entries.idempotencyKey},
          ${entries.requestHash}
        from ${debits}
        order by user_id, running
        returning amount_minor
      )`;
};

/** The counts `assertAllDebited` needs, as select-list columns of the caller's statement. */
export const debitManyCounts = sql`(select count(*) from ledger_totals)::int as ledger_customers,
        (select count(*) from ledger_debited)::int as ledger_debited,
        (select count(*) from ledger_written)::int as ledger_written,
        (select coalesce(-sum(amount_minor), 0) from ledger_written)::text as ledger_written_minor`;

export interface DebitManyCounts {
  ledger_customers: number;
  ledger_debited: number;
  ledger_written: number;
  ledger_written_minor: string;
}

/**
 * Throws when a customer's balance changed between pricing and debiting (their UPDATE matched nothing): the
 * caller's transaction rolls back, so no activity is booked against a balance that was not the one debited.
 * Returns what was written.
 */
export const assertAllDebited = (
  counts: DebitManyCounts | undefined,
  what: string,
): { written: number; writtenMinor: number } => {
  const customers = Number(counts?.ledger_customers ?? 0);
  const debited = Number(counts?.ledger_debited ?? 0);
  if (debited !== customers) {
    throw new Error(`${what}: ${customers - debited} balances changed while they were debited; rolled back`);
  }
  return {
    written: Number(counts?.ledger_written ?? 0),
    writtenMinor: Number(counts?.ledger_written_minor ?? 0),
  };
};
