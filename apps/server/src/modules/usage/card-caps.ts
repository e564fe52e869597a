import type { CardCaps, CardCapsRule, CardCapsToday, CardDailyCap } from '@simportal/contract/api/usage';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { type DbOrTx, selectRows, type Tx } from '../../db/database.ts';
import { invalidBodyField } from '../../http/domain-error.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { heldCard } from './held-card.ts';

/**
 * A card's daily caps for its holder (issue #59, decision 0074): read, set and removed on Traffic Detail, shown on
 * the card in My SIMs. Only the card's holder: any other card is not_found (404), as its data alerts and auto
 * add-on. The import (cap-check.ts), a purchase (money-cap.ts) and the daily run enforce them.
 */

/** What a card (`card`, its holder `holder`) spent on `day`: its daily fee and the add-ons bought, in minor units. */
export const spentOnDaySql = (card: SQL, holder: SQL, day: SQL): SQL =>
  sql`coalesce((select -sum(a.amount_minor) from ${ledgerEntries} a
    where a.user_id = ${holder} and a.trade_date = ${day} and a.card_id = ${card}
      and a.type in ('DAILY_FEE', 'ADD_ON_PURCHASE')), 0)`;

/**
 * The hold a card's daily cap put on it `day` and not lifted, over a card row `card` (its id and holder):
 * 'stopped' when any is a pause, 'slowed' for a throttle, null without one. What My SIMs and the console tag.
 */
export const capHoldSql = (card: string, day: SQL): SQL => {
  const c = sql.raw(card);
  return sql`(select case when bool_or(d.hold <> 'THROTTLE') then 'stopped' else 'slowed' end
    from card_cap_days d where d.card_id = ${c}.id and d.user_id = ${c}.user_id and d.business_day = ${day}
      and d.hold is not null and d.lifted_at is null having count(*) > 0)`;
};

/**
 * A card's caps with today's use and spend against them, as one JSON column over a card row `card` (its id and
 * holder): null without caps. The hold shown is today's, not lifted: slowed (THROTTLE) or stopped (a pause).
 */
export const dailyCapSql = (card: string, day: SQL): SQL => {
  const c = sql.raw(card);
  return sql`(select json_build_object('dataMbPerDay', k.data_mb_per_day, 'dataAction', k.data_action,
      'moneyMinorPerDay', k.money_minor_per_day, 'moneyAction', k.money_action,
      'usedKb', coalesce((select sum(r.used_kb) from usage_records r where r.card_id = k.card_id and r.day = ${day}), 0),
      'spentMinor', ${spentOnDaySql(sql`k.card_id`, sql`k.user_id`, day)},
      'restriction', ${capHoldSql(card, day)})
    from card_caps k where k.card_id = ${c}.id and k.user_id = ${c}.user_id)`;
};

/** The JSON of dailyCapSql, with its numbers as numbers (bigint sums arrive as strings on some drivers). */
export const toDailyCap = (value: CardDailyCap | null): CardDailyCap | null =>
  value && {
    ...value,
    dataMbPerDay: value.dataMbPerDay === null ? null : Number(value.dataMbPerDay),
    moneyMinorPerDay: value.moneyMinorPerDay === null ? null : Number(value.moneyMinorPerDay),
    usedKb: Number(value.usedKb),
    spentMinor: Number(value.spentMinor),
  };

const capsOf = async (ctx: AppContext, db: DbOrTx, userId: number, cardId: number): Promise<CardCaps> => {
  const day = businessDayOf(ctx);
  const [row] = await selectRows<{ cap: CardDailyCap | null }>(
    db,
    sql`select ${dailyCapSql('c', sql`${day}::date`)} as cap from (select ${cardId}::int as id, ${userId}::int as user_id) c`,
  );
  const cap = toDailyCap(row?.cap ?? null);
  if (!cap) {
    const [used] = await selectRows<{ used_kb: string; spent: string }>(
      db,
      sql`select coalesce((select sum(r.used_kb) from usage_records r where r.card_id = ${cardId} and r.day = ${day}::date), 0) as used_kb,
        ${spentOnDaySql(sql`${cardId}::int`, sql`${userId}::int`, sql`${day}::date`)} as spent`,
    );
    return {
      caps: null,
      today: { usedKb: Number(used?.used_kb ?? 0), spentMinor: Number(used?.spent ?? 0), restriction: null },
    };
  }
  const { usedKb, spentMinor, restriction, ...caps } = cap;
  const today: CardCapsToday = { usedKb, spentMinor, restriction };
  return { caps, today };
};

