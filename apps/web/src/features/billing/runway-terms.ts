import type { BalanceRunway } from '@simportal/contract/api/billing';
import { rechargePath } from '@simportal/contract/balance-runway';
import type { Locale } from '@simportal/contract/locales';
import type { TFunction } from 'i18next';
import { dateTimeFormat, formatMoney } from '../../lib/format.ts';

// How long the balance lasts, in words (strings under `billing.runway.*`; decision 0033). Pure, like
// billing-terms.ts: the caller passes `t`, the locale and the currency.

/** What the words need: billing-terms.ts's Words, not imported so the header's chunk takes none of its words. */
interface Words {
  t: TFunction;
  locale: Locale;
  currency: string;
}

/** Which sentence the runway reads as. */
export type RunwayState = 'until' | 'beyond' | 'todayOnly' | 'notToday' | 'bridged';

export interface RunwayTerms {
  state: RunwayState;
  /** 'Covers daily fees until Dec 3' / '余额可支付日租费至12月3日'. */
  text: string;
  /** The header's line under the balance: 'Lasts until Dec 3' / '可用至12月3日'. */
  short: string;
  /** 'From tomorrow, $1.50 a day for your cards in use'. */
  perDay: string;
  /** Within the reminder window: the screens warn and offer the top-up. */
  warning: boolean;
  /** The suggested top-up and the days it covers, when one is needed. */
  topUp: { amount: string; days: number } | null;
  /** Where "Top up" leads: the recharge page, prefilled with the suggested top-up when there is one. */
  topUpPath: string;
  /**
   * The bridge that keeps the cards running on a waiting top-up (decision 0069): how much it advanced of how
   * much, and the way to that top-up. Null without one.
   */
  bridge: {
    advanced: string;
    /** 'The advance pays the daily fees until Dec 5 at the latest': the day it runs out; null without cards. */
    until: string | null;
    path: string;
  } | null;
}

/**
 * A day as the runway names it, short: 'Dec 3' / '12月3日', with the year when it is not the year of `today`
 * ('Jan 4, 2027'). The day is a date, not an instant: read and written in UTC so no time zone moves it. Its
 * spaces do not break: on a phone the header's line wraps before the day, never inside it ('Nov' / '30').
 */
export const runwayDay = (day: string, locale: Locale, today: string): string =>
  dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/ /g, '\u00a0');

const stateOf = (runway: BalanceRunway & { coveredUntil: string }): RunwayState => {
  if (runway.beyondHorizon) return 'beyond';
  if (runway.coveredUntil > runway.businessDay) return 'until';
  return runway.coveredUntil === runway.businessDay ? 'todayOnly' : 'notToday';
};

/**
 * The runway in words; null when no card is in use (nothing is spent, so there is nothing to say). While a
 * bridge advances the fees against a waiting top-up, that is what covers them: the runway says so instead.
 */
export const runwayTerms = (runway: BalanceRunway, words: Words): RunwayTerms | null => {
  const { t, locale, currency } = words;
  const money = (minor: number) => formatMoney(minor, locale, currency);
  const { bridge } = runway;
  if (bridge) {
    return {
      state: 'bridged',
      text: t('billing.runway.bridged', { reference: bridge.reference }),
      short: t('billing.runway.bridgeShort'),
      perDay: t('billing.runway.perDay', { fee: money(runway.nextDayMinor) }),
      warning: false,
      topUp: null,
      topUpPath: rechargePath(0),
      bridge: {
        advanced: t('billing.runway.bridgeAdvanced', {
          advanced: money(bridge.advancedMinor),
          limit: money(bridge.limitMinor),
        }),
        until:
          bridge.lastDay &&
          t('billing.runway.bridgeUntil', { day: runwayDay(bridge.lastDay, locale, runway.businessDay) }),
        path: `/pay?order=${bridge.payOrderId}`,
      },
    };
  }
  if (runway.coveredUntil === null) return null;
  const state = stateOf({ ...runway, coveredUntil: runway.coveredUntil });
  const day = runwayDay(runway.coveredUntil, locale, runway.businessDay);
  const suggested = runway.topUp?.suggestedMinor ?? 0;
  return {
    state,
    text: t(`billing.runway.${state}`, { day }),
    short: t(`billing.runway.short.${state}`, { day }),
    perDay: t('billing.runway.perDay', { fee: money(runway.nextDayMinor) }),
    warning: runway.warning,
    topUp: runway.topUp && suggested > 0 ? { amount: money(suggested), days: runway.topUp.days } : null,
    topUpPath: rechargePath(suggested),
    bridge: null,
  };
};
