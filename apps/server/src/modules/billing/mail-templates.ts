import { rechargePath } from '@simportal/contract/balance-runway';
import type { Locale } from '@simportal/contract/locales';
import { letter, mailLongDay, mailMoney as money, mailText as t } from '../mail/index.ts';

// The billing mails, in the customer's language. Plain text: nothing to render, nothing to inject.

interface Common {
  locale: Locale;
  currency: string;
  publicUrl: string;
  balanceMinor: number;
  neededMinor: number;
}

/** A card (or several) stopped today because the balance could not pay its daily fee. */
export const renderSuspendedMail = (input: Common & { day: string; cardNumbers: string[] }) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.billing.suspended.subject'),
    text: letter(
      locale,
      t(locale, 'mail.billing.suspended.facts', {
        day: mailLongDay(input.day, locale),
        cards: input.cardNumbers.join(t(locale, 'mail.format.listSeparator')),
        balance: money(input.balanceMinor, input.currency, locale),
        needed: money(input.neededMinor, input.currency, locale),
      }),
      t(locale, 'mail.billing.suspended.topUp', { link: `${input.publicUrl}/recharge` }),
    ),
  };
};

/**
 * Sent the day before: the balance will not cover tomorrow's daily fees. Its link opens the recharge page
 * prefilled with `topUpMinor` when the run's runway reminder computed one (decision 0033).
 */
export const renderLowBalanceMail = (input: Common & { day: string; topUpMinor?: number }) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.billing.lowBalance.subject'),
    text: letter(
      locale,
      t(locale, 'mail.billing.lowBalance.facts', {
        day: mailLongDay(input.day, locale),
        balance: money(input.balanceMinor, input.currency, locale),
        needed: money(input.neededMinor, input.currency, locale),
      }),
      t(locale, 'mail.billing.lowBalance.topUp', {
        link: `${input.publicUrl}${rechargePath(input.topUpMinor)}`,
      }),
    ),
  };
};

interface RunwayMailInput {
  locale: Locale;
  currency: string;
  publicUrl: string;
  balanceMinor: number;
  /** The last business day the balance pays every card in use for. */
  coveredUntil: string;
  /** What the cards in use cost tomorrow. */
  nextDayMinor: number;
  /** The suggested top-up and the days it covers. */
  topUpMinor: number;
  topUpDays: number;
}

/**
 * The runway reminder (decision 0033), once per episode: the balance covers the daily fees of the cards in use
 * for fewer than RUNWAY_REMINDER_DAYS days; the link opens the recharge page prefilled with the top-up that
 * covers RUNWAY_TOP_UP_DAYS.
 */
export const renderRunwayMail = (input: RunwayMailInput) => {
  const { locale } = input;
  const until = mailLongDay(input.coveredUntil, locale);
  return {
    subject: t(locale, 'mail.billing.runway.subject', { until }),
    text: letter(
      locale,
      t(locale, 'mail.billing.runway.facts', {
        until,
        balance: money(input.balanceMinor, input.currency, locale),
        daily: money(input.nextDayMinor, input.currency, locale),
      }),
      t(locale, 'mail.billing.runway.topUp', {
        topUp: money(input.topUpMinor, input.currency, locale),
        count: input.topUpDays,
        link: `${input.publicUrl}${rechargePath(input.topUpMinor)}`,
      }),
    ),
  };
};

interface BridgeMailInput {
  locale: Locale;
  currency: string;
  publicUrl: string;
  reference: string;
}

/**
 * A bridge started (decision 0069): today's fees were advanced against the customer's waiting top-up instead of
 * stopping their cards, and will be until it is confirmed, up to the bridge's limit.
 */
export const renderBridgeStartedMail = (
  input: BridgeMailInput & { payOrderId: string; dueMinor: number; limitMinor: number },
) => {
  const { locale, reference } = input;
  return {
    subject: t(locale, 'mail.billing.bridgeStarted.subject', { reference }),
    text: letter(
      locale,
      t(locale, 'mail.billing.bridgeStarted.facts', {
        reference,
        due: money(input.dueMinor, input.currency, locale),
        limit: money(input.limitMinor, input.currency, locale),
      }),
      t(locale, 'mail.billing.bridgeStarted.settle', {
        reference,
        link: `${input.publicUrl}/pay?order=${input.payOrderId}`,
      }),
    ),
  };
};

/** A bridge ended because its top-up was cancelled: what the advance left owing, and that cards will stop. */
export const renderBridgeEndedMail = (input: BridgeMailInput & { owedMinor: number }) => {
  const { locale, reference } = input;
  return {
    subject: t(locale, 'mail.billing.bridgeEnded.subject', { reference }),
    text: letter(
      locale,
      t(locale, 'mail.billing.bridgeEnded.facts', {
        reference,
        owed: money(input.owedMinor, input.currency, locale),
      }),
      t(locale, 'mail.billing.bridgeEnded.topUp', { link: `${input.publicUrl}/recharge` }),
    ),
  };
};

interface TripNoticeInput {
  locale: Locale;
  currency: string;
  publicUrl: string;
  /** Tomorrow: the day the changes happen. */
  day: string;
  lines: {
    cardNumber: string;
    label: string | null;
    change: 'starts' | 'ends' | 'idle';
    feeMinor: number;
    idleDays: number;
  }[];
}

/**
 * The day before a card's trip acts (decision 0072): which cards resume or pause tomorrow and why, one line
 * each, with the way to change the dates.
 */
export const renderTripNoticeMail = (input: TripNoticeInput) => {
  const { locale } = input;
  const day = mailLongDay(input.day, locale);
  const lines = input.lines.map((line) => {
    const card = line.label
      ? t(locale, 'mail.format.labelledCard', { label: line.label, number: line.cardNumber })
      : line.cardNumber;
    if (line.change === 'starts') {
      return t(locale, 'mail.billing.trip.starts', {
        card,
        day,
        fee: money(line.feeMinor, input.currency, locale),
      });
    }
    if (line.change === 'ends') return t(locale, 'mail.billing.trip.ends', { card, day });
    return t(locale, 'mail.billing.trip.idle', { card, day, count: line.idleDays - 1 });
  });
  return {
    subject: t(locale, 'mail.billing.trip.subject', { day }),
    text: letter(
      locale,
      t(locale, 'mail.billing.trip.intro', { day }),
      lines.map((line) => `- ${line}`).join('\n'),
      t(locale, 'mail.billing.trip.change', { link: `${input.publicUrl}/mySims` }),
    ),
  };
};
