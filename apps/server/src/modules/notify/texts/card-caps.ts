import { CAP_WARNING_PERCENT, type CapAction } from '@simportal/contract/card-caps';
import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { type EventTexts, eventTexts, type TextContext } from './event-texts.ts';
import { letter, mailMoney as money, mailText as t } from './words.ts';

// A card's daily cap (issue #59) told to its holder, in their language: 80 % of it used (cap.warned), or reached
// and what that did (cap.reached: slowed or stopped until tomorrow; for a fee above the money cap, the card
// paused instead of charged). Moved from modules/usage's cap-mail.ts (issue #68), the words unchanged.

export type CapNews = 'warned' | 'reached' | 'paused';

/** A cap's news for its holder (modules/usage's cap check, money cap and the daily run's money cap). */
export interface CapData {
  cardId: number;
  /** The card's number, and the name its holder gave it. */
  cardNumber: string;
  label: string | null;
  kind: 'data' | 'money';
  /** cap.warned: warned; cap.reached: reached, or paused (the run paused the card for a fee above the cap). */
  news: CapNews;
  action: CapAction;
  /** Data: KB used today and the cap in KB; money: minor units spent today (or the fee refused) and the cap. */
  used: number;
  cap: number;
}

const words = (locale: Locale, data: CapData, currency: string) => {
  const amount = (value: number) =>
    data.kind === 'data'
      ? formatDataWith(value, (options) => new Intl.NumberFormat(locale, options))
      : money(value, currency, locale);
  return { used: amount(data.used), cap: amount(data.cap), percent: CAP_WARNING_PERCENT };
};

/** The news in a sentence: what was used against which cap, and what happens now. */
const factsOf = (locale: Locale, data: CapData, card: string, currency: string) => {
  const key =
    data.news === 'warned' ? 'warned' : data.news === 'paused' ? 'paused' : `reached.${data.action}`;
  return t(locale, `mail.caps.${data.kind}.${key}`, { card, ...words(locale, data, currency) });
};

const capTexts = (example: CapData): EventTexts<CapData> =>
  eventTexts<CapData>({
    example,
    // the push's words since decision 0073, opening the card's Traffic Detail
    line: (locale, data, { currency }: TextContext) => {
      const card = data.label ?? data.cardNumber;
      return {
        title: t(locale, `push.cap.${data.news === 'warned' ? 'warned' : 'reached'}`, {
          card,
          ...words(locale, data, currency),
        }),
        body: factsOf(locale, data, card, currency),
        link: `/mySims/${data.cardId}/traffic`,
        tag: `card-cap-${data.cardId}`,
      };
    },
    mail: (locale, data, { currency, publicUrl }) => {
      const card = data.label
        ? t(locale, 'mail.format.labelledCard', { label: data.label, number: data.cardNumber })
        : data.cardNumber;
      const subject = data.news === 'warned' ? 'warned' : 'reached';
      return {
        kind: `card_cap_${data.kind}_${data.news}`,
        subject: t(locale, `mail.caps.${data.kind}.subject.${subject}`, {
          card,
          ...words(locale, data, currency),
        }),
        text: letter(
          locale,
          factsOf(locale, data, card, currency),
          t(locale, 'mail.caps.change', { link: `${publicUrl}/mySims/${data.cardId}/traffic` }),
        ),
      };
    },
  });

const example: CapData = {
  cardId: 7,
  cardNumber: '1000001',
  label: 'Travel',
  kind: 'data',
  news: 'warned',
  action: 'SLOW',
  used: 820 * 1024,
  cap: 1024 * 1024,
};

export const capWarnedTexts = capTexts(example);
export const capReachedTexts = capTexts({ ...example, news: 'reached', used: 1024 * 1024 });
