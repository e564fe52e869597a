import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, type Tx, timestamptz } from '../../db/database.ts';
import { accountBalances, closeOverdraft, closeOverdraftsSql, setOverdraftsSql } from '../ledger/index.ts';
import { userAccounts } from '../users/index.ts';
import { payOrderStates } from '../wallet/index.ts';
import { type CustomerBatch, dueFeesSql, inBatch } from './run-statements.ts';
import { bridges } from './schema.ts';

// Bridge credit (issue #58, docs/decisions/0069-bridge-credit.md). A traveller whose balance runs short while
// their pay order waits for an administrator is not suspended: the daily run charges the day's fees as an
// advance against the waiting order, below zero down to the bridge's limit (the ledger's overdraft), one
// ordinary DAILY_FEE row per card and day. The order's confirmation (any credit that leaves the balance at zero
// or above) settles it; a cancelled order ends it, and the cards are suspended as before with the customer told.

/** A customer the run started a bridge for, to be mailed. */
export interface BridgeStarted {
  userId: number;
  email: string;
  locale: string;
  payOrderId: string;
  reference: string;
  limitMinor: number;
  /** Today's fees of their cards: what the advance pays now. */
  dueMinor: number;
}

/** A customer whose bridge the run ended because its order was cancelled, to be mailed. */
export interface BridgeEnded {
  userId: number;
  email: string;
  locale: string;
  reference: string;
  /** What the advance left owing (0 or more): the next top-up pays it first. */
  owedMinor: number;
}

const date = (day: string) => sql`${day}::date`;

/**
 * The batch's customers with a pay order waiting, as a condition on a user id: an array taken once per statement
 * (the batch's range of pay_orders_user_created_idx), so only their cards are read and priced, found by holder
 * (sim_cards_user_id_idx), not every card of the batch filtered afterwards.
 */
const waitingFor = (batch: CustomerBatch | undefined) => (userId: SQL) =>
  sql`${userId} = any(array(select o.user_id from ${payOrderStates} o
        where o.status = 'INIT'${inBatch(sql`o.user_id`, batch)}))`;

/**
 * The pay order of an open bridge (`status`, `reference`), read by its key. `offset 0` keeps it one probe per
 * bridge of the batch: as a join the planner hashed every waiting order, or every order that waits no more,
 * once per batch.
 */
const orderOf = (payOrderId: SQL) =>
  sql`select o.status, o.reference from ${payOrderStates} o where o.id = ${payOrderId} offset 0`;

/**
 * The run's first bridge statement, before any charge: the open bridges (of the batch) whose order no longer
 * waits end. Cancelled: their room below zero closes to what is owed, so today's charge suspends the cards as
 * before; finished (confirmed, its credit settled it already in most cases): settled.
 */
export const endBridges = async (tx: Tx, now: Date, batch?: CustomerBatch): Promise<BridgeEnded[]> => {
  const rows = await selectRows<BridgeEnded>(
    tx,
    sql`with over as (
          select g.id, o.status, o.reference from ${bridges} g
            cross join lateral (${orderOf(sql`g.pay_order_id`)}) o
          where g.ended_at is null and o.status <> 'INIT'${inBatch(sql`g.user_id`, batch)}
        ),
        ending as (
          update ${bridges} g
          set ended_at = ${timestamptz(now)},
            ending = case when o.status = 'FINISHED' then 'settled' else 'cancelled' end
          from over o
          where g.id = o.id
          returning g.user_id, g.ending, o.reference
        ),
        ${closeOverdraftsSql('ending')}
        select e.user_id as "userId", u.email, u.locale, e.reference,
          greatest(0, -c.balance)::bigint as "owedMinor"
        from ending e join ledger_closed c on c.user_id = e.user_id join ${userAccounts} u on u.id = e.user_id
        where e.ending = 'cancelled'`,
  );
  return rows.map((row) => ({ ...row, userId: Number(row.userId), owedMinor: Number(row.owedMinor) }));
};

/**
 * The run's second bridge statement, after the balances are locked and before the charge. A customer of the
 * batch whose fees due today exceed what their balance (with any room below zero) covers, who had a pay order
 * confirmed before and has one waiting, starts a bridge on their oldest waiting order: its limit is the smaller
 * of the order's amount and `days` days of today's fees, and only if it reaches beyond what they owe already.
 * Every open bridge whose order still waits gets its whole room back (a credit in between shrinks it). The
 * rooms are the ledger's overdrafts; chargeDay then charges within them.
 */
