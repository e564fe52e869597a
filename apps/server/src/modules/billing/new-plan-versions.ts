import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { newerPlanVersionsSql } from '../catalog/index.ts';
import { updateCardsTerms } from '../sims/index.ts';
import type { CustomerBatch } from './run-statements.ts';

/**
 * 1b. of the daily run, after the pending plans: the cards whose plan has a newer version move to it on the
 * first day of one of their cycles on or after the version's effective day (decision 0026), so a price change
 * never splits a cycle: the cycle that began before it is paid at the old terms, the next one at the new.
 * The newest version already in effect is taken (two changes between cycle starts: the later one). The card's
 * cycles restart on that day (it was a cycle start anyway; a new cycle length counts from here). Every bound
 * card of the batch, whatever its status, as the pending plans: a paused card resumes on the plan as it is now.
 */
export const moveToNewPlanVersions = (
  tx: Tx,
  day: string,
  batch: CustomerBatch | undefined,
): Promise<number> => {
  const d = sql`${day}::date`;
  return updateCardsTerms(tx, {
    set: { currentPlanId: sql`n.id`, cycleStartDay: d },
    // p: every superseded plan version, n: the newest later version of its plan in effect on the day
    from: newerPlanVersionsSql(d),
    where: sql`p.id = c.current_plan_id and p.superseded_at is not null and c.user_id is not null
      ${batch ? sql`and c.user_id > ${batch.after} and c.user_id <= ${batch.upTo}` : sql``}
      and (c.cycle_start_day is null or c.cycle_start_day <= ${d})
      and cycle_day_index(p.cycle_days, c.cycle_start_day, ${d}) = 0`,
  });
};
