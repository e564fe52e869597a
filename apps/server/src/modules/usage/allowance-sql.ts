import { KB_PER_MB } from '@simportal/contract/traffic';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { addOnPurchasesView } from './owners-views.ts';

/**
 * The contract's allowance rule (api/billing.ts cardAllowance, the one billing shows) in SQL, for the
 * set-based check after an import and the usage summaries. `card` and `plan` are the names the statement gives
 * the card (sims' cards view) and its plan (the catalogue's plan_versions; `c` and `p` unless told, as feeSql);
 * `today` the business day.
 *  - cycle start: the first day of the billing cycle `today` is in (daily-fee.ts cycleStartOf);
 *  - period start: today for a PER_DAY plan, the cycle start for a PER_CYCLE one;
 *  - allowance: the plan's MB plus the add-on MB the current holder bought (billing's card-billing.ts rule), in KB.
 * `today` and `tz` are values, or placeholders of a prepared statement.
 */
export type SqlValue = string | Placeholder;

export const cycleStartSql = (today: SqlValue, card = 'c', plan = 'p'): SQL => {
  const c = sql.raw(card);
  const p = sql.raw(plan);
  return sql`cycle_start_of(${p}.cycle_days, ${c}.cycle_start_day, ${today}::date)`;
};

export const periodStartSql = (today: SqlValue, card = 'c', plan = 'p'): SQL =>
  sql`(case when ${sql.raw(plan)}.traffic_limit_type = 'PER_DAY' then ${today}::date else ${cycleStartSql(today, card, plan)} end)`;

export const allowanceKbSql = (card = 'c', plan = 'p'): SQL => {
  const c = sql.raw(card);
  return sql`((${sql.raw(plan)}.total_traffic_mb::bigint + coalesce((select sum(a.traffic_mb) from ${addOnPurchasesView} a
        where a.card_id = ${c}.id and a.user_id = ${c}.user_id
          and a.purchased_at >= coalesce(${c}.bound_at, ${c}.created_at)), 0)) * ${KB_PER_MB})`;
};

/**
 * The first day whose usage belongs to the card's current holder: the business day (in `tz`) after the card
 * last left a customer (its last_retired_at). A card changes hands only after its holder deletes it; what
 * they used is theirs, so neither a later holder's figures, nor their allowance, nor their alerts count it. A
 * card that never left anyone counts everything (usage before binding was the buyer's: cards are sold in use).
 */
export const holderSinceSql = (tz: SqlValue, card = 'c'): SQL =>
  sql`coalesce((${sql.raw(card)}.last_retired_at at time zone ${tz})::date + 1, '-infinity'::date)`;
