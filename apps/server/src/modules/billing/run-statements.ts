import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { queueCarrierCommandsSql } from '../carrier/index.ts';
import { planVersions } from '../catalog/index.ts';
import {
  accountBalances,
  assertAllDebited,
  type DebitManyCounts,
  debitMany,
  debitManyCounts,
  lockBalancesWhere,
} from '../ledger/index.ts';
import { cardHoldersSql, cards, cardsAsOf, transitionCards, updateCardsTerms } from '../sims/index.ts';
import { type LifelineTerms, lifelineCardsSql, startLifelinesSql } from '../usage/index.ts';
import { userAccounts } from '../users/index.ts';
import { dayChargedSql } from './day-charged.ts';
import { dailyFeeKeySql, feeSql } from './fee-sql.ts';
import { bridges } from './schema.ts';

// The SQL of one business day of the daily run. The command src/commands/daily-run.ts runs them in this order, in one short transaction
// per batch of customers (nextCustomerBatch); each statement handles every card of its batch at once, none
// loops over cards. Without a batch a statement handles every customer (the tests that race one statement).
// docs/decisions/0010-billing-daily-run.md, 0023-billing-run-batches.md.

/** Marks the ledger rows the run writes (the ledger's own calls store a hash of their request here). */
export const RUN_REQUEST_HASH = 'daily-billing-run';

/** Taken first by every run, on every instance: runs happen one at a time, so a day is never run twice at once. */
export const BILLING_RUN_LOCK = 7_260_007;

const date = (day: string) => sql`${day}::date`;

/** The customers one batch of the run handles: user ids above `after`, up to and including `upTo`. */
export interface CustomerBatch {
  after: number;
  upTo: number;
}

/** `and <userId> in the batch`, or nothing without one. */
export const inBatch = (userId: SQL, batch: CustomerBatch | undefined) =>
  batch ? sql` and ${userId} > ${batch.after} and ${userId} <= ${batch.upTo}` : sql``;

/** The customers of the batch (every holder without one), as a condition on a user id column. */
const holdersOf = (batch: CustomerBatch | undefined) => (userId: SQL) =>
  batch ? sql`${userId} > ${batch.after} and ${userId} <= ${batch.upTo}` : sql`${userId} is not null`;

/**
 * The next batch of customers with a card, in id order after `after`: up to `size` of them, read from
 * sim_cards_user_id_idx. Null when none is left. A customer is always in one batch with all of their cards, so
 * the running sum of their fees (chargeDay) sees every card.
 */
export const nextCustomerBatch = async (
  db: DbOrTx,
  after: number,
  size: number,
  asOf: Date | null = null,
): Promise<CustomerBatch | null> => {
  // a catch-up day also covers those who held a card at its start and hold none now (sims' card history)
  const holders = cardHoldersSql(after, asOf);
  const [row] = await selectRows<{ up_to: number | null }>(
    db,
    sql`select max(user_id) as up_to from (
          select distinct user_id from (${holders}) holders order by user_id limit ${size}) batch`,
  );
  return row?.up_to == null ? null : { after, upTo: Number(row.up_to) };
};

/**
 * 1. The pending plans taking effect: the card's current plan becomes the pending one, whose cycles start
 * today (so today pays its first-day fee). Cards of every status: a paused card keeps the plan it chose.
 */
export const applyPendingPlans = (tx: Tx, day: string, now: Date, batch?: CustomerBatch): Promise<number> =>
  updateCardsTerms(tx, {
    set: {
      currentPlanId: sql`c.pending_plan_id`,
      pendingPlanId: sql`null`,
      pendingPlanFrom: sql`null`,
      cycleStartDay: date(day),
      planCreatedAt: timestamptz(now),
    },
    where: sql`c.pending_plan_id is not null and c.user_id is not null${inBatch(sql`c.user_id`, batch)}
      and coalesce(c.pending_plan_from, ${date(day)}) <= ${date(day)}`,
  });

/**
 * 2. Locks, in id order, the balance rows of every customer (of the batch) with a card in use, through the
 * ledger (lockBalancesWhere). Per-card charges elsewhere (activation, resumption) lock the same row first, so
 * from here until the commit no balance the run reads can change, and the next statement (a fresh snapshot under
 * READ COMMITTED) sees every charge committed before.
 */
