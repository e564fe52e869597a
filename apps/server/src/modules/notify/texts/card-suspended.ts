import { eventTexts } from './event-texts.ts';
import { letter, mailLongDay, mailMoney as money, mailText as t } from './words.ts';

/**
 * A customer's cards stopped today because the balance could not pay their daily fees (modules/billing's daily
 * run): one event per customer and day, naming every card stopped.
 */
export interface CardSuspendedData {
  /** The business day whose fee the balance could not pay. */
  day: string;
  cardNumbers: string[];
  balanceMinor: number;
  /** The stopped cards' fees of the day. */
  neededMinor: number;
}

export const cardSuspendedTexts = eventTexts<CardSuspendedData>({
  example: { day: '2026-12-02', cardNumbers: ['1000001'], balanceMinor: 350, neededMinor: 150 },
  line: (locale, stopped) => ({
    title: t(locale, 'push.suspended.title'),
    body: t(locale, 'push.suspended.body', { count: stopped.cardNumbers.length }),
    link: '/recharge',
    tag: 'suspended',
  }),
  mail: (locale, stopped, { currency, publicUrl }) => ({
    kind: 'card_suspended',
    subject: t(locale, 'mail.billing.suspended.subject'),
    text: letter(
      locale,
      t(locale, 'mail.billing.suspended.facts', {
        day: mailLongDay(stopped.day, locale),
        cards: stopped.cardNumbers.join(t(locale, 'mail.format.listSeparator')),
        balance: money(stopped.balanceMinor, currency, locale),
        needed: money(stopped.neededMinor, currency, locale),
      }),
      t(locale, 'mail.billing.suspended.topUp', { link: `${publicUrl}/recharge` }),
    ),
  }),
});
