import { type BillingPlan, type CardBilling, cardAllowance } from '@simportal/contract/api/billing';
import type { CardUsageSummary } from '@simportal/contract/api/usage';
import { dailyFeeOf, feeForDay } from '@simportal/contract/daily-fee';
import type { RestrictRule, SimStatus, TrafficLimitType } from '@simportal/contract/enums';
import type { Page, PageQuery } from '@simportal/contract/envelope';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { basicPlans, simCards } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { usageSummaries } from '../usage/usage-summary.ts';
import { businessDayOf } from './business-day.ts';
import { dailyFeeKeySql } from './fee-sql.ts';

const currentPlan = alias(basicPlans, 'current_plan');
const pendingPlan = alias(basicPlans, 'pending_plan');

type PlanColumns = typeof basicPlans.$inferSelect;

const selectBilling = (db: DbOrTx, day: string) =>
  db
    .select({
      card: simCards,
      currentPlan,
      pendingPlan,
      // add-on traffic of the current holder: packs bought before they bound the card are not theirs
      addOnMb: sql<number>`coalesce((select sum(a.traffic_mb) from card_add_ons a
        where a.card_id = ${simCards.id} and a.user_id = ${simCards.userId}
          and a.purchased_at >= coalesce(${simCards.boundAt}, ${simCards.createdAt})), 0)::int`,
      todayCharged: sql<boolean>`exists (select 1 from activities a
        where a.idempotency_key = ${dailyFeeKeySql(sql`${simCards.id}`, day)})`,
    })
    .from(simCards)
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, simCards.pendingPlanId));

type BillingRow = Awaited<ReturnType<ReturnType<typeof selectBilling>['where']>>[number];

export const toBillingPlan = (plan: PlanColumns): BillingPlan => {
  const fee = dailyFeeOf(plan);
  return {
    id: plan.id,
    name: { en: plan.nameEn, 'zh-CN': plan.nameZh },
    priceMinor: plan.priceMinor,
    cycleDays: plan.cycleDays,
    dailyFeeMinor: fee.dailyMinor,
    firstDayFeeMinor: fee.firstDayMinor,
    totalTrafficMb: plan.totalTrafficMb,
    // the table's check constraints hold these to the contract's values
    trafficLimitType: plan.trafficLimitType as TrafficLimitType,
    restrictRule: plan.restrictRule as RestrictRule,
  };
};

/**
 * `usage` is the usage module's summary of the card (usage-summary.ts): its period use is the allowance's used,
 * since both follow the contract's allowance rule (the same period and the same add-ons). Without one the
 * carrier never reported the card and used stays unknown.
 */
const toCardBilling = (row: BillingRow, day: string, usage: CardUsageSummary | undefined): CardBilling => {
  const { card } = row;
  const status = card.status as SimStatus;
  const plan = row.currentPlan;
  const pending = row.pendingPlan;
  return {
    cardId: card.id,
    cardNumber: card.cardNumber,
    label: card.label,
    status,
    businessDay: day,
    currentPlan: plan ? toBillingPlan(plan) : null,
    pendingPlan: pending ? { ...toBillingPlan(pending), fromDay: card.pendingPlanFrom ?? day } : null,
    cycleStartDay: card.cycleStartDay,
    todayFeeMinor: plan ? feeForDay(plan, card.cycleStartDay, day) : null,
    todayCharged: Boolean(row.todayCharged),
    allowance: plan
      ? cardAllowance({
          plan: { ...plan, trafficLimitType: plan.trafficLimitType as TrafficLimitType },
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
  const [rows, [totals]] = await Promise.all([
    selectBilling(db, day)
      .where(eq(simCards.userId, userId))
      .orderBy(desc(simCards.boundAt), desc(simCards.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(simCards).where(eq(simCards.userId, userId)),
  ]);
  const usage = await usageSummaries(
    ctx,
    rows.map((row) => row.card.id),
  );
  return {
    items: rows.map((row) => toCardBilling(row, day, usage.get(row.card.id))),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** One of the caller's cards' billing; not_found (404) for an unknown card or someone else's. */
export const getCardBilling = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
): Promise<CardBilling> => {
  const day = businessDayOf(ctx);
  const [row] = await selectBilling(ctx.database.db, day).where(
    and(eq(simCards.id, cardId), eq(simCards.userId, userId)),
  );
  if (!row) throw new DomainError('not_found');
  const usage = await usageSummaries(ctx, [cardId]);
  return toCardBilling(row, day, usage.get(cardId));
};
