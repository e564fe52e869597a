import type { Allowance, BillingPlan, CardBilling } from '@simportal/contract/api/billing';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { cycleStartOf } from '@simportal/contract/daily-fee';
import type { Locale } from '@simportal/contract/locales';
import { type PlanOrderForecast, planOrderForecast } from '@simportal/contract/plan-order';
import type { TFunction } from 'i18next';
import { afterAllowanceText, localized } from '../../lib/catalogue-terms.ts';
import { formatData, formatDay, formatMoney } from '../../lib/format.ts';

// What a card's billing says, in words (strings under `billing.*`, locales/<locale>/billing.json). Pure: the
// caller passes `t`, the locale and the currency, so it is tested without a browser.

export interface Words {
  t: TFunction;
  locale: Locale;
  currency: string;
}

/** What the texts without an amount need. */
export type TextWords = Pick<Words, 't' | 'locale'>;

export const money = (minor: number, { locale, currency }: Words): string =>
  formatMoney(minor, locale, currency);

/** '$1.50 a day', or '$0.83 a day; the first day of each 30-day cycle $0.93' (the contract's fee rule). */
export const feeText = (plan: BillingPlan, words: Words): string => {
  const fee = money(plan.dailyFeeMinor, words);
  if (plan.firstDayFeeMinor === plan.dailyFeeMinor) return words.t('billing.panel.feeDaily', { fee });
  return words.t('billing.panel.feeCycle', {
    fee,
    first: money(plan.firstDayFeeMinor, words),
    days: plan.cycleDays,
  });
};

/** '1.5 GB today' / '10 GB this cycle, 2026-12-01 to 2026-12-30'. */
export const allowanceTotalText = (allowance: Allowance, { t, locale }: TextWords): string =>
  t('billing.panel.allowanceTotal', {
    total: formatData(allowance.totalKb, locale),
    period:
      allowance.limitType === 'PER_DAY'
        ? t('billing.panel.periodDay')
        : t('billing.panel.periodCycle', {
            start: formatDay(allowance.periodStart, locale),
            end: formatDay(allowance.periodEnd, locale),
          }),
  });

/** 'plan 500 MB + add-ons 1,024 MB', only when add-ons were bought. */
export const allowancePartsText = (allowance: Allowance, { t, locale }: Words): string | null =>
  allowance.addOnKb === 0
    ? null
    : t('billing.panel.allowanceParts', {
        plan: formatData(allowance.planKb, locale),
        addOns: formatData(allowance.addOnKb, locale),
      });

/** '125 MB', or 'No usage data yet' while the carrier never reported the card. */
export const usedText = (allowance: Allowance, { t, locale }: Words): string =>
  allowance.usedKb === null ? t('billing.panel.usedUnknown') : formatData(allowance.usedKb, locale);

/**
 * '900 MB'; once the usage shows the allowance used up, what that means now, in plain words: 'None left:
 * reduced speed until Dec 6, 2026 or until an add-on tops the card up' (the restrict rule is lifted when the next
 * period starts or an add-on brings the card back under its allowance).
 */
export const leftText = (allowance: Allowance, plan: BillingPlan, { t, locale }: TextWords): string => {
  if (allowance.usedKb === null || allowance.leftKb > 0) return formatData(allowance.leftKb, locale);
  const day = formatDay(addDaysToIsoDate(allowance.periodEnd, 1), locale);
  return t(plan.restrictRule === 'THROTTLE' ? 'billing.panel.usedUpThrottle' : 'billing.panel.usedUpStop', {
    day,
  });
};

/** The restrict rule in plain words: 'after that you stay online at reduced speed'. */
export const afterText = (plan: BillingPlan, { t }: TextWords): string => afterAllowanceText(plan, t);

/**
 * The last day of the current plan's cycle that today belongs to (the contract's cycle rule, the one billing
 * counts by): a cycle's allowance already names it; a daily one is counted from the cycle's first day. Null
 * without a plan.
 */
export const currentCycleEnd = (
  billing: Pick<CardBilling, 'currentPlan' | 'cycleStartDay' | 'businessDay' | 'allowance'>,
): string | null => {
  const plan = billing.currentPlan;
  if (!plan) return null;
  if (billing.allowance?.limitType === 'PER_CYCLE') return billing.allowance.periodEnd;
  const start = cycleStartOf(plan.cycleDays, billing.cycleStartDay, billing.businessDay);
  return addDaysToIsoDate(start, plan.cycleDays - 1);
};

export const planName = (plan: Pick<BillingPlan, 'name'>, { locale }: TextWords): string =>
  localized(plan.name, locale);

/**
 * What ordering `planId` for the card will do, before it is confirmed: the contract's rule (plan-order.ts),
 * the one the server's order applies, read from the card's billing as the server answered it.
 */
export const forecastOrder = (card: CardBilling, planId: number): PlanOrderForecast =>
  planOrderForecast(
    {
      status: card.status,
      currentPlanId: card.currentPlan?.id ?? null,
      pendingPlanId: card.pendingPlan?.id ?? null,
      todayCharged: card.todayCharged,
    },
    planId,
  );
