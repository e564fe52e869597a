import { FEE_EPOCH_DAY } from '@simportal/contract/daily-fee';
import { KB_PER_MB } from '@simportal/contract/traffic';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The contract's allowance rule (api/billing.ts cardAllowance, the one billing shows) in SQL, for the
 * set-based check after an import. `c` is sim_cards, `p` basic_plans; `today` the business day.
 *  - cycle start: the first day of the billing cycle `today` is in (daily-fee.ts cycleStartOf);
 *  - period start: today for a PER_DAY plan, the cycle start for a PER_CYCLE one;
 *  - allowance: the plan's MB plus the add-on MB the current holder bought (billing's card-billing.ts rule), in KB.
 */
export const cycleStartSql = (today: string): SQL =>
  sql`(${today}::date - mod(mod(${today}::date - coalesce(c.cycle_start_day, ${FEE_EPOCH_DAY}::date), p.cycle_days) + p.cycle_days, p.cycle_days))`;

export const periodStartSql = (today: string): SQL =>
  sql`(case when p.traffic_limit_type = 'PER_DAY' then ${today}::date else ${cycleStartSql(today)} end)`;

export const allowanceKbSql = (): SQL =>
  sql`((p.total_traffic_mb::bigint + coalesce((select sum(a.traffic_mb) from card_add_ons a
        where a.card_id = c.id and a.user_id = c.user_id
          and a.purchased_at >= coalesce(c.bound_at, c.created_at)), 0)) * ${KB_PER_MB})`;

/**
 * The first day whose usage belongs to the card's current holder: the business day (in `tz`) after the card
 * last left a customer (sim_cards.last_retired_at). A card changes hands only after its holder deletes it; what
 * they used is theirs, so neither a later holder's figures, nor their allowance, nor their alerts count it. A
 * card that never left anyone counts everything (usage before binding was the buyer's: cards are sold in use).
 */
export const holderSinceSql = (tz: string): SQL =>
  sql`coalesce((c.last_retired_at at time zone ${tz})::date + 1, '-infinity'::date)`;
