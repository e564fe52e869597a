import {
  type BillingPlan,
  type CardBilling,
  type CardTrip,
  cardAllowance,
} from '@simportal/contract/api/billing';
import { dailyFeeOf, feeForDay, nextCycleStartFrom } from '@simportal/contract/daily-fee';
import type { Page, PageQuery } from '@simportal/contract/envelope';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { and, desc, eq, isNotNull, isNull, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf, nextBusinessDay } from '../../business-day.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { viewColumns } from '../../db/view-columns.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type PlanVersion, planVersions } from '../catalog/index.ts';
import { accountBalances } from '../ledger/index.ts';
import { cards, countOwnedCards } from '../sims/index.ts';
import {
  dailyCapSql,
  lifelineSql,
  toDailyCap,
  toLifeline,
  toUsageSummary,
  usageSummaryColumns,
} from '../usage/index.ts';
import { dayChargedSql } from './day-charged.ts';

// A card's billing reads the card, its plans and its holder's balance in one prepared statement (every order
// answers with it, My SIMs pages through it): through the views sims, catalog and the ledger publish for that,
// which PostgreSQL inlines, so the statement costs what it did over their tables (docs/decisions/0050).
const currentPlan = alias(planVersions, 'current_plan');
const pendingPlan = alias(planVersions, 'pending_plan');
const nextPlan = alias(planVersions, 'next_plan');
/** The open version of the card's plan when the card's version is an older one (decision 0026). */
const nextPlanOn = and(
  eq(nextPlan.lineageId, currentPlan.lineageId),
  isNull(nextPlan.supersededAt),
  isNotNull(currentPlan.supersededAt),
);

type PlanColumns = PlanVersion;

const NO_TRIP: CardTrip = { startsOn: null, endsAfter: null, idlePauseDays: null };

/** A card's billing with its usage summary; `day` is the business day, `tz` BILLING_TZ. */
const billingColumns = (day: Placeholder, tz: Placeholder) => ({
  card: viewColumns(cards),
  currentPlan: viewColumns(currentPlan),
  pendingPlan: viewColumns(pendingPlan),
  nextPlan: viewColumns(nextPlan),
  // add-on traffic of the current holder: packs bought before they bound the card are not theirs
  addOnMb: sql<number>`coalesce((select sum(a.traffic_mb) from card_add_ons a
    where a.card_id = ${cards.id} and a.user_id = ${cards.userId}
      and a.purchased_at >= coalesce(${cards.boundAt}, ${cards.createdAt})), 0)::int`,
  todayCharged: sql<boolean>`${dayChargedSql(sql`${cards.id}`, sql`${day}::date`)}`,
  // the holder's trip (trips.ts): null without one
  trip: sql<CardTrip | null>`(select json_build_object('startsOn', t.starts_on, 'endsAfter', t.ends_after,
    'idlePauseDays', t.idle_pause_days) from card_trips t where t.user_id = ${cards.userId} and t.card_id = ${cards.id})`,
  // the holder's daily caps with today's use and spend (usage's card-caps.ts): null without
  dailyCap: sql<CardBilling['dailyCap']>`${dailyCapSql('cards', sql`${day}::date`)}`,
  // its open lifeline (usage's lifelines.ts, decision 0096): null without
  lifeline: sql<CardBilling['lifeline']>`${lifelineSql('cards')}`,
  ...usageSummaryColumns(day, tz, { card: 'cards', plan: 'current_plan' }),
});

/**
 * One card of a customer, with the customer's balance (what an order answers with), in one statement:
 * prepared, as every order and every card page asks it (db/prepared.ts).
 */
const ownedCardBilling = preparedPerDatabase((db) =>
  db
    .select({
      ...billingColumns(sql.placeholder('day'), sql.placeholder('tz')),
      balanceMinor:
        sql<number>`(select b.balance from ${accountBalances} b where b.user_id = ${cards.userId})`.mapWith(
          Number,
        ),
    })
    .from(cards)
    .leftJoin(currentPlan, eq(currentPlan.id, cards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, cards.pendingPlanId))
    .leftJoin(nextPlan, nextPlanOn)
    .where(and(eq(cards.id, sql.placeholder('cardId')), eq(cards.userId, sql.placeholder('userId'))))
    .prepare('owned_card_billing'),
);