export const lockBalances = (
  tx: Tx,
  batch?: CustomerBatch,
  asOf: Date | null = null,
  /** Today: a customer whose trip starts by today is locked too, as their card resumes before the charge. */
  day?: string,
): Promise<number> =>
  lockBalancesWhere(tx, (userId) =>
    asOf
      ? // a catch-up day: whose cards were in use at its start is in the history, so every customer of the batch
        sql`true${inBatch(userId, batch)}`
      : // the range on both sides: the cards are read from sim_cards_user_id_idx, not scanned whole per batch;
        // an open bridge's customer too, whose bridge the run may end (bridges.ts) with no card in use
        sql`(exists (select 1 from ${cards} c where c.user_id = ${userId} and c.status = 'USING'${inBatch(sql`c.user_id`, batch)})
          or exists (select 1 from ${bridges} g where g.user_id = ${userId} and g.ended_at is null)
          ${day ? sql`or exists (select 1 from card_trips t where t.user_id = ${userId} and t.starts_on <= ${date(day)})` : sql``})${inBatch(userId, batch)}`,
  );

export interface SuspendedMail {
  userId: number;
  email: string;
  locale: string;
  balanceMinor: number;
  neededMinor: number;
  cardNumbers: string[];
}

/** A customer whose cards the run gave a lifeline instead of suspending them (decision 0096), to be told. */
export interface LifelineStarted {
  userId: number;
  cardNumbers: string[];
  endsAfter: string;
}

export interface ChargeOutcome {
  charged: number;
  chargedMinor: number;
  suspended: number;
  /** Carrier PAUSE commands of the suspended cards and THROTTLE of those on a lifeline, after the commit. */
  commandIds: number[];
  /** One per customer who had a card suspended and was not yet told today. */
  mails: SuspendedMail[];
  lifelines: LifelineStarted[];
}

/**
 * The statement of chargeDay (apart, so its plan can be read: EXPLAIN in decision 0023). Billing prices the
 * day and decides who is charged and who is stopped; the ledger writes the charges (debitMany) and the card
 * state machine stops the cards (transitionCards): each owner's SQL, one statement.
 */
/**
 * The fees due on `day`, one row per card (`card_id`, `user_id`, `fee`): every card in use, its cycle begun, its
 * day not yet in the ledger; on a catch-up day every card as it was at the day's start. What chargeDay charges
 * and what a bridge (bridges.ts) is measured by.
 */
export const dueFeesSql = (
  day: string,
  batch?: CustomerBatch,
  asOf: Date | null = null,
  /** Only these holders' cards (a condition on the user id), when given. */
  only?: (userId: SQL) => SQL,
): SQL =>
  sql`select c.id as card_id, c.user_id, ${feeSql(day)} as fee
        from ${asOf ? cardsAsOf(asOf, only ? (userId) => sql`${holdersOf(batch)(userId)} and ${only(userId)}` : holdersOf(batch)) : cards} c
          join ${planVersions} p on p.id = c.current_plan_id
        where c.status = 'USING' and c.user_id is not null${inBatch(sql`c.user_id`, batch)}
          ${only ? sql`and ${only(sql`c.user_id`)}` : sql``}
          and (c.cycle_start_day is null or c.cycle_start_day <= ${date(day)})
          and not ${dayChargedSql(sql`c.id`, date(day))}
          -- a card on a lifeline is charged nothing until it ends (decision 0096)
          and c.id <> all(${lifelineCardsSql(holdersOf(batch))})`;

/**
 * The cards the balance cannot pay (`short`), split: a lifeline for each that had none lately (usage's
 * startLifelinesSql, decision 0096), while the operator has one; the rest are to be suspended (`stop`).
 */
const lifelinesSql = (lifeline: LifelineTerms | null, day: string, now: Date): SQL =>
  lifeline
    ? sql`lifeline_candidates as (select r.card_id, r.user_id from ranked r where r.running > r.room),
        ${startLifelinesSql('lifeline_candidates', lifeline, day, now)},
        stop as (select card_id from short where card_id not in (select card_id from lifelined)),`
    : sql`lifelined as (select null::int as card_id, null::int as user_id, null::date as ends_after where false),
        lifeline_throttles as (select null::bigint as id where false),
        stop as (select card_id from short),`;

