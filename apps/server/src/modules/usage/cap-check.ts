import { CAP_WARNING_PERCENT, type CapAction } from '@simportal/contract/card-caps';
import { KB_PER_MB } from '@simportal/contract/traffic';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import { type NotifyEvent, type Told, tell } from '../notify/index.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { capNewsEvent } from './cap-news.ts';
import { spentOnDaySql } from './card-caps.ts';
import { onLifelineSql } from './lifelines.ts';
import { cardsView } from './owners-views.ts';

export interface CapCheckResult {
  warned: number;
  reached: number;
  /** Cards held at the carrier (THROTTLE or PAUSE) by a cap reached. */
  held: number;
  lifted: number;
  carrierCommandIds: number[];
  /** What telling the holders queued (modules/notify), for the caller to deliver after its commit. */
  told: Told;
}

/** A card whose auto add-on its money cap refused in this import (allowance-check.ts). */
export interface MoneyCapRefusal {
  cardId: number;
  userId: number;
}

interface CappedCard {
  card_id: number;
  user_id: number;
  iccid: string;
  card_number: string;
  label: string | null;
  status: string;
  data_cap_kb: string | null;
  data_action: CapAction;
  money_cap: string | null;
  money_action: CapAction;
  used_kb: string;
  spent: string;
  money_refused: boolean;
}

/** The carrier's word for a cap's action: SLOW throttles, STOP pauses the data (the card stays in use). */
const HOLD_OF = { SLOW: 'THROTTLE', STOP: 'PAUSE' } as const;

const empty = (): CapCheckResult => ({
  warned: 0,
  reached: 0,
  held: 0,
  lifted: 0,
  carrierCommandIds: [],
  told: { mails: [], pushIds: [], webhookIds: [] },
});

/**
 * A cap's hold put on a card on a business day before `today` is lifted (issue #59): UNTHROTTLE for a throttle,
 * unless the card was deleted (its service terminated) or its allowance's own THROTTLE still holds; RESUME for a
 * pause, only for a card still in use (one paused or stopped meanwhile is left to Stop Billing or billing, whose
 * own RESUME undoes it) and unless the allowance's STOP still holds. A hold the run put by pausing the card
 * (PAUSED) is the holder's to resume: it is marked lifted without a command. Called by the import and the run.
 */
export const liftCapHolds = async (ctx: AppContext, tx: Tx, today: string): Promise<CapCheckResult> => {
  const result = empty();
  const rows = await selectRows<{
    card_id: number;
    iccid: string;
    hold: 'THROTTLE' | 'PAUSE' | 'PAUSED';
    status: string;
    deleted: boolean;
    allowance_holds: boolean;
    still_held: boolean;
  }>(
    tx,
    sql`with lifted as (
        update card_cap_days d set lifted_at = ${ctx.clock.now().toISOString()}::timestamptz
        where d.hold is not null and d.lifted_at is null and d.business_day < ${today}::date
        returning d.card_id, d.hold
      )
      select distinct on (l.card_id, l.hold) l.card_id, c.iccid, l.hold, c.status, c.deleted_at is not null as deleted,
        exists (select 1 from usage_restrictions r where r.card_id = l.card_id and r.lifted_at is null
          and r.rule = case l.hold when 'THROTTLE' then 'THROTTLE' else 'STOP' end) as allowance_holds,
        exists (select 1 from card_cap_days d where d.card_id = l.card_id and d.business_day = ${today}::date
          and d.hold = l.hold and d.lifted_at is null)
          -- a lifeline (decision 0096) keeps the card slow as well
          or (l.hold = 'THROTTLE' and ${onLifelineSql(sql`l.card_id`)}) as still_held
      from lifted l join ${cardsView} c on c.id = l.card_id
      order by l.card_id, l.hold`,
  );
  for (const row of rows) {
    result.lifted += 1;
    if (row.allowance_holds || row.still_held) continue;
    const card = { cardId: row.card_id, iccid: row.iccid };
    if (row.hold === 'THROTTLE' && !row.deleted) {
      result.carrierCommandIds.push(await queueCarrierCommand(tx, card, 'UNTHROTTLE'));
    }
    if (row.hold === 'PAUSE' && row.status === 'USING') {
      result.carrierCommandIds.push(await queueCarrierCommand(tx, card, 'RESUME'));
    }
  }
  return result;
};

/**
 * After an import, in its transaction, after the allowance check (issue #59, decision 0074): yesterday's holds are
 * lifted, then the caps of today are measured set-based, for the cards at 80 % of a cap or whose auto add-on the
 * money cap just refused. For each cap found, once a business day:
 *  - at 80 % (data used today, or money spent today: the fee and the add-ons) the holder is warned;
 *  - a data cap at 100 %, or a money cap that refused the card's auto add-on (spending up to it is allowed), is
 *    reached: the holder is told and
 *    a card in use is held at the carrier until tomorrow (SLOW: THROTTLE, STOP: PAUSE, card_cap_days.hold).
 * The holders are told in one go at the end (modules/notify: `cap.warned`, `cap.reached`).
 */
