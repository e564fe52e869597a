import { rechargePath } from '@simportal/contract/balance-runway';
import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';
import { mailMoney as money } from '../mail/index.ts';

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
  const link = `${input.publicUrl}/recharge`;
  const cards = input.cardNumbers.join(', ');
  const balance = money(input.balanceMinor, input.currency, input.locale);
  const needed = money(input.neededMinor, input.currency, input.locale);
  if (input.locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：余额不足，SIM 卡已欠费停机`,
      text: [
        '您好，',
        '',
        `由于余额不足以支付 ${input.day} 的日租费，以下 SIM 卡已欠费停机：${cards}。`,
        `当前余额：${balance}；这些卡今天的日租费共计：${needed}。`,
        '',
        `充值后，余额足够支付今天日租费的卡会自动恢复使用：${link}`,
        '如不再需要某张卡，可在“我的 SIM 卡”中停止计费。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: 'SIM Portal: your SIM card was stopped for insufficient credit',
    text: [
      'Hello,',
      '',
      `Your balance could not pay the daily fee of ${input.day}, so these SIM cards were stopped: ${cards}.`,
      `Balance now: ${balance}; their fees for today: ${needed}.`,
      '',
      `Top up and every card whose fee of today the balance covers resumes at once: ${link}`,
      'If you no longer need a card, use Stop Billing on My SIMs.',
      '',
      'SIM Portal',
    ].join('\n'),
  };
};

/**
 * Sent the day before: the balance will not cover tomorrow's daily fees. Its link opens the recharge page
 * prefilled with `topUpMinor` when the run's runway reminder computed one (decision 0033).
 */
export const renderLowBalanceMail = (input: Common & { day: string; topUpMinor?: number }) => {
  const link = `${input.publicUrl}${rechargePath(input.topUpMinor)}`;
  const balance = money(input.balanceMinor, input.currency, input.locale);
  const needed = money(input.neededMinor, input.currency, input.locale);
  if (input.locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：余额不足以支付明天的日租费`,
      text: [
        '您好，',
        '',
        `您的余额为 ${balance}，不足以支付 ${input.day} 使用中 SIM 卡的日租费（共 ${needed}）。`,
        '余额不足时，无法扣费的卡将欠费停机。',
        '',
        `请在此之前充值：${link}`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: "SIM Portal: your balance will not cover tomorrow's fees",
    text: [
      'Hello,',
      '',
      `Your balance of ${balance} will not cover the daily fees of your cards in use on ${input.day} (${needed}).`,
      'Cards whose fee cannot be paid will be stopped.',
      '',
      `Top up before then: ${link}`,
      '',
      'SIM Portal',
    ].join('\n'),
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

/** A day as a person reads it in a mail: 'Thursday 3 December', '12月3日星期四'. */
const longDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The reminder's figures, worded for the mail's language. */
interface RunwayWords {
  until: string;
  balance: string;
  daily: string;
  topUp: string;
  days: number;
  link: string;
}

const RUNWAY_MAIL: Record<Locale, (words: RunwayWords) => { subject: string; lines: string[] }> = {
  en: ({ until, balance, daily, topUp, days, link }) => ({
    subject: `SIM Portal: your balance covers daily fees until ${until}`,
    lines: [
      'Hello,',
      '',
      `Your balance of ${balance} covers the daily fees of your cards in use until ${until} (${daily} a day).`,
      'After that, a card whose daily fee the balance cannot pay is stopped until you top up.',
      '',
      `Top up ${topUp} to cover the next ${days} days: ${link}`,
      '',
      'SIM Portal',
    ],
  }),
  'zh-CN': ({ until, balance, daily, topUp, days, link }) => ({
    subject: `${PRODUCT_NAME['zh-CN']}：余额可支付日租费至 ${until}`,
    lines: [
      '您好，',
      '',
      `您的余额 ${balance} 可支付使用中 SIM 卡的日租费至 ${until}（每天 ${daily}）。`,
      '此后，余额不足以支付日租费的卡将欠费停机，充值后恢复使用。',
      '',
      `充值 ${topUp} 即可支付未来 ${days} 天的日租费：${link}`,
      '',
      PRODUCT_NAME['zh-CN'],
    ],
  }),
};

/**
 * The runway reminder (decision 0033), once per episode: the balance covers the daily fees of the cards in use
 * for fewer than RUNWAY_REMINDER_DAYS days; the link opens the recharge page prefilled with the top-up that
 * covers RUNWAY_TOP_UP_DAYS.
 */
export const renderRunwayMail = (input: RunwayMailInput) => {
  const { subject, lines } = RUNWAY_MAIL[input.locale]({
    until: longDay(input.coveredUntil, input.locale),
    balance: money(input.balanceMinor, input.currency, input.locale),
    daily: money(input.nextDayMinor, input.currency, input.locale),
    topUp: money(input.topUpMinor, input.currency, input.locale),
    days: input.topUpDays,
    link: `${input.publicUrl}${rechargePath(input.topUpMinor)}`,
  });
  return { subject, text: lines.join('\n') };
};
