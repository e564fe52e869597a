import type { CardLifeline } from '@simportal/contract/api/lifeline';
import { LIFELINE_PERIOD_DAYS } from '@simportal/contract/lifeline';
import { KB_PER_MB } from '@simportal/contract/traffic';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { queueCarrierCommandsSql } from '../carrier/index.ts';
import { cardsView } from './owners-views.ts';
import { cardLifelines } from './schema.ts';

// The lifeline (issue #70, docs/decisions/0096-lifeline.md): a card billing would suspend for lack of credit is
// slowed instead for a few days or megabytes. Billing decides when one starts and when its days are over; usage
// keeps it with the card's other holds at the network, and ends it when the carrier's usage says its megabytes
// are spent.

/** What a lifeline gives, the operator's choice of the moment (billing's lifeline settings). */
export interface LifelineTerms {
  days: number;
  megabytes: number;
  speedKbps: number;
}

/** Whether the card (an SQL id) is on a lifeline now: the daily run charges it nothing (card_lifelines_open_card). */
export const onLifelineSql = (cardId: SQL): SQL =>
  sql`exists (select 1 from ${cardLifelines} lf where lf.card_id = ${cardId} and lf.ended_at is null)`;

/**
 * The cards on a lifeline now among those of the holders `holders` picks (a condition on a user id), as an array
 * taken once per statement from card_lifelines_user_idx: the daily run's test for a batch of customers. A probe
 * per card followed the planner's guess of the table's size, its statistics taken before the day's run started
 * lifelines: a scan of every open lifeline for each card of a batch.
 */
export const lifelineCardsSql = (holders: (userId: SQL) => SQL): SQL =>
  sql`array(select lf.card_id from ${cardLifelines} lf where lf.ended_at is null and ${holders(sql`lf.user_id`)})`;

/**
 * Whether another hold than a lifeline keeps the card (an SQL id) throttled: its allowance's THROTTLE rule or a
 * daily cap's SLOW hold. A lifeline that ends leaves such a card slowed.
 */
const otherThrottleSql = (cardId: SQL): SQL =>
  sql`(exists (select 1 from usage_restrictions r where r.card_id = ${cardId} and r.lifted_at is null
        and r.rule = 'THROTTLE')
      or exists (select 1 from card_cap_days d where d.card_id = ${cardId} and d.hold = 'THROTTLE'
        and d.lifted_at is null))`;

/**
 * Starts lifelines, as `with` entries of billing's charge statement: for every row of `candidates` (a CTE with
 * `card_id` and `user_id`, the cards the balance cannot pay today) whose holder had no lifeline on the card in the
 * last LIFELINE_PERIOD_DAYS days, a lifeline from `day` for `terms.days` days, and a carrier THROTTLE. Names
 * `lifelined` (the cards given one: `card_id`, `user_id`, `ends_after`) for the rest of the statement.
 */
export const startLifelinesSql = (candidates: string, terms: LifelineTerms, day: string, now: Date): SQL =>
  sql`lifelined as (
        insert into ${cardLifelines} (card_id, user_id, started_on, ends_after, megabytes, speed_kbps, started_at)
        select k.card_id, k.user_id, ${day}::date, ${day}::date + ${terms.days - 1}::int,
          ${terms.megabytes}::int, ${terms.speedKbps}::int, ${timestamptz(now)}
        from ${sql.identifier(candidates)} k
        where not exists (select 1 from ${cardLifelines} lf where lf.card_id = k.card_id and lf.user_id = k.user_id
          and lf.started_on > ${day}::date - ${LIFELINE_PERIOD_DAYS}::int)
        on conflict do nothing
        returning card_id, user_id, ends_after
      ),
      lifeline_throttles as (${queueCarrierCommandsSql(
        sql`(select l.card_id as id, c.iccid from lifelined l join ${cardsView} c on c.id = l.card_id)`,
        'THROTTLE',
        now,
      )})`;

