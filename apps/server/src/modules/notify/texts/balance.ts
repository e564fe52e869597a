import { rechargePath } from '@simportal/contract/balance-runway';
import { eventTexts } from './event-texts.ts';
import { letter, mailLongDay, mailMoney as money, mailText as t } from './words.ts';

// The balance's news of the daily run (modules/billing): tomorrow's fees not covered, and the runway reminder
// (docs/decisions/0033-balance-runway.md).

/** The balance will not cover tomorrow's daily fees of the cards in use: once per customer and day. */
export interface BalanceLowData {
  /** Tomorrow: the day whose fees are not covered. */
  day: string;
  balanceMinor: number;
  neededMinor: number;
  /** The runway's suggested top-up when the run computed one: the link opens the recharge page prefilled. */
  topUpMinor: number | null;
}

export const balanceLowTexts = eventTexts<BalanceLowData>({
  example: { day: '2026-12-03', balanceMinor: 350, neededMinor: 150, topUpMinor: 4_200 },
  line: (locale, low, { currency }) => ({
    title: t(locale, 'push.lowBalance.title'),
    body: t(locale, 'push.lowBalance.body', {
      balance: money(low.balanceMinor, currency, locale),
      needed: money(low.neededMinor, currency, locale),
    }),
    link: rechargePath(low.topUpMinor ?? undefined),
    tag: 'balance',
  }),
  mail: (locale, low, { currency, publicUrl }) => ({
    kind: 'low_balance',
    subject: t(locale, 'mail.billing.lowBalance.subject'),
    text: letter(
      locale,
      t(locale, 'mail.billing.lowBalance.facts', {
        day: mailLongDay(low.day, locale),
        balance: money(low.balanceMinor, currency, locale),
        needed: money(low.neededMinor, currency, locale),
      }),
      t(locale, 'mail.billing.lowBalance.topUp', {
        link: `${publicUrl}${rechargePath(low.topUpMinor ?? undefined)}`,
      }),
    ),
  }),
});

/**
 * The runway reminder, once per episode: the balance covers the daily fees of the cards in use for fewer days
 * than the customer's reminder; its link opens the recharge page prefilled with the top-up covering `topUpDays`.
 */
export interface RunwayLowData {
  balanceMinor: number;
  /** The last business day the balance pays every card in use for. */
  coveredUntil: string;
  /** What the cards in use cost tomorrow. */
  nextDayMinor: number;
  /** The suggested top-up and the days it covers. */
  topUpMinor: number;
  topUpDays: number;
  /**
   * Tomorrow's fees not covered, told the same day (decision 0092: one message, not two): the low balance's facts,
   * which this reminder then carries in its place. Absent on a day only the runway is short (and in events recorded
   * before the two were merged).
   */
  short?: { day: string; neededMinor: number };
}

export const runwayLowTexts = eventTexts<RunwayLowData>({
  example: {
    balanceMinor: 350,
    coveredUntil: '2026-12-03',
    nextDayMinor: 150,
    topUpMinor: 4_200,
    topUpDays: 30,
  },
  line: (locale, runway, { currency }) =>
    runway.short
      ? {
          title: t(locale, 'push.lowBalance.title'),
          body: t(locale, 'push.lowBalance.bodyWithTopUp', {
            balance: money(runway.balanceMinor, currency, locale),
            needed: money(runway.short.neededMinor, currency, locale),
            topUp: money(runway.topUpMinor, currency, locale),
            count: runway.topUpDays,
          }),
          link: rechargePath(runway.topUpMinor),
          tag: 'balance',
        }
      : {
          title: t(locale, 'push.runway.title'),
          body: t(locale, 'push.runway.body', {
            until: mailLongDay(runway.coveredUntil, locale),
            topUp: money(runway.topUpMinor, currency, locale),
          }),
          link: rechargePath(runway.topUpMinor),
          tag: 'balance',
        },
  mail: (locale, runway, { currency, publicUrl }) => {
    const topUp = t(locale, 'mail.billing.runway.topUp', {
      topUp: money(runway.topUpMinor, currency, locale),
      count: runway.topUpDays,
      link: `${publicUrl}${rechargePath(runway.topUpMinor)}`,
    });
    // the low balance's mail (its kind, subject and facts: cards stop tomorrow), with the runway's top-up
    if (runway.short)
      return {
        kind: 'low_balance',
        subject: t(locale, 'mail.billing.lowBalance.subject'),
        text: letter(
          locale,
          t(locale, 'mail.billing.lowBalance.facts', {
            day: mailLongDay(runway.short.day, locale),
            balance: money(runway.balanceMinor, currency, locale),
            needed: money(runway.short.neededMinor, currency, locale),
          }),
          topUp,
        ),
      };
    const until = mailLongDay(runway.coveredUntil, locale);
    return {
      kind: 'runway_low',
      subject: t(locale, 'mail.billing.runway.subject', { until }),
      text: letter(
        locale,
        t(locale, 'mail.billing.runway.facts', {
          until,
          balance: money(runway.balanceMinor, currency, locale),
          daily: money(runway.nextDayMinor, currency, locale),
        }),
        topUp,
      ),
    };
  },
  webhook: (runway) => ({
    balanceMinor: runway.balanceMinor,
    coveredUntil: runway.coveredUntil,
    nextDayMinor: runway.nextDayMinor,
    suggestedTopUpMinor: runway.topUpMinor,
  }),
});