export const checkCaps = async (
  ctx: AppContext,
  tx: Tx,
  today: string,
  moneyRefused: readonly MoneyCapRefusal[],
  /** One card only (its cap just set, cap-apply.ts): nobody else's holds are lifted or measured. */
  only?: { cardId: number },
): Promise<CapCheckResult> => {
  const result = only ? empty() : await liftCapHolds(ctx, tx, today);
  const now = ctx.clock.now().toISOString();
  const refusedIds = moneyRefused.map((refusal) => refusal.cardId);
  const day = sql`${today}::date`;
  const rows = await selectRows<CappedCard>(
    tx,
    sql`with capped as (
        select c.id as card_id, c.user_id, c.iccid, c.card_number, c.label, c.status,
          k.data_mb_per_day::bigint * ${KB_PER_MB} as data_cap_kb, k.data_action,
          k.money_minor_per_day as money_cap, k.money_action,
          coalesce((select sum(r.used_kb) from usage_records r where r.card_id = c.id and r.day = ${day}
            and r.day >= ${holderSinceSql(ctx.config.BILLING_TZ)}), 0) as used_kb,
          case when k.money_minor_per_day is null then 0
            else ${spentOnDaySql(sql`c.id`, sql`c.user_id`, day)} end as spent,
          c.id = any(${sql.param(refusedIds)}::int[]) and k.money_minor_per_day is not null as money_refused
        from card_caps k join ${cardsView} c on c.id = k.card_id and c.user_id = k.user_id
        where c.deleted_at is null${only ? sql` and c.id = ${only.cardId}` : sql``}
      )
      select * from capped
      where (data_cap_kb is not null and used_kb * 100 >= data_cap_kb * ${CAP_WARNING_PERCENT})
        or (money_cap is not null and spent * 100 >= money_cap * ${CAP_WARNING_PERCENT})
        or money_refused`,
  );

  const events: NotifyEvent[] = [];
  for (const row of rows) {
    const news = { userId: row.user_id, cardId: row.card_id, cardNumber: row.card_number, label: row.label };
    const caps = [
      row.data_cap_kb !== null && {
        kind: 'data' as const,
        action: row.data_action,
        used: Number(row.used_kb),
        cap: Number(row.data_cap_kb),
        reached: Number(row.used_kb) >= Number(row.data_cap_kb),
      },
      row.money_cap !== null && {
        kind: 'money' as const,
        action: row.money_action,
        used: Number(row.spent),
        cap: Number(row.money_cap),
        // spending up to the cap is allowed: the money cap is reached when it refuses the card's auto add-on
        reached: row.money_refused,
      },
    ].filter((cap) => cap !== false && (cap.reached || cap.used * 100 >= cap.cap * CAP_WARNING_PERCENT));
    for (const cap of caps) {
      if (!cap) continue;
      const hold = cap.reached && row.status === 'USING' ? HOLD_OF[cap.action] : null;
      // one row per card, holder, day and cap: its warning and its reaching each happen once
      const [marked] = await selectRows<{ warned: boolean; reached: boolean }>(
        tx,
        sql`with mark as (
            insert into card_cap_days (card_id, user_id, business_day, kind)
            values (${row.card_id}, ${row.user_id}, ${day}, ${cap.kind}) on conflict do nothing
          ), before as (
            select warned_at is null as to_warn, reached_at is null as to_reach from card_cap_days
            where card_id = ${row.card_id} and user_id = ${row.user_id} and business_day = ${day} and kind = ${cap.kind}
          )
          select coalesce((select to_warn from before), true) as warned,
            coalesce((select to_reach from before), true) and ${cap.reached} as reached`,
      );
      const reached = marked?.reached === true;
      const warned = !reached && !cap.reached && marked?.warned === true;
      if (!reached && !warned) continue;
      await tx.execute(
        sql`update card_cap_days set warned_at = coalesce(warned_at, ${now}::timestamptz),
            reached_at = case when ${reached} then ${now}::timestamptz else reached_at end,
            hold = case when ${reached} then ${hold} else hold end
          where card_id = ${row.card_id} and user_id = ${row.user_id} and business_day = ${day} and kind = ${cap.kind}`,
      );
      events.push(
        capNewsEvent({
          ...news,
          kind: cap.kind,
          news: reached ? 'reached' : 'warned',
          action: cap.action,
          used: cap.used,
          cap: cap.cap,
        }),
      );
      if (warned) result.warned += 1;
      if (!reached) continue;
      result.reached += 1;
      if (hold) {
        result.held += 1;
        const command = hold === 'THROTTLE' ? 'THROTTLE' : 'PAUSE';
        result.carrierCommandIds.push(
          await queueCarrierCommand(tx, { cardId: row.card_id, iccid: row.iccid }, command),
        );
      }
    }
  }
  result.told = await tell(ctx, tx, events);
  return result;
};
