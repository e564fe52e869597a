import type { AddOn, BasicPlan, LocalizedText } from '@simportal/contract/api/catalog';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import type { Locale } from '@simportal/contract/locales';
import { textIn } from '@simportal/contract/text-in';
import type { TFunction } from 'i18next';
import { formatMoney, numberFormat } from './format.ts';

/**
 * How the shop puts a catalogue entry into words and numbers, shared by the home price guide, the plan and
 * add-on lists and the charts. Pure: the caller passes its `t` (strings live under `shop.terms` in
 * locales/<locale>/shop.json) and the locale, so it is tested without a browser.
 */
export type Translate = TFunction;

const MB_PER_GB = 1024;

/** The catalogue keeps names and descriptions in every language; show the one of the interface. */
export const localized: (text: LocalizedText, locale: Locale) => string = textIn;

/** Traffic from the catalogue (whole MB): '500 MB' below 1 GB, else GB with at most 2 decimals ('1.5 GB'). */
export const formatTraffic = (mb: number, locale: Locale): string =>
  mb >= MB_PER_GB
    ? numberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 }).format(
        mb / MB_PER_GB,
      )
    : numberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(mb);

/** `numerator / denominator` of non-negative integers, rounded half up to an integer. */
const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export interface DailyFee {
  /** Minor units: an ordinary day under the contract's fee rule (daily-fee.ts), the one billing charges. */
  minor: number;
  /** True when the cycle's price does not divide evenly into days (its first day also pays the remainder). */
  approximate: boolean;
}

/** A plan's cycle price spread over its days: 2400 over 30 days is exactly 80; 2500 is about 83. */
export const dailyFee = (plan: Pick<BasicPlan, 'priceMinor' | 'cycleDays'>): DailyFee => {
  const fee = dailyFeeOf(plan);
  return { minor: fee.dailyMinor, approximate: fee.remainderMinor > 0 };
};

/** The high-speed data a plan gives over one whole cycle, in MB. */
const cycleTrafficMb = (
  plan: Pick<BasicPlan, 'totalTrafficMb' | 'trafficLimitType' | 'cycleDays'>,
): number =>
  plan.trafficLimitType === 'PER_DAY' ? plan.totalTrafficMb * plan.cycleDays : plan.totalTrafficMb;

/**
 * What one GB costs when the whole allowance is used, in minor units rounded half up; null when the plan
 * gives no data. A comparison figure for the charts, never an amount that is charged.
 */
export const planPricePerGbMinor = (
  plan: Pick<BasicPlan, 'priceMinor' | 'totalTrafficMb' | 'trafficLimitType' | 'cycleDays'>,
): number | null => {
  const mb = cycleTrafficMb(plan);
  return mb > 0 ? divideHalfUp(plan.priceMinor * MB_PER_GB, mb) : null;
};

export const addOnPricePerGbMinor = (addOn: Pick<AddOn, 'priceMinor' | 'trafficMb'>): number | null =>
  addOn.trafficMb > 0 ? divideHalfUp(addOn.priceMinor * MB_PER_GB, addOn.trafficMb) : null;

/** '1 day' / '30 days'. */
export const cycleText = (days: number, t: Translate): string =>
  days === 1 ? t('shop.terms.oneDay') : t('shop.terms.days', { count: days });

/** '$1.50 per day' for a one-day plan, '$24.00 per 30-day cycle' otherwise. */
export const planPriceText = (
  plan: Pick<BasicPlan, 'priceMinor' | 'cycleDays'>,
  currency: string,
  locale: Locale,
  t: Translate,
): string => {
  const price = formatMoney(plan.priceMinor, locale, currency);
  return plan.cycleDays === 1
    ? t('shop.terms.pricePerDay', { price })
    : t('shop.terms.pricePerCycle', { price, days: plan.cycleDays });
};

/** '$0.80 a day' or 'about $0.83 a day' for a plan of several days; null for a one-day plan. */
export const dailyFeeText = (
  plan: Pick<BasicPlan, 'priceMinor' | 'cycleDays'>,
  currency: string,
  locale: Locale,
  t: Translate,
): string | null => {
  if (plan.cycleDays === 1) return null;
  const fee = dailyFee(plan);
  const price = formatMoney(fee.minor, locale, currency);
  return t(fee.approximate ? 'shop.terms.dailyFeeApprox' : 'shop.terms.dailyFee', { price });
};

type PlanTerms = Pick<BasicPlan, 'totalTrafficMb' | 'trafficLimitType' | 'restrictRule' | 'cycleDays'>;

/** '500 MB every day' / '10 GB for the whole 30-day cycle'. */
export const allowanceText = (plan: PlanTerms, locale: Locale, t: Translate): string => {
  const traffic = formatTraffic(plan.totalTrafficMb, locale);
  if (plan.trafficLimitType === 'PER_DAY') return t('shop.terms.perDay', { traffic });
  return plan.cycleDays === 1
    ? t('shop.terms.perOneDayCycle', { traffic })
    : t('shop.terms.perCycle', { traffic, days: plan.cycleDays });
};

/** What happens once the allowance is used up, in words. */
export const afterAllowanceText = (plan: PlanTerms, t: Translate): string => {
  if (plan.restrictRule === 'THROTTLE') return t('shop.terms.afterThrottle');
  return t(plan.trafficLimitType === 'PER_DAY' ? 'shop.terms.afterStopDaily' : 'shop.terms.afterStopCycle');
};

/**
 * The plan's limit type and restrict rule as one plain sentence: '500 MB every day; after that you stay
 * online at reduced speed', '10 GB for the whole 30-day cycle; data stops when it is used up'.
 */
export const planRuleSentence = (plan: PlanTerms, locale: Locale, t: Translate): string =>
  t('shop.terms.sentence', { allowance: allowanceText(plan, locale, t), after: afterAllowanceText(plan, t) });

/** Short values of the two enums, for a plan's terms list ('Renews every day', 'Data stops'). */
export const limitTypeLabel = (plan: Pick<BasicPlan, 'trafficLimitType'>, t: Translate): string =>
  t(plan.trafficLimitType === 'PER_DAY' ? 'shop.terms.limitPerDay' : 'shop.terms.limitPerCycle');

export const restrictRuleLabel = (plan: Pick<BasicPlan, 'restrictRule'>, t: Translate): string =>
  t(plan.restrictRule === 'THROTTLE' ? 'shop.terms.restrictThrottle' : 'shop.terms.restrictStop');

/**
 * An add-on's top-up traffic: '500 MB', or '1 GB (1024 MB)' from 1 GB, so the MB count is always there. The MB
 * figure groups digits from five on ('10,240'), as Chinese writes a four-digit count whole (issue #67: not
 * 1,024) and English reads it either way.
 */
export const trafficWithMbText = (mb: number, locale: Locale, t: Translate): string =>
  mb >= MB_PER_GB
    ? t('shop.terms.trafficWithMb', {
        gb: formatTraffic(mb, locale),
        mb: numberFormat(locale, { style: 'unit', unit: 'megabyte', useGrouping: 'min2' }).format(mb),
      })
    : formatTraffic(mb, locale);

/**
 * Whether an add-on's name already says its traffic ('流量加油包 1 GB', 'Data Add-on 1 GB'): a list then names
 * it once, not '流量加油包 1 GB · 1 GB' (issue #67). Spaces of any width are ignored.
 */
export const namesItsTraffic = (name: string, traffic: string): boolean =>
  name.replace(/\s/g, '').includes(traffic.replace(/\s/g, ''));