export const openBridges = async (
  tx: Tx,
  day: string,
  now: Date,
  days: number,
  batch?: CustomerBatch,
  asOf: Date | null = null,
): Promise<BridgeStarted[]> => {
  if (days <= 0) return [];
  const rows = await selectRows<BridgeStarted>(
    tx,
    sql`with due as (
          -- only the cards of customers with an order waiting (few): the fees of the rest are chargeDay's alone
          select user_id, sum(fee) as need from (${dueFeesSql(day, batch, asOf, waitingFor(batch))}) fees
          group by user_id having sum(fee) > 0
        ),
        -- the batch's open bridges, read once: as a probe per customer the planner, its statistics taken before
        -- a day's run opened any, scanned every open bridge for each of them (quadratic over a catch-up day)
        open_bridges as (
          select g.user_id from ${bridges} g where g.ended_at is null${inBatch(sql`g.user_id`, batch)}
        ),
        waiting as (
          select distinct on (o.user_id) o.user_id, o.id, o.reference, o.amount_minor
          from ${payOrderStates} o join due d on d.user_id = o.user_id
          where o.status = 'INIT'
          order by o.user_id, o.created_at, o.id
        ),
        starting as (
          select d.user_id, w.id as pay_order_id, w.reference, d.need,
            least(w.amount_minor, ${days} * d.need) as limit_minor
          from due d join ${accountBalances} b on b.user_id = d.user_id join waiting w on w.user_id = d.user_id
          where b.balance + b.overdraft < d.need${inBatch(sql`b.user_id`, batch)}
            and least(w.amount_minor, ${days} * d.need) > -b.balance
            and exists (select 1 from ${payOrderStates} f where f.user_id = d.user_id and f.status = 'FINISHED')
            and d.user_id <> all(array(select user_id from open_bridges))
        ),
        started as (
          insert into ${bridges} (user_id, pay_order_id, limit_minor, started_day, started_at)
          select user_id, pay_order_id, limit_minor, ${date(day)}, ${timestamptz(now)} from starting
          returning user_id, limit_minor
        ),
        renewed as (
          select g.user_id, g.limit_minor from ${bridges} g
          where g.ended_at is null${inBatch(sql`g.user_id`, batch)}
            and (select o.status from (${orderOf(sql`g.pay_order_id`)}) o) = 'INIT'
        ),
        rooms as (
          select user_id, limit_minor as overdraft from started
          union all select user_id, limit_minor from renewed
        ),
        -- a data-modifying CTE runs whether or not the query reads it
        ${setOverdraftsSql('rooms')}
        select s.user_id as "userId", u.email, u.locale, s.pay_order_id as "payOrderId", s.reference,
          s.limit_minor::bigint as "limitMinor",
          s.need::bigint as "dueMinor"
        from starting s join ${userAccounts} u on u.id = s.user_id`,
  );
  return rows.map((row) => ({
    ...row,
    userId: Number(row.userId),
    limitMinor: Number(row.limitMinor),
    dueMinor: Number(row.dueMinor),
  }));
};

/**
 * After a credit to `userId` (a top-up, a pay order confirmed), in its transaction: a balance at zero or above
 * settles their open bridge (the credit already closed the room below zero, ledger's addToBalance). Answers
 * whether a bridge was settled.
 */
export const settleBridge = async (
  tx: Tx,
  userId: number,
  balanceMinor: number,
  now: Date,
): Promise<boolean> => {
  if (balanceMinor < 0) return false;
  const settled = await tx
    .update(bridges)
    .set({ endedAt: now, ending: 'settled' })
    .where(and(eq(bridges.userId, userId), isNull(bridges.endedAt)))
    .returning({ id: bridges.id });
  return settled.length > 0;
};

/** An account closing (its pay orders cancelled): its open bridge ends, and no fee goes below zero any more. */
export const endBridgeOfClosedAccount = async (tx: Tx, userId: number, now: Date): Promise<void> => {
  await tx
    .update(bridges)
    .set({ endedAt: now, ending: 'cancelled' })
    .where(and(eq(bridges.userId, userId), isNull(bridges.endedAt)));
  await closeOverdraft(tx, userId);
};

/** How many bridges are open, as a scalar subquery (the overview's outstanding advances; bridges_open_user). */
export const openBridgesCountSql = () => sql`(select count(*) from ${bridges} where ended_at is null)`;

/** A customer's open bridge as the screens show it: the waiting order it advances against, and how far. */
export interface OpenBridge {
  payOrderId: string;
  reference: string;
  limitMinor: number;
  startedDay: string;
}

/** The open bridges (on a waiting order) of some customers, one each at most. */
export const openBridgesOf = async (db: DbOrTx, userIds: readonly number[]) =>
  userIds.length === 0
    ? []
    : db
        .select({
          userId: bridges.userId,
          payOrderId: bridges.payOrderId,
          reference: payOrderStates.reference,
          limitMinor: bridges.limitMinor,
        })
        .from(bridges)
        .innerJoin(payOrderStates, eq(payOrderStates.id, bridges.payOrderId))
        .where(
          and(
            inArray(bridges.userId, [...userIds]),
            isNull(bridges.endedAt),
            eq(payOrderStates.status, 'INIT'),
          ),
        );

export const openBridgeOf = async (db: DbOrTx, userId: number): Promise<OpenBridge | null> => {
  const [row] = await db
    .select({
      payOrderId: bridges.payOrderId,
      reference: payOrderStates.reference,
      limitMinor: bridges.limitMinor,
      startedDay: bridges.startedDay,
    })
    .from(bridges)
    .innerJoin(payOrderStates, eq(payOrderStates.id, bridges.payOrderId))
    .where(and(eq(bridges.userId, userId), isNull(bridges.endedAt), eq(payOrderStates.status, 'INIT')));
  return row ?? null;
};