/**
 * Ends the lifelines whose days are over (their last day before `day`), and those whose card is no longer in
 * use by their holder (paused, suspended, released: 'released'), of the holders `holders` picks (a condition on a
 * user id, billing's batch): before the day's charge, which then charges or suspends the card as any other. Each
 * card is told UNTHROTTLE unless another hold keeps it slow. Answers the commands, to deliver after the commit.
 */
export const endLifelines = async (
  tx: Tx,
  day: string,
  now: Date,
  holders: (userId: SQL) => SQL,
): Promise<number[]> => {
  const [row] = await selectRows<{ commands: number[] | null }>(
    tx,
    sql`with ending as (
        update ${cardLifelines} l
        set ended_at = ${timestamptz(now)},
          ending = case when c.status = 'USING' and c.user_id = l.user_id and c.deleted_at is null
            then 'days' else 'released' end
        from ${cardsView} c
        where c.id = l.card_id and l.ended_at is null and ${holders(sql`l.user_id`)}
          and (l.ends_after < ${day}::date or c.status <> 'USING' or c.user_id is distinct from l.user_id
            or c.deleted_at is not null)
        returning l.card_id
      ),
      freed as (${queueCarrierCommandsSql(
        sql`(select c.id, c.iccid from ending e join ${cardsView} c on c.id = e.card_id
          where c.deleted_at is null and not ${otherThrottleSql(sql`c.id`)})`,
        'UNTHROTTLE',
        now,
      )})
      select (select json_agg(id) from freed) as commands`,
  );
  return (row?.commands ?? []).map(Number);
};

/** A lifeline whose megabytes the carrier's usage says are spent, ended by the import: its card is to stop. */
export interface SpentLifeline {
  cardId: number;
  userId: number;
}

/**
 * At an import, inside its transaction: the open lifelines whose card used at least their megabytes since they
 * began end ('megabytes'), each card told UNTHROTTLE unless another hold keeps it slow, and billing stops them
 * (ctx.lifelineSpent: suspended for lack of credit, told). Read from the open lifelines (a handful), each summing
 * its card's days by the primary key.
 */
export const endSpentLifelines = async (
  ctx: AppContext,
  tx: Tx,
  today: string,
): Promise<{ commandIds: number[]; pushIds: number[]; mailIds: number[] }> => {
  const now = ctx.clock.now();
  const [row] = await selectRows<{ spent: SpentLifeline[] | null; commands: number[] | null }>(
    tx,
    sql`with spent as (
        update ${cardLifelines} l set ended_at = ${timestamptz(now)}, ending = 'megabytes'
        where l.ended_at is null
          and (select coalesce(sum(r.used_kb), 0) from usage_records r
            where r.card_id = l.card_id and r.day >= l.started_on) >= l.megabytes::bigint * ${KB_PER_MB}
        returning l.card_id, l.user_id
      ),
      freed as (${queueCarrierCommandsSql(
        sql`(select c.id, c.iccid from spent s join ${cardsView} c on c.id = s.card_id
          where c.deleted_at is null and not ${otherThrottleSql(sql`c.id`)})`,
        'UNTHROTTLE',
        now,
      )})
      select (select json_agg(json_build_object('cardId', card_id, 'userId', user_id)) from spent) as spent,
        (select json_agg(id) from freed) as commands`,
  );
  const commandIds = (row?.commands ?? []).map(Number);
  const spent = (row?.spent ?? []).map((s) => ({ cardId: Number(s.cardId), userId: Number(s.userId) }));
  if (spent.length === 0) return { commandIds, pushIds: [], mailIds: [] };
  const stopped = await ctx.lifelineSpent(ctx, tx, spent, today);
  return {
    commandIds: [...commandIds, ...stopped.commandIds],
    pushIds: stopped.pushIds,
    mailIds: stopped.mailIds,
  };
};

/** Whether the card is on a lifeline now (the connection doctor's first question after the card's status). */
export const isOnLifeline = async (db: DbOrTx, cardId: number): Promise<boolean> =>
  (await selectRows<{ open: boolean }>(db, sql`select ${onLifelineSql(sql`${cardId}::int`)} as open`))[0]
    ?.open === true;

