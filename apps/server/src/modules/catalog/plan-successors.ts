import { type SQL, sql } from 'drizzle-orm';

/**
 * Which version a card on an older version of a plan moves to (docs/decisions/0026-catalogue-versions.md), as
 * FROM items of another module's statement: `p`, every version of every plan (the columns of the plan_versions
 * view), each with `n`, the id of the newest later version of its plan in effect on `day` (none: the row is
 * left out). Billing's daily run joins it to the cards at a cycle start (new-plan-versions.ts).
 */
export const newerPlanVersionsSql = (day: SQL): SQL =>
  sql`basic_plans p
          cross join lateral (
            select v.id from basic_plans v
            where v.lineage_id = p.lineage_id and v.version > p.version and v.effective_from <= ${day}
            order by v.version desc limit 1) n`;