const chargeDaySql = (
  day: string,
  now: Date,
  batch: CustomerBatch | undefined,
  asOf: Date | null,
  lifeline: LifelineTerms | null,
): SQL =>
  sql`with due as (${dueFeesSql(day, batch, asOf)}),
      ranked as (
        -- a customer may go below zero by their overdraft: an open bridge's room (decision 0069), else 0
        select d.card_id, d.user_id, d.fee, b.balance, b.balance + b.overdraft as room,
          sum(d.fee) over card_order as running
        -- the batch's range on the balances too: they are read by primary key range, not by a scan of every
        -- customer's once per batch
        from due d join ${accountBalances} b on b.user_id = d.user_id
        where d.fee > 0${inBatch(sql`b.user_id`, batch)}
        window card_order as (partition by d.user_id order by d.card_id)
      ),
      charged as (
        select user_id, card_id, fee as amount, balance, running from ranked where running <= room
      ),
      ${debitMany({
        debits: 'charged',
        type: 'DAILY_FEE',
        reason: 'daily_fee',
        tradeDate: day,
        createdAt: now,
        idempotencyKey: dailyFeeKeySql(sql`card_id`, day),
        requestHash: RUN_REQUEST_HASH,
      })},
      -- the cards that do not fit (usually a few): found by primary key whatever the planner guesses of ranked
      short as (select card_id, fee, running, balance from ranked where running > room),
      ${lifelinesSql(lifeline, day, now)}
      ${transitionCards({
        name: 'stopped',
        ids: sql`array(select card_id from stop)`,
        from: 'USING',
        to: 'SUSPEND',
        set: sql`suspend_reason = 'insufficient_credit'`,
        returning: sql`s.id, s.user_id, s.iccid, s.card_number`,
      })},
      paused as (${queueCarrierCommandsSql(sql`stopped`, 'PAUSE', now)}),
      noted as (
        insert into billing_notices (user_id, kind, business_day, created_at)
        select distinct user_id, 'card_suspended', ${date(day)}, ${timestamptz(now)} from stopped
        on conflict do nothing
        returning user_id
      ),
      -- what a stopped customer was charged is the running sum before their first stopped card
      mails as (
        select n.user_id as "userId", u.email, u.locale,
          (min(r.balance) - min(r.running - r.fee))::bigint as "balanceMinor",
          sum(r.fee)::bigint as "neededMinor",
          json_agg(s.card_number order by s.id) as "cardNumbers"
        from noted n join ${userAccounts} u on u.id = n.user_id join stopped s on s.user_id = n.user_id
          join short r on r.card_id = s.id
        group by n.user_id, u.email, u.locale
      ),
      lifelines as (
        select l.user_id as "userId", min(l.ends_after)::text as "endsAfter",
          json_agg(c.card_number order by c.id) as "cardNumbers"
        from lifelined l join ${cards} c on c.id = l.card_id
        group by l.user_id
      )
      select ${debitManyCounts},
        (select count(*) from stopped)::int as suspended,
        (select json_agg(id) from (select id from paused union all select id from lifeline_throttles) q) as commands,
        (select json_agg(mails) from mails) as mails,
        (select json_agg(lifelines) from lifelines) as lifelines`;

/**
 * 3. The day's fees, in one statement. Every card in use (bound, its cycle begun, its day not yet in the
 * ledger) is priced by the contract's rule — on a catch-up day (`asOf`, a day already over) every card as it was
 * at the day's start (cards-as-of.ts), so a card bound, resumed or paused later is charged as it was then; per customer, in card id order, a running sum of the fees decides:
 * cards whose running sum is within the balance are charged through the ledger's set-based debit (one DAILY_FEE
 * activity each, balance_after counted down from the balance, the customer's balance lowered ONCE by their
 * total), and the first card that does not fit and every later one of that customer are SUSPENDed for lack of
 * credit through the card state machine, with a carrier PAUSE queued and a card_suspended notice noted (at most
 * one per customer and day). The ledger's unique index on (trade_date, card_id) of the DAILY_FEE rows backs the
 * "not yet in the ledger" test.
 *
 * The balances were locked by lockBalances, so the balance this statement reads is the one its UPDATE changes;
 * the ledger's UPDATE still compares them (a card put in use since the lock, of a customer not locked, could
 * meet a concurrent debit), and a customer whose balance moved throws: the batch rolls back, never books a
 * wrong balance_after, and the next run retries it.
 */
