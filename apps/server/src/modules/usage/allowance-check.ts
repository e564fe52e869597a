import { canTransition } from '@simportal/contract/card-states';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import { planVersions } from '../catalog/index.ts';
import { type NotifyEvent, type Told, tell } from '../notify/index.ts';
import { allowanceKbSql, cycleStartSql, holderSinceSql, periodStartSql } from './allowance-sql.ts';
import { leftBelow, leftBelowSql } from './auto-add-on-threshold.ts';
import { applyAutoAddOn } from './auto-add-on-trigger.ts';
import type { MoneyCapRefusal } from './cap-check.ts';
import { dataAlertThresholdsSql } from './data-alerts.ts';
import { onLifelineSql } from './lifelines.ts';
import { cardsView } from './owners-views.ts';

interface CardPeriod {
  card_id: number;
  iccid: string;
  card_number: string;
  label: string | null;
  user_id: number | null;
  status: string;
  deleted: boolean;
  has_plan: boolean;
  restrict_rule: 'THROTTLE' | 'STOP' | null;
  cycle_start: string | null;
  period_start: string | null;
  allowance_kb: string | null;
  used_kb: string;
  restricted_period: string | null;
  restricted_rule: 'THROTTLE' | 'STOP' | null;
  /** A daily cap (cap-check.ts) holds the card today the same way: lifting the allowance's rule leaves it on. */
  cap_holds: boolean;
  /** The data alerts the holder chose (data-alerts.ts), rising. */
  thresholds: number[];
  /** The holder's auto add-on, when it is on (auto-add-on-rules.ts): null columns otherwise. */
  auto_add_on_id: number | null;
  auto_below: number | null;
  auto_per_day: number | null;
  auto_per_cycle: number | null;
}

export interface AllowanceCheckResult {
  alertsSent: number;
  /** Add-ons the cards' auto add-ons bought (auto-add-on-trigger.ts). */
  autoAddOnsBought: number;
  restricted: number;
  lifted: number;
  carrierCommandIds: number[];
  mails: Told['mails'];
  /** The pushes of what was told, one per device of the holder's. */
  pushIds: number[];
  /** Cards whose auto add-on their daily money cap refused: the cap's action follows (cap-check.ts). */
  moneyCapRefused: MoneyCapRefusal[];
}

/**
 * After an import, inside its transaction: the allowance of every bound card with a plan is recomputed
 * (used in the period against plan + add-ons, allowance-sql.ts) for the cards at their lowest alert or below their
 * auto add-on's threshold, and for cards under a restriction. Then, on the cards found:
 *  - the card's auto add-on, when the data left fell below its threshold (auto-add-on-trigger.ts): bought first, so
 *    that what it adds counts for the alerts and the restrict rule below (a purchase that covered the crossing
 *    leaves no alert and no restriction; the purchase's own mail says what was bought and what is left);
 *  - data alerts at the thresholds the holder chose (data-alerts.ts; 80% and 100% unless they chose others):
 *    recorded once per (card, billing cycle, threshold); the highest new one is told to the holder (modules/notify:
 *    the inbox, and mail, push and webhooks by their channels);
 *  - the restrict rule, once per allowance period, for a card in use (USING) past its allowance, through the
 *    carrier adapter (outbox): STOP tells the carrier PAUSE, THROTTLE tells it THROTTLE;
 *  - a restriction whose period is over, or whose card is back under its allowance (an add-on), is lifted: a STOP
 *    card still in use is told RESUME (one PAUSED or SUSPENDed meanwhile is left to Stop Billing / billing, whose
 *    own RESUME undoes the pause); a THROTTLE card is told UNTHROTTLE whatever its status, since a throttle
 *    outlives pause and resume at the carrier, unless the card was deleted (its service terminated).
 * Carrier commands and mails are delivered by the caller after the commit.
 */
