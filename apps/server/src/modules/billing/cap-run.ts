import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/database.ts';
import { queueCarrierCommandsSql } from '../carrier/index.ts';
import { planVersions } from '../catalog/index.ts';
import { cards, transitionCards } from '../sims/index.ts';
import { type MoneyCapRunHit, moneyCapsSql, spentOnDaySql } from '../usage/index.ts';
import { dayChargedSql } from './day-charged.ts';
import { feeSql } from './fee-sql.ts';
import { type CustomerBatch, inBatch } from './run-statements.ts';

export interface MoneyCapRunOutcome {
  hits: MoneyCapRunHit[];
  /** Carrier PAUSE (a card paused) and THROTTLE (a card slowed) commands, to deliver after the commit. */
  commandIds: number[];
}

/**
 * The daily run's part of a card's money cap (issue #59, decision 0074), on today's run only, after the balances
 * are locked and before the charge: a card in use whose fee today, with what it already spent today, would pass
 * its daily money cap is
 *  - STOP: paused instead of charged (→ PAUSED through the state machine, its pending plan cancelled as Stop
 *    Billing does, a carrier PAUSE); its holder resumes it once the cap allows the fee;
 *  - SLOW: charged by the charge below as every card (the fee is the card's service itself: a cap that slows
 *    never stops it), and throttled at the carrier for the day.
 * The usage module records each hit and tells the holder (recordMoneyCapHits), in the same transaction.
 */
export const applyMoneyCaps = async (
  tx: Tx,
  day: string,
  now: Date,
  batch?: CustomerBatch,
): Promise<MoneyCapRunOutcome> => {
  const date = sql`${day}::date`;
  const [row] = await selectRows<{ hits: MoneyCapRunHit[] | null; commands: number[] | null }>(
    tx,
    sql`with over as (
        select c.id, c.user_id, c.iccid, k.money_action as action, ${feeSql(day)} as fee,
          k.money_minor_per_day as cap
        from ${cards} c join ${moneyCapsSql()} k on k.card_id = c.id and k.user_id = c.user_id
          join ${planVersions} p on p.id = c.current_plan_id
        where c.status = 'USING' and c.user_id is not null${inBatch(sql`c.user_id`, batch)}
          and (c.cycle_start_day is null or c.cycle_start_day <= ${date})
          and not ${dayChargedSql(sql`c.id`, date)}
          and ${feeSql(day)} + ${spentOnDaySql(sql`c.id`, sql`c.user_id`, date)} > k.money_minor_per_day
      ),
      ${transitionCards({
        name: 'paused',
        ids: sql`array(select id from over where action = 'STOP')`,
        from: 'USING',
        to: 'PAUSED',
        set: sql`pending_plan_id = null, pending_plan_from = null`,
        returning: sql`s.id, s.user_id, s.iccid`,
      })},
      slowed as (select id, iccid from over where action = 'SLOW'),
      pauses as (${queueCarrierCommandsSql(sql`paused`, 'PAUSE', now)}),
      throttles as (${queueCarrierCommandsSql(sql`slowed`, 'THROTTLE', now)})
      select (select json_agg(json_build_object('cardId', o.id, 'userId', o.user_id, 'action', o.action,
          'feeMinor', o.fee, 'capMinor', o.cap))
          from over o where o.action = 'SLOW' or o.id in (select id from paused)) as hits,
        (select json_agg(id) from (select id from pauses union all select id from throttles) q) as commands`,
  );
  return {
    hits: (row?.hits ?? []).map((hit) => ({
      ...hit,
      cardId: Number(hit.cardId),
      userId: Number(hit.userId),
      feeMinor: Number(hit.feeMinor),
      capMinor: Number(hit.capMinor),
    })),
    commandIds: (row?.commands ?? []).map(Number),
  };
};