export const chargeDay = async (
  tx: Tx,
  day: string,
  now: Date,
  batch?: CustomerBatch,
  asOf: Date | null = null,
  /** The lifeline the operator gives (lifeline-settings.ts lifelineTerms); null: cards short are suspended. */
  lifeline: LifelineTerms | null = null,
): Promise<ChargeOutcome> => {
  const [row] = await selectRows<
    DebitManyCounts & {
      suspended: number;
      commands: number[] | null;
      mails: SuspendedMail[] | null;
      lifelines: LifelineStarted[] | null;
    }
  >(tx, chargeDaySql(day, now, batch, asOf, lifeline));
  const { written, writtenMinor } = assertAllDebited(row, `Billing run ${day}`);
  return {
    charged: written,
    chargedMinor: writtenMinor,
    suspended: Number(row?.suspended ?? 0),
    commandIds: (row?.commands ?? []).map(Number),
    mails: (row?.mails ?? []).map((mail) => ({
      ...mail,
      userId: Number(mail.userId),
      balanceMinor: Number(mail.balanceMinor),
      neededMinor: Number(mail.neededMinor),
    })),
    lifelines: (row?.lifelines ?? []).map((started) => ({ ...started, userId: Number(started.userId) })),
  };
};

export interface LowBalanceMail {
  userId: number;
  email: string;
  locale: string;
  balanceMinor: number;
  neededMinor: number;
}

/**
 * 4. One day ahead: customers whose balance, after today's charges, will not cover tomorrow's fees of their
 * cards in use (with the pending plans that take effect tomorrow, at their first-day fee) get a low_balance
 * notice for tomorrow, at most once.
 */
export const noteLowBalances = async (
  tx: Tx,
  day: string,
  now: Date,
  batch?: CustomerBatch,
): Promise<LowBalanceMail[]> => {
  const tomorrow = sql`(${date(day)} + 1)`;
  const switching = sql`(c.pending_plan_id is not null and coalesce(c.pending_plan_from, ${tomorrow}) <= ${tomorrow})`;
  const rows = await selectRows<LowBalanceMail>(
    tx,
    sql`with tomorrow as (
          select c.user_id,
            sum(case when ${switching} then daily_fee(p.price_minor, p.cycle_days, ${tomorrow}, ${tomorrow})
                     else ${feeSql(tomorrow)} end) as need
          from ${cards} c
            join ${planVersions} p on p.id = case when ${switching} then c.pending_plan_id else c.current_plan_id end
          where c.status = 'USING' and c.user_id is not null${inBatch(sql`c.user_id`, batch)}
          group by c.user_id
        ),
        short as (
          select t.user_id, t.need, b.balance, u.email, u.locale
          from tomorrow t join ${accountBalances} b on b.user_id = t.user_id join ${userAccounts} u on u.id = t.user_id
          where b.balance + b.overdraft < t.need${inBatch(sql`b.user_id`, batch)}${inBatch(sql`u.id`, batch)}
        ),
        noted as (
          insert into billing_notices (user_id, kind, business_day, created_at)
          select user_id, 'low_balance', ${tomorrow}, ${timestamptz(now)} from short
          on conflict do nothing
          returning user_id
        )
        select s.user_id as "userId", s.email, s.locale, s.balance::bigint as "balanceMinor",
          s.need::bigint as "neededMinor"
        from short s join noted n on n.user_id = s.user_id`,
  );
  return rows.map((mail) => ({
    ...mail,
    userId: Number(mail.userId),
    balanceMinor: Number(mail.balanceMinor),
    neededMinor: Number(mail.neededMinor),
  }));
};