export const getCardCaps = async (ctx: AppContext, userId: number, cardId: number): Promise<CardCaps> => {
  await heldCard(ctx, userId, cardId);
  return capsOf(ctx, ctx.database.db, userId, cardId);
};

export const setCardCaps = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  rule: CardCapsRule,
): Promise<CardCaps> => {
  await heldCard(ctx, userId, cardId);
  // no cap at all is no setting: DELETE removes them
  if (rule.dataMbPerDay === null && rule.moneyMinorPerDay === null) {
    throw invalidBodyField('dataMbPerDay', 'card_cap_required');
  }
  await ctx.database.db.execute(
    sql`insert into card_caps (card_id, user_id, data_mb_per_day, data_action, money_minor_per_day, money_action,
        updated_at)
      values (${cardId}, ${userId}, ${rule.dataMbPerDay}, ${rule.dataAction}, ${rule.moneyMinorPerDay},
        ${rule.moneyAction}, ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict (card_id, user_id) do update set data_mb_per_day = excluded.data_mb_per_day,
        data_action = excluded.data_action, money_minor_per_day = excluded.money_minor_per_day,
        money_action = excluded.money_action, updated_at = excluded.updated_at`,
  );
  return capsOf(ctx, ctx.database.db, userId, cardId);
};

/**
 * Removes a card's caps. A hold already put on the card today stays until the next business day lifts it, as a
 * carrier's cap does: removing the cap does not undo the day's throttle or pause.
 */
export const removeCardCaps = async (ctx: AppContext, userId: number, cardId: number): Promise<CardCaps> => {
  await heldCard(ctx, userId, cardId);
  await ctx.database.db.execute(sql`delete from card_caps where card_id = ${cardId} and user_id = ${userId}`);
  return capsOf(ctx, ctx.database.db, userId, cardId);
};

/** The caps of some of a holder's cards, by card (a card without caps is left out): the data export. */
export const capsOfCards = async (
  db: DbOrTx,
  userId: number,
  cardIds: readonly number[],
): Promise<Map<number, CardCapsRule>> => {
  if (cardIds.length === 0) return new Map();
  const rows = await selectRows<{
    card_id: number;
    data_mb_per_day: number | null;
    data_action: CardCapsRule['dataAction'];
    money_minor_per_day: string | null;
    money_action: CardCapsRule['moneyAction'];
  }>(
    db,
    sql`select card_id, data_mb_per_day, data_action, money_minor_per_day, money_action from card_caps
      where user_id = ${userId} and card_id = any(${sql.param([...cardIds])}::int[])`,
  );
  return new Map(
    rows.map((row) => [
      row.card_id,
      {
        dataMbPerDay: row.data_mb_per_day === null ? null : Number(row.data_mb_per_day),
        dataAction: row.data_action,
        moneyMinorPerDay: row.money_minor_per_day === null ? null : Number(row.money_minor_per_day),
        moneyAction: row.money_action,
      },
    ]),
  );
};

/**
 * An account's deletion (decision 0040): its caps and their days go with it. A hold still on a card is lifted by
 * the card's release, which terminates or resets its service at the carrier.
 */
export const forgetCardCaps = async (tx: Tx, userId: number): Promise<void> => {
  await tx.execute(sql`delete from card_caps where user_id = ${userId}`);
  await tx.execute(sql`delete from card_cap_days where user_id = ${userId}`);
};