/** The holder's open lifelines' cards, in card order (a top-up pays them first, billing's resume). */
export const openLifelineCards = async (db: DbOrTx, userId: number): Promise<number[]> =>
  (
    await selectRows<{ card_id: number }>(
      db,
      sql`select card_id from ${cardLifelines} where user_id = ${userId} and ended_at is null order by card_id`,
    )
  ).map((row) => Number(row.card_id));

/**
 * Ends a card's open lifeline because a top-up paid its day ('topped_up'), telling the carrier UNTHROTTLE unless
 * another hold keeps it slow: the command's id, or null.
 */
export const endLifelineOnTopUp = async (tx: Tx, cardId: number, now: Date): Promise<number | null> => {
  const [row] = await selectRows<{ commands: number[] | null }>(
    tx,
    sql`with ending as (
        update ${cardLifelines} set ended_at = ${timestamptz(now)}, ending = 'topped_up'
        where card_id = ${cardId} and ended_at is null
        returning card_id
      ),
      freed as (${queueCarrierCommandsSql(
        sql`(select c.id, c.iccid from ending e join ${cardsView} c on c.id = e.card_id
          where not ${otherThrottleSql(sql`c.id`)})`,
        'UNTHROTTLE',
        now,
      )})
      select (select json_agg(id) from freed) as commands`,
  );
  return row?.commands?.[0] ?? null;
};

/**
 * The card's open lifeline as JSON with what the carrier's usage says was used of it (a card's billing, My SIMs),
 * null without; `card` names the card of the caller's statement (its `id` and `user_id`).
 */
export const lifelineSql = (card: string): SQL => {
  const c = sql.raw(card);
  return sql`(select json_build_object('startedOn', lf.started_on, 'endsAfter', lf.ends_after,
      'megabytes', lf.megabytes, 'speedKbps', lf.speed_kbps,
      'usedKb', (select coalesce(sum(r.used_kb), 0) from usage_records r
        where r.card_id = lf.card_id and r.day >= lf.started_on))
    from ${cardLifelines} lf where lf.card_id = ${c}.id and lf.user_id = ${c}.user_id and lf.ended_at is null)`;
};

/** The JSON of lifelineSql, its sum as a number (bigint sums arrive as strings on some drivers). */
export const toLifeline = (value: CardLifeline | null): CardLifeline | null =>
  value && { ...value, usedKb: Number(value.usedKb) };

/** An account's deletion: its lifelines are forgotten (they hold nothing of money). */
export const forgetLifelines = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.execute(sql`delete from ${cardLifelines} where user_id = ${userId}`);
};

/** The holder's lifelines, for their data export. */
export const lifelinesOf = (db: DbOrTx, userId: number) =>
  selectRows<{
    cardId: number;
    startedOn: string;
    endsAfter: string;
    megabytes: number;
    speedKbps: number;
    endedAt: string | null;
    ending: string | null;
  }>(
    db,
    sql`select card_id as "cardId", started_on::text as "startedOn", ends_after::text as "endsAfter", megabytes,
        speed_kbps as "speedKbps", ended_at as "endedAt", ending
      from ${cardLifelines} where user_id = ${userId} order by id`,
  );

/**
 * The seam to billing (as the auto add-on's buyer, decision 0071): billing stops the cards whose lifeline's
 * megabytes are spent, suspended for lack of credit and told, in the import's transaction. Usage cannot import
 * billing (billing imports usage), so the composition root hands it over.
 */
export type LifelineSpent = (
  ctx: AppContext,
  tx: Tx,
  spent: readonly SpentLifeline[],
  today: string,
) => Promise<{ commandIds: number[]; pushIds: number[]; mailIds: number[] }>;

declare module '../../app-context.ts' {
  interface AppContext {
    /** How a card whose lifeline is spent stops (billing's lifeline-end.ts, registered by the composition root). */
    lifelineSpent: LifelineSpent;
  }
}
