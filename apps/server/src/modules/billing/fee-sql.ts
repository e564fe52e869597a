import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The contract's fee rule (packages/contract/src/daily-fee.ts) in SQL: the `daily_fee` function of migration 0030,
 * for the set-based run. `plan` and `card` are the aliases of basic_plans and sim_cards in the statement; `day` an
 * ISO date (or a date expression). fee-rule-sql.test.ts holds the function equal to feeForDay().
 */
export const feeSql = (day: string | SQL, plan = 'p', card = 'c'): SQL => {
  const p = sql.raw(plan);
  const c = sql.raw(card);
  const d = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`daily_fee(${p}.price_minor, ${p}.cycle_days, ${c}.cycle_start_day, ${d})`;
};

/** The ledger key of a card's daily fee for one business day: unique, so a day is charged at most once. */
export const dailyFeeKey = (cardId: number, day: string): string => `daily-fee:${cardId}:${day}`;

/** The same key built in SQL from a card id column; `day` a value or a prepared statement's placeholder. */
export const dailyFeeKeySql = (cardIdColumn: SQL, day: string | Placeholder): SQL =>
  sql`'daily-fee:' || ${cardIdColumn} || ':' || ${day}`;
