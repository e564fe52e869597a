import { z } from 'zod';
import { addDaysToIsoDate } from '../calendar-date.ts';
import { cycleStartOf } from '../daily-fee.ts';
import { restrictRuleSchema, simStatusSchema, trafficLimitTypeSchema } from '../enum-schemas.ts';
import type { TrafficLimitType } from '../enums.ts';
import { MAX_RECORD_ID } from '../rules/record-id.ts';
import { RUNWAY_REMINDER_CHOICES } from '../runway-reminder.ts';
import { KB_PER_MB } from '../traffic.ts';
import { IDLE_PAUSE_CHOICES } from '../trips.ts';
import { localizedTextSchema } from './catalog.ts';
import { cardLifelineSchema } from './lifeline.ts';
import { simCardSchema } from './sims.ts';
import { cardDailyCapSchema } from './usage.ts';

// Plans, add-ons and the daily billing run (issue 7; docs/decisions/0009–0011). Amounts are minor units,
// traffic KB (shown in MB), days ISO dates in BILLING_TZ.

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

const idOf = (missing: string) =>
  z
    .int({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'invalid_value'),
    })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' });

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

/** POST /api/sims/:id/plan-orders: order a basic plan for one of the caller's cards (spec §5: plan required). */
export const orderPlanBodySchema = z.object({ planId: idOf('plan_required') });
export type OrderPlanBody = z.infer<typeof orderPlanBodySchema>;

/** POST /api/sims/:id/add-ons: buy an add-on pack for one of the caller's cards. */
export const buyAddOnBodySchema = z.object({ addOnId: idOf('field_required') });
export type BuyAddOnBody = z.infer<typeof buyAddOnBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// A card's billing: what it costs, what it may use
// ---------------------------------------------------------------------------------------------------------