/** A page of the customer's cards' billing in My SIMs' order, with their count (at most SIM_LIMIT_PER_ACCOUNT). */
const ownedCardsBillingPage = preparedPerDatabase((db) =>
  db
    .select({
      ...billingColumns(sql.placeholder('day'), sql.placeholder('tz')),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(cards)
    .leftJoin(currentPlan, eq(currentPlan.id, cards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, cards.pendingPlanId))
    .leftJoin(nextPlan, nextPlanOn)
    .where(eq(cards.userId, sql.placeholder('userId')))
    .orderBy(desc(cards.boundAt), desc(cards.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('owned_cards_billing_page'),
);

type BillingRow = Awaited<ReturnType<ReturnType<typeof ownedCardsBillingPage>['execute']>>[number];

const toBillingPlan = (plan: PlanColumns): BillingPlan => {
  const fee = dailyFeeOf(plan);
  return {
    id: plan.id,
    name: inLocaleOrder(plan.name),
    priceMinor: plan.priceMinor,
    cycleDays: plan.cycleDays,
    dailyFeeMinor: fee.dailyMinor,
    firstDayFeeMinor: fee.firstDayMinor,
    totalTrafficMb: plan.totalTrafficMb,
    trafficLimitType: plan.trafficLimitType,
    restrictRule: plan.restrictRule,
  };
};

/**
 * The open version of the card's plan, from the first day of the card's next cycle on or after the version's
 * effective day (the run moves it then: new-plan-versions.ts); null when a pending plan replaces the current
 * one first, since the card will not pay the new version's price.
 */
const nextPlanOf = (
  plan: PlanColumns,
  next: PlanColumns,
  card: BillingRow['card'],
  day: string,
): CardBilling['nextPlan'] => {
  const from = [nextBusinessDay(day), next.effectiveFrom].sort().at(-1)!;
  const fromDay = nextCycleStartFrom(plan.cycleDays, card.cycleStartDay, from);
  if (card.pendingPlanId !== null && (card.pendingPlanFrom ?? day) <= fromDay) return null;
  return { ...toBillingPlan(next), fromDay };
};

/**
 * The card's usage summary (usage-summary.ts, read in the same statement): its period use is the allowance's
 * used, since both follow the contract's allowance rule (the same period and the same add-ons). Without one the
 * carrier never reported the card and used stays unknown.
 */
const toCardBilling = (row: Omit<BillingRow, 'total'>, day: string): CardBilling => {
  const { card } = row;
  const status = card.status;
  const plan = row.currentPlan;
  const pending = row.pendingPlan;
  const usage = toUsageSummary(row);
  return {
    cardId: card.id,
    cardNumber: card.cardNumber,
    label: card.label,
    status,
    businessDay: day,
    currentPlan: plan ? toBillingPlan(plan) : null,
    pendingPlan: pending ? { ...toBillingPlan(pending), fromDay: card.pendingPlanFrom ?? day } : null,
    nextPlan: plan && row.nextPlan ? nextPlanOf(plan, row.nextPlan, card, day) : null,
    cycleStartDay: card.cycleStartDay,
    todayFeeMinor: plan ? feeForDay(plan, card.cycleStartDay, day) : null,
    todayCharged: Boolean(row.todayCharged),
    allowance: plan
      ? cardAllowance({
          plan,
          cycleStartDay: card.cycleStartDay,
          day,
          addOnMb: Number(row.addOnMb),
          usedKb: usage?.periodKb ?? null,
        })
      : null,
    suspendReason:
      status === 'SUSPEND' && card.suspendReason === 'insufficient_credit' ? 'insufficient_credit' : null,
    addOnBlocker: plan === null ? 'basic_plan_required' : status !== 'USING' ? 'package_not_active' : null,
    usedToday: usage ? usage.todayKb > 0 : null,
    usageUpdatedAt: usage?.lastUpdatedAt ?? null,
    trip: row.trip ?? NO_TRIP,
    dailyCap: toDailyCap(row.dailyCap),
    lifeline: toLifeline(row.lifeline),
  };
};

/** The billing of the caller's cards, in My SIMs' order (most recently bound first), one page at a time. */
export const listCardBilling = async (
  ctx: AppContext,
  userId: number,
  query: PageQuery,
): Promise<Page<CardBilling>> => {
  const db = ctx.database.db;
  const day = businessDayOf(ctx);
  const rows = await ownedCardsBillingPage(db).execute({
    userId,
    day,
    tz: ctx.config.BILLING_TZ,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // A page past the last has no row to carry the count.
  const total = rows[0]?.total ?? (query.page > 1 ? await countOwnedCards(db, userId) : 0);
  return {
    items: rows.map((row) => toCardBilling(row, day)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * One of the caller's cards' billing and the caller's balance, read together after an order or a purchase;
 * not_found (404) for an unknown card or someone else's.
 */
export const getCardBillingAndBalance = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
): Promise<{ card: CardBilling; balanceMinor: number }> => {
  const day = businessDayOf(ctx);
  const [row] = await ownedCardBilling(ctx.database.db).execute({
    cardId,
    userId,
    day,
    tz: ctx.config.BILLING_TZ,
  });
  if (!row) throw new DomainError('not_found');
  return { card: toCardBilling(row, day), balanceMinor: row.balanceMinor };
};

/** One of the caller's cards' billing; not_found (404) for an unknown card or someone else's. */
export const getCardBilling = async (ctx: AppContext, userId: number, cardId: number): Promise<CardBilling> =>
  (await getCardBillingAndBalance(ctx, userId, cardId)).card;