export const checkAllowances = async (
  ctx: AppContext,
  tx: Tx,
  today: string,
): Promise<AllowanceCheckResult> => {
  const now = ctx.clock.now();
  const rows = await selectRows<CardPeriod>(
    tx,
    sql`with periods as (
      select c.id as card_id, c.iccid, c.card_number, c.label, c.user_id, c.status,
        c.deleted_at is not null as deleted,
        p.id is not null and c.user_id is not null as has_plan, p.restrict_rule,
        ${cycleStartSql(today)}::text as cycle_start, ${periodStartSql(today)} as period_start,
        ${allowanceKbSql()} as allowance_kb, ${holderSinceSql(ctx.config.BILLING_TZ)} as holder_since,
        r.period_start::text as restricted_period, r.rule as restricted_rule,
        r.card_id is not null and exists (select 1 from card_cap_days d where d.card_id = c.id
          and d.lifted_at is null and d.business_day = ${today}::date
          and d.hold = case r.rule when 'THROTTLE' then 'THROTTLE' else 'PAUSE' end)
          -- a lifeline (decision 0096) keeps the card slow as well
          or (r.rule = 'THROTTLE' and ${onLifelineSql(sql`c.id`)}) as cap_holds,
        ${dataAlertThresholdsSql()} as thresholds,
        ar.add_on_id as auto_add_on_id, ar.when_left_below_percent as auto_below,
        ar.max_per_day as auto_per_day, ar.max_per_cycle as auto_per_cycle
      from ${cardsView} c
      left join ${planVersions} p on p.id = c.current_plan_id
      left join usage_restrictions r on r.card_id = c.id and r.lifted_at is null
      left join auto_add_on_rules ar on ar.card_id = c.id and ar.user_id = c.user_id and ar.enabled
      where (c.user_id is not null and p.id is not null) or r.card_id is not null
    ), used as (
      select periods.*, coalesce((select sum(r.used_kb) from usage_records r
        where r.card_id = periods.card_id and r.day between greatest(periods.period_start, periods.holder_since)
          and ${today}::date), 0) as used_kb
      from periods
    )
    select card_id, iccid, card_number, label, user_id, status, deleted, has_plan, restrict_rule,
      cycle_start, period_start::text as period_start, allowance_kb, used_kb, restricted_period, restricted_rule, cap_holds,
      thresholds, auto_add_on_id, auto_below, auto_per_day, auto_per_cycle
    from used
    where (has_plan and used_kb > 0 and used_kb * 100 >= allowance_kb * coalesce(
        (select min(t) from unnest(thresholds) t), 100))
      or (has_plan and used_kb > 0 and auto_add_on_id is not null and ${leftBelowSql})
      or restricted_period is not null`,
  );

  const result: AllowanceCheckResult = {
    alertsSent: 0,
    autoAddOnsBought: 0,
    restricted: 0,
    lifted: 0,
    carrierCommandIds: [],
    mails: [],
    pushIds: [],
    moneyCapRefused: [],
  };
  const events: NotifyEvent[] = [];
  for (const row of rows) {
    const used = Number(row.used_kb);
    let allowance = row.allowance_kb === null ? null : Number(row.allowance_kb);
    const card = { cardId: row.card_id, iccid: row.iccid };

    // the auto add-on first: what it buys grows the allowance the alerts, the restrict rule and its lifting see
    if (row.has_plan && allowance !== null && row.user_id !== null && row.auto_add_on_id !== null) {
      if (leftBelow(used, allowance, Number(row.auto_below))) {
        const applied = await applyAutoAddOn(ctx, tx, today, {
          cardId: row.card_id,
          userId: row.user_id,
          card: { number: row.card_number, label: row.label },
          cycleStart: row.cycle_start!,
          periodStart: row.period_start!,
          usedKb: used,
          allowanceKb: allowance,
          addOnId: row.auto_add_on_id,
          maxPerDay: Number(row.auto_per_day),
          maxPerCycle: Number(row.auto_per_cycle),
        });
        allowance += applied.addedKb;
        if (applied.addedKb > 0) result.autoAddOnsBought += 1;
        if (applied.event) events.push(applied.event);
        if (applied.moneyCapRefused)
          result.moneyCapRefused.push({ cardId: row.card_id, userId: row.user_id });
      }
    }
    const over = row.has_plan && allowance !== null && used > 0 && used >= allowance;

    if (row.restricted_period !== null) {
      const stillApplies = over && row.restricted_period === row.period_start;
      if (stillApplies) continue;
      await tx.execute(sql`update usage_restrictions set lifted_at = ${now.toISOString()}::timestamptz
        where card_id = ${row.card_id} and period_start = ${row.restricted_period}::date`);
      result.lifted += 1;
      // the card's daily cap holds it the same way until tomorrow: its own lifting tells the carrier then
      if (row.restricted_rule === 'STOP' && row.status === 'USING' && !row.cap_holds) {
        result.carrierCommandIds.push(await queueCarrierCommand(tx, card, 'RESUME'));
      }
      if (row.restricted_rule === 'THROTTLE' && !row.deleted && !row.cap_holds) {
        result.carrierCommandIds.push(await queueCarrierCommand(tx, card, 'UNTHROTTLE'));
      }
    }
    if (!row.has_plan || allowance === null || row.user_id === null) continue;

    // alerts: once per card, cycle and threshold, whatever the card's status
    const thresholds = row.thresholds.map(Number).filter((threshold) => used * 100 >= allowance * threshold);
    const recorded = await selectRows<{ threshold: number }>(
      tx,
      sql`insert into usage_alerts (card_id, cycle_start, threshold, user_id, created_at)
        select ${row.card_id}, ${row.cycle_start}::date, t, ${row.user_id}, ${now.toISOString()}::timestamptz
        from unnest(${sql.param(thresholds)}::smallint[]) as t
        on conflict do nothing returning threshold`,
    );
    const highest = Math.max(0, ...recorded.map((r) => Number(r.threshold)));
    // the highest new threshold is told (notify decides how: mail, push, webhooks, the inbox)
    if (highest > 0) {
      events.push({
        kind: 'usage.threshold_reached',
        userId: row.user_id,
        data: {
          cardId: row.card_id,
          iccid: row.iccid,
          cardNumber: row.card_number,
          label: row.label,
          threshold: highest,
          usedKb: used,
          allowanceKb: allowance,
          cycleStart: row.cycle_start!,
          restrictRule: row.restrict_rule ?? 'THROTTLE',
        },
      });
      result.alertsSent += 1;
    }

    // the restrict rule: only a card in service (the state machine: one that could still be paused)
    if (!over || row.status !== 'USING' || !canTransition('USING', 'PAUSED') || !row.restrict_rule) continue;
    const applied = await selectRows<{ rule: string }>(
      tx,
      sql`insert into usage_restrictions (card_id, period_start, rule, applied_at)
        values (${row.card_id}, ${row.period_start}::date, ${row.restrict_rule}, ${now.toISOString()}::timestamptz)
        on conflict (card_id, period_start) do update
          set rule = excluded.rule, applied_at = excluded.applied_at, lifted_at = null
          where usage_restrictions.lifted_at is not null
        returning rule`,
    );
    if (applied.length === 0) continue;
    result.restricted += 1;
    result.carrierCommandIds.push(
      await queueCarrierCommand(tx, card, row.restrict_rule === 'STOP' ? 'PAUSE' : 'THROTTLE'),
    );
  }
  // the auto add-ons and the alerts told in one go
  const told = await tell(ctx, tx, events);
  result.mails.push(...told.mails);
  result.pushIds = told.pushIds;
  return result;
};
