import type { BalanceRunway } from '@simportal/contract/api/billing';
import {
  balanceRunway,
  type RunwayCard,
  suggestedTopUpMinor,
  topUpToCover,
} from '@simportal/contract/balance-runway';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { DbOrTx } from '../../db/database.ts';
import { selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { planVersions } from '../catalog/index.ts';
import { accountBalances } from '../ledger/index.ts';
import { cards } from '../sims/index.ts';
import { onLifelineSql } from '../usage/index.ts';
import { openBridgeOf, openBridgesOf } from './bridges.ts';
import { dayChargedSql } from './day-charged.ts';
import { billingDayRecordedSql } from './runs.ts';
import { getRunwayReminder } from './runway-reminder-settings.ts';

// How long a customer's balance lasts (docs/decisions/0033-balance-runway.md): the cards in use read from the
// database, priced and walked by the contract's rule (balance-runway.ts). The screens ask for it here; the
// daily run reads the same columns for its reminder (runway-reminders.ts).

/** A card in use as the database gives it to the runway (JSON of runwayCardJson). */
interface RunwayCardRow {
  priceMinor: number;
  cycleDays: number;
  cycleStartDay: string | null;
  pendingPriceMinor: number | null;
  pendingCycleDays: number | null;
  pendingFrom: string | null;
  todayPaid: boolean;
  /** On a lifeline (decision 0096): the run charged it nothing today, whatever the day's record says. */
  onLifeline: boolean;
}

/**
 * One card in use as JSON, from the aliases `c` (the cards view), `p` (its current plan) and `q` (its pending plan,
 * left-joined); `todayPaid` whether its fee of `day` is in the ledger (the one predicate: day-charged.ts).
 */
export const runwayCardJson = (day: SQL): SQL =>
  sql`json_build_object('priceMinor', p.price_minor, 'cycleDays', p.cycle_days,
    'cycleStartDay', c.cycle_start_day, 'pendingPriceMinor', q.price_minor, 'pendingCycleDays', q.cycle_days,
    'pendingFrom', c.pending_plan_from, 'todayPaid', ${dayChargedSql(sql`c.id`, day)},
    'onLifeline', ${onLifelineSql(sql`c.id`)})`;

/** The cards `c` with the joins `runwayCardJson` reads (the views of sims and the catalogue). */
export const runwayCards = sql`${cards} c join ${planVersions} p on p.id = c.current_plan_id
  left join ${planVersions} q on q.id = c.pending_plan_id`;

export const toRunwayCard = (row: RunwayCardRow): RunwayCard => ({
  plan: { priceMinor: Number(row.priceMinor), cycleDays: Number(row.cycleDays) },
  cycleStartDay: row.cycleStartDay,
  pending:
    row.pendingPriceMinor === null || row.pendingCycleDays === null
      ? null
      : {
          plan: { priceMinor: Number(row.pendingPriceMinor), cycleDays: Number(row.pendingCycleDays) },
          fromDay: row.pendingFrom,
        },
  todayPaid: row.todayPaid === true,
});

/** Whether a runway is within the reminder window: fewer than `reminderDays` days covered after today. */
export const inReminderWindow = (daysCovered: number | null, reminderDays: number): boolean =>
  daysCovered !== null && daysCovered < reminderDays;

/**
 * The caller's balance and cards in use, in one statement. Once the day's run is recorded nothing more is
 * charged today (a card put in use since without a charge of its own pays from tomorrow): every card's today
 * counts as paid then, except a card's on a lifeline, whose day a top-up pays.
 */
const readRunwayInput = async (ctx: AppContext, userId: number, day: string) => {
  const [row] = await selectRows<{ balance: number; dayRun: boolean; cards: RunwayCardRow[] }>(
    ctx.database.db,
    sql`select b.balance::bigint as balance,
          ${billingDayRecordedSql(sql`${day}::date`)} as "dayRun",
          coalesce((select json_agg(${runwayCardJson(sql`${day}::date`)} order by c.id)
            from ${runwayCards}
            where c.user_id = b.user_id and c.status = 'USING'), '[]'::json) as cards
        from ${accountBalances} b where b.user_id = ${userId}`,
  );
  if (!row) throw new DomainError('session_ended');
  return {
    balanceMinor: Number(row.balance),
    // a card on a lifeline was not charged by the run: a top-up pays its today first (decision 0096)
    cards: row.cards.map((card) => ({
      ...toRunwayCard(card),
      todayPaid: card.todayPaid || (row.dayRun && !card.onLifeline),
    })),
  };
};

/** GET /api/billing/runway: how long the caller's balance lasts at their cards' daily fees. */
export const getBalanceRunway = async (ctx: AppContext, userId: number): Promise<BalanceRunway> => {
  const today = businessDayOf(ctx);
  const { balanceMinor, cards } = await readRunwayInput(ctx, userId, today);
  const input = { balanceMinor, today, cards };
  const runway = balanceRunway(input);
  const { days: reminderDays } = await getRunwayReminder(ctx, userId);
  // a top-up that ends a reminder's episode: at least the customer's own days
  const days = Math.max(ctx.config.RUNWAY_TOP_UP_DAYS, reminderDays);
  const neededMinor = cards.length === 0 ? 0 : topUpToCover(input, days);
  const bridge = await openBridgeOf(ctx.database.db, userId);
  return {
    businessDay: today,
    balanceMinor,
    currency: ctx.config.CURRENCY,
    cardsInUse: cards.length,
    coveredUntil: runway.coveredUntil,
    beyondHorizon: runway.beyondHorizon,
    nextDayMinor: runway.nextDayMinor,
    dueTodayMinor: runway.dueTodayMinor,
    reminderDays,
    warning: inReminderWindow(runway.daysCovered, reminderDays),
    topUp:
      cards.length === 0 ? null : { days, neededMinor, suggestedMinor: suggestedTopUpMinor(neededMinor) },
    bridge: bridge && {
      ...bridge,
      advancedMinor: Math.max(0, -balanceMinor),
      // the run gives an open bridge its whole room back each day: the balance may go down to −limit
      lastDay: balanceRunway({ ...input, balanceMinor: balanceMinor + bridge.limitMinor }).coveredUntil,
    },
  };
};

/** How long a holder's balance lasts, as the operator's console shows it beside each of their cards. */
export interface HolderRunway {
  /** Whole days after today the balance pays (−1: not today's fees); null: no card in use. */
  daysCovered: number | null;
  coveredUntil: string | null;
}

/**
 * The runway of several holders (a console page's, at most a page's size), in one statement over the same
 * columns as getBalanceRunway's, walked by the contract's rule.
 */
export const runwaysOfHolders = async (
  db: DbOrTx,
  userIds: readonly number[],
  today: string,
  /** Added to a holder's balance before the walk: an open bridge's room below zero (bridgesOfHolders). */
  roomOf: ReadonlyMap<number, number> = new Map(),
): Promise<Map<number, HolderRunway>> => {
  if (userIds.length === 0) return new Map();
  const rows = await selectRows<{ userId: number; balance: number; dayRun: boolean; cards: RunwayCardRow[] }>(
    db,
    sql`select b.user_id as "userId", b.balance::bigint as balance,
          ${billingDayRecordedSql(sql`${today}::date`)} as "dayRun",
          coalesce((select json_agg(${runwayCardJson(sql`${today}::date`)} order by c.id)
            from ${runwayCards}
            where c.user_id = b.user_id and c.status = 'USING'), '[]'::json) as cards
        from ${accountBalances} b where b.user_id = any(${sql.param([...userIds])}::int[])`,
  );
  return new Map(
    rows.map((row) => {
      const cards = row.cards.map(toRunwayCard);
      const runway = balanceRunway({
        balanceMinor: Number(row.balance) + (roomOf.get(Number(row.userId)) ?? 0),
        today,
        cards: row.dayRun ? cards.map((card) => ({ ...card, todayPaid: true })) : cards,
      });
      return [Number(row.userId), { daysCovered: runway.daysCovered, coveredUntil: runway.coveredUntil }];
    }),
  );
};

/** A holder's open bridge as the Customer List marks a balance below zero (decision 0069). */
export interface HolderBridge {
  payOrderId: string;
  reference: string;
  limitMinor: number;
  /** The last business day the advance pays every card's fee; null: no card in use. */
  lastDay: string | null;
}

/**
 * The open bridges of several holders (a page of the Customer List), each with the last day it covers: the
 * holders' runways walked from their balance with the bridge's whole room below zero, as the run charges.
 */
export const bridgesOfHolders = async (
  db: DbOrTx,
  userIds: readonly number[],
  today: string,
): Promise<Map<number, HolderBridge>> => {
  const open = await openBridgesOf(db, userIds);
  if (open.length === 0) return new Map();
  const runways = await runwaysOfHolders(
    db,
    open.map((bridge) => bridge.userId),
    today,
    new Map(open.map((bridge) => [bridge.userId, bridge.limitMinor])),
  );
  return new Map(
    open.map(({ userId, ...bridge }) => [
      userId,
      { ...bridge, lastDay: runways.get(userId)?.coveredUntil ?? null },
    ]),
  );
};