/** A basic plan as a card's billing shows it, with its daily fee under the contract's rule (daily-fee.ts). */
export const billingPlanSchema = z.object({
  id: z.int().positive(),
  name: localizedTextSchema,
  priceMinor: z.int().min(0),
  cycleDays: z.int().positive(),
  /** An ordinary day of the cycle: ⌊price ÷ days⌋. */
  dailyFeeMinor: z.int().min(0),
  /** The first day of each cycle: the daily fee plus the division's remainder. */
  firstDayFeeMinor: z.int().min(0),
  totalTrafficMb: z.int().min(0),
  trafficLimitType: trafficLimitTypeSchema,
  restrictRule: restrictRuleSchema,
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/**
 * High-speed data of a card in the current period (today for a PER_DAY plan, the current cycle for a
 * PER_CYCLE one): the plan's allowance plus the add-on traffic bought for the card. `usedKb` is the carrier's
 * usage over the period as last imported (issue 8), null while the carrier never reported the card; `leftKb`
 * is then the whole allowance.
 */
export const allowanceSchema = z.object({
  limitType: trafficLimitTypeSchema,
  periodStart: isoDate,
  periodEnd: isoDate,
  planKb: z.int().min(0),
  addOnKb: z.int().min(0),
  totalKb: z.int().min(0),
  usedKb: z.int().min(0).nullable(),
  leftKb: z.int().min(0),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const SUSPEND_REASONS = ['insufficient_credit'] as const;
export type SuspendReason = (typeof SUSPEND_REASONS)[number];

/** Why an add-on cannot be bought for the card now (the server answers the same key), or null. */
export const ADD_ON_BLOCKERS = ['basic_plan_required', 'package_not_active'] as const;
export type AddOnBlocker = (typeof ADD_ON_BLOCKERS)[number];

/**
 * A card's trip (decision 0072): the run resumes a paused card on `startsOn` and pauses a card in use on the day
 * after `endsAfter`, each once, telling the holder the day before; with `idlePauseDays` it pauses a card in use
 * that used no data for that many days. Nulls: none set.
 */
export const cardTripSchema = z.object({
  startsOn: isoDate.nullable(),
  endsAfter: isoDate.nullable(),
  idlePauseDays: z.int().positive().nullable(),
});
export type CardTrip = z.infer<typeof cardTripSchema>;

/** PUT /api/billing/cards/:id/trip: the whole trip, nulls to clear (the days are checked against today). */
export const cardTripBodySchema = z.object({
  startsOn: isoDate.nullable(),
  endsAfter: isoDate.nullable(),
  idlePauseDays: z.literal(IDLE_PAUSE_CHOICES, { error: 'invalid_value' }).nullable(),
});
export type CardTripBody = z.infer<typeof cardTripBodySchema>;

export const cardBillingSchema = z.object({
  cardId: z.int().positive(),
  cardNumber: z.string(),
  /** The spec's "tag", for naming the card in an order. */
  label: z.string().nullable(),
  status: simStatusSchema,
  /** Today, the business day in BILLING_TZ the figures are for. */
  businessDay: isoDate,
  currentPlan: billingPlanSchema.nullable(),
  /** A plan ordered while the card is in use; it replaces the current one on `fromDay`. */
  pendingPlan: billingPlanSchema.extend({ fromDay: isoDate }).nullable(),
  /**
   * The plan's newer version the card moves to on `fromDay`, the first day of its next cycle on or after the
   * version's effective day, after an administrator changed the plan's price or terms (decision 0026); null
   * while the card's version is the plan's latest.
   */
  nextPlan: billingPlanSchema.extend({ fromDay: isoDate }).nullable(),
  /** The first day of the current plan's cycles (null for cards older than billing). */
  cycleStartDay: isoDate.nullable(),
  /** What today costs on the current plan (null without one). */
  todayFeeMinor: z.int().min(0).nullable(),
  /** Today's fee is already paid. */
  todayCharged: z.boolean(),
  allowance: allowanceSchema.nullable(),
  /** Set while the card is SUSPEND: why it was stopped. */
  suspendReason: z.enum(SUSPEND_REASONS).nullable(),
  addOnBlocker: z.enum(ADD_ON_BLOCKERS).nullable(),
  /** Data used today as far as the imported usage says; null while the carrier never reported the card. */
  usedToday: z.boolean().nullable(),
  /** When the carrier's usage behind `usedKb` and `usedToday` was last imported; null with them. */
  usageUpdatedAt: isoDateTime.nullable(),
  trip: cardTripSchema,
  /** The card's daily caps (issue #59) with today's use and spend against them; null while none is set. */
  dailyCap: cardDailyCapSchema.nullable(),
  /** Its open lifeline (decision 0096): slowed instead of suspended while the balance is short; null without. */
  lifeline: cardLifelineSchema.nullable(),
});
export type CardBilling = z.infer<typeof cardBillingSchema>;

// ---------------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------------

/**
 * ACTIVATED: a card without a plan, paused or suspended is in use at once and today's fee was charged
 * (`chargedMinor`, 0 when today had already been paid). SCHEDULED: a card in use switches on `effectiveDay`
 * (the next business day); nothing is charged now.
 */
export const PLAN_ORDER_OUTCOMES = ['ACTIVATED', 'SCHEDULED'] as const;
export type PlanOrderOutcome = (typeof PLAN_ORDER_OUTCOMES)[number];

export const planOrderResultSchema = z.object({
  outcome: z.enum(PLAN_ORDER_OUTCOMES),
  effectiveDay: isoDate,
  chargedMinor: z.int().min(0),
  /** Below zero while a bridge advances the fees against a waiting top-up (decision 0069). */
  balanceMinor: z.int(),
  card: cardBillingSchema,
});
export type PlanOrderResult = z.infer<typeof planOrderResultSchema>;

export const addOnPurchaseSchema = z.object({
  id: z.int().positive(),
  cardId: z.int().positive(),
  addOnId: z.int().positive(),
  name: localizedTextSchema,
  trafficMb: z.int().positive(),
  priceMinor: z.int().min(0),
  businessDay: isoDate,
  purchasedAt: isoDateTime,
});
export type AddOnPurchase = z.infer<typeof addOnPurchaseSchema>;

export const addOnPurchaseResultSchema = z.object({
  purchase: addOnPurchaseSchema,
  /** The balance after the purchase; absent for a member (decision 0103), who never sees the owner's balance. */
  balanceMinor: z.int().min(0).optional(),
  card: cardBillingSchema,
  /** True when the Idempotency-Key had been used by this same purchase: nothing was charged again. */
  replayed: z.boolean(),
});
export type AddOnPurchaseResult = z.infer<typeof addOnPurchaseResultSchema>;

/**
 * What binding a StarterPack card did (spec §4): the value of its remaining prepaid days was credited
 * (`creditedMinor`, a TOP_UP with reason starter_pack_credit), and it continues on its plan with no expiry,
 * in use (`status` USING, today's fee charged) or SUSPEND when even the credit cannot pay today.
 */
export const starterPackConversionSchema = z.object({
  planId: z.int().positive(),
  planName: localizedTextSchema,
  remainingDays: z.int().min(0),
  creditedMinor: z.int().min(0),
  chargedTodayMinor: z.int().min(0),
  status: simStatusSchema,
});
export type StarterPackConversion = z.infer<typeof starterPackConversionSchema>;

/** POST /api/sims answers the bound card and, for a StarterPack card bound now, its conversion. */
export const boundCardSchema = simCardSchema.extend({
  starterPackConversion: starterPackConversionSchema.nullable(),
});
export type BoundCard = z.infer<typeof boundCardSchema>;

/** One business day of the billing run, as recorded when it committed. */
export const billingRunSchema = z.object({
  businessDay: isoDate,
  pendingApplied: z.int().min(0),
  charged: z.int().min(0),
  chargedMinor: z.int().min(0),
  suspended: z.int().min(0),
  lowBalanceWarned: z.int().min(0),
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
});
export type BillingRun = z.infer<typeof billingRunSchema>;

/**
 * GET /api/billing/runway: how long the caller's balance lasts at the daily fees of their cards in use, by the
 * rule the daily run charges (balance-runway.ts; docs/decisions/0033-balance-runway.md).
 */
export const balanceRunwaySchema = z.object({
  /** Today's business day (BILLING_TZ): what `coveredUntil` is counted from. */
  businessDay: isoDate,
  balanceMinor: z.int(),
  currency: z.string().length(3),
  /** Cards in use (USING): the ones charged every day. */
  cardsInUse: z.int().min(0),
  /**
   * The last business day the balance pays every card in use for: normally today or later; yesterday while the
   * run has not charged today and the balance cannot pay today. Null with no card in use: nothing is spent.
   */
  coveredUntil: isoDate.nullable(),
  /** The balance lasts beyond the walk's horizon (RUNWAY_HORIZON_DAYS): "more than a year". */
  beyondHorizon: z.boolean(),
  /** Tomorrow's fees of the cards in use: the next daily charge. */
  nextDayMinor: z.int().min(0),
  /** Today's fees the run has still to charge: 0 once the day's run is done (it runs as the day begins). */
  dueTodayMinor: z.int().min(0),
  /** RUNWAY_REMINDER_DAYS: the balance covering fewer days than this after today is a warning (and a mail). */
  reminderDays: z.int().min(0),
  /** The balance covers fewer than `reminderDays` days after today: screens warn and offer the top-up. */
  warning: z.boolean(),
  /** The top-up that makes the balance cover `days` days after today; null with no card in use. */
  topUp: z
    .object({
      days: z.int().positive(),
      /** What those days cost beyond the balance, exactly (0: already covered). */
      neededMinor: z.int().min(0),
      /** `neededMinor` rounded up to a whole unit, at most one recharge: the amount /recharge is prefilled with. */
      suggestedMinor: z.int().min(0),
    })
    .nullable(),
  /**
   * The bridge that keeps the cards running while a top-up waits (decision 0069): the waiting pay order whose
   * amount the run advances the daily fees against, down to `limitMinor` below zero. Null without one.
   */
  bridge: z
    .object({
      payOrderId: z.uuid(),
      reference: z.string(),
      limitMinor: z.int().positive(),
      /** What has been advanced so far: how far the balance is below zero. */
      advancedMinor: z.int().min(0),
      startedDay: isoDate,
      /**
       * The last business day the advance pays every card's fee at today's plans (the balance with the whole
       * room below zero, walked by the runway's rule): the day the advance runs out. Null without a card in use.
       */
      lastDay: isoDate.nullable(),
    })
    .nullable(),
});
export type BalanceRunway = z.infer<typeof balanceRunwaySchema>;

/**
 * GET /api/billing/pause-savings: what the run's pauses (a trip's end, an idle card) saved the caller this month:
 * the daily fees of the days their cards were paused by it, at each card's ordinary daily fee.
 */
export const pauseSavingsSchema = z.object({
  /** The month counted, YYYY-MM in BILLING_TZ, up to today. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  savedMinor: z.int().min(0),
  /** Card-days paused this month. */
  days: z.int().min(0),
});
export type PauseSavings = z.infer<typeof pauseSavingsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Customer: GET and PUT /api/billing/runway-reminder (issue #58: alerts the customer sets)
// ---------------------------------------------------------------------------------------------------------

export { RUNWAY_REMINDER_CHOICES, type RunwayReminderDays } from '../runway-reminder.ts';

/** The low-balance reminder the customer chose: mailed once when the balance covers fewer than `days` days. */
export const runwayReminderBodySchema = z.object({
  days: z.literal(RUNWAY_REMINDER_CHOICES, { error: 'invalid_value' }),
});
export type RunwayReminderBody = z.infer<typeof runwayReminderBodySchema>;

export const runwayReminderSchema = z.object({
  /** What the customer gets: their choice, else the operator's RUNWAY_REMINDER_DAYS; 0 is no reminder. */
  days: z.int().min(0),
  /** Whether `days` is the customer's own choice (false: the operator's default). */
  chosen: z.boolean(),
});
export type RunwayReminder = z.infer<typeof runwayReminderSchema>;

// ---------------------------------------------------------------------------------------------------------
// The allowance rule, shared by the server's answer and any screen that recomputes it
// ---------------------------------------------------------------------------------------------------------

export interface AllowanceInput {
  plan: { totalTrafficMb: number; trafficLimitType: TrafficLimitType; cycleDays: number };
  cycleStartDay: string | null;
  /** Today (business day). */
  day: string;
  /** Add-on traffic bought for the card and not yet used, MB. */
  addOnMb: number;
  /** Traffic used in the period, KB; null while usage is unknown. */
  usedKb: number | null;
}

/**
 * PER_DAY: the plan's MB every day (period = today). PER_CYCLE: the plan's MB for the whole cycle (period =
 * the cycle `day` falls in). Add-on MB come on top of either, at once. Left never goes below zero: past the
 * allowance the plan's restrict rule applies.
 */
export const cardAllowance = (input: AllowanceInput): Allowance => {
  const { plan, day } = input;
  const perDay = plan.trafficLimitType === 'PER_DAY';
  const periodStart = perDay ? day : cycleStartOf(plan.cycleDays, input.cycleStartDay, day);
  const periodEnd = perDay ? day : addDaysToIsoDate(periodStart, plan.cycleDays - 1);
  const planKb = plan.totalTrafficMb * KB_PER_MB;
  const addOnKb = input.addOnMb * KB_PER_MB;
  const totalKb = planKb + addOnKb;
  return {
    limitType: plan.trafficLimitType,
    periodStart,
    periodEnd,
    planKb,
    addOnKb,
    totalKb,
    usedKb: input.usedKb,
    leftKb: Math.max(0, totalKb - (input.usedKb ?? 0)),
  };
};
