import { FEE_EPOCH_DAY } from '@simportal/contract/daily-fee';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The contract's fee rule (packages/contract/src/daily-fee.ts) as a SQL expression, for the set-based run:
 * ⌊price ÷ days⌋, plus the remainder on the first day of each cycle counted from the card's cycle start (or
 * FEE_EPOCH_DAY). `plan` and `card` are the aliases of basic_plans and sim_cards in the statement; `day` an
 * ISO date (or a date expression). The tests compare it with feeForDay() over many plans and days.
 */
export const feeSql = (day: string | SQL, plan = 'p', card = 'c'): SQL => {
  const p = sql.raw(plan);
  const c = sql.raw(card);
  const d = typeof day === 'string' ? sql`${day}::date` : day;
  const index = sql`mod(mod(${d} - coalesce(${c}.cycle_start_day, ${FEE_EPOCH_DAY}::date), ${p}.cycle_days) + ${p}.cycle_days, ${p}.cycle_days)`;
  return sql`(${p}.price_minor / ${p}.cycle_days + case when ${index} = 0 then ${p}.price_minor % ${p}.cycle_days else 0 end)`;
};

/** The ledger key of a card's daily fee for one business day: unique, so a day is charged at most once. */
export const dailyFeeKey = (cardId: number, day: string): string => `daily-fee:${cardId}:${day}`;

/** The same key built in SQL from a card id column; `day` a value or a prepared statement's placeholder. */
export const dailyFeeKeySql = (cardIdColumn: SQL, day: string | Placeholder): SQL =>
  sql`'daily-fee:' || ${cardIdColumn} || ':' || ${day}`;
