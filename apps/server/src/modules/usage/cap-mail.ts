import type { CapAction } from '@simportal/contract/card-caps';
import { CAP_WARNING_PERCENT } from '@simportal/contract/card-caps';
import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { letter, mailMoney as money, mailText as t } from '../mail/index.ts';

// A card's daily cap (issue #59) told to its holder, in their language: 80 % of it used, or reached and what that
// did (slowed or stopped until tomorrow; for a fee above the money cap, the card paused instead of charged).

export type CapNews = 'warned' | 'reached' | 'paused';

export interface CapMailInput {
  locale: Locale;
  kind: 'data' | 'money';
  news: CapNews;
  action: CapAction;
  card: { number: string; label: string | null };
  /** Data: KB used today and the cap in KB; money: minor units spent today (or the fee refused) and the cap. */
  used: number;
  cap: number;
  currency: string;
  cardId: number;
  publicUrl: string;
}

const words = (input: CapMailInput) => {
  const { locale } = input;
  const amount = (value: number) =>
    input.kind === 'data'
      ? formatDataWith(value, (options) => new Intl.NumberFormat(locale, options))
      : money(value, input.currency, locale);
  return { used: amount(input.used), cap: amount(input.cap), percent: CAP_WARNING_PERCENT };
};

/** The news in a sentence: what was used against which cap, and what happens now. */
const factsOf = (input: CapMailInput, card: string) => {
  const key =
    input.news === 'warned' ? 'warned' : input.news === 'paused' ? 'paused' : `reached.${input.action}`;
  return t(input.locale, `mail.caps.${input.kind}.${key}`, { card, ...words(input) });
};

export const renderCapMail = (input: CapMailInput) => {
  const { locale } = input;
  const card = input.card.label
    ? t(locale, 'mail.format.labelledCard', { label: input.card.label, number: input.card.number })
    : input.card.number;
  const subject = input.news === 'warned' ? 'warned' : 'reached';
  return {
    subject: t(locale, `mail.caps.${input.kind}.subject.${subject}`, { card, ...words(input) }),
    text: letter(
      locale,
      factsOf(input, card),
      t(locale, 'mail.caps.change', { link: `${input.publicUrl}/mySims/${input.cardId}/traffic` }),
    ),
  };
};

/** The same news as a push notification (decision 0073), opening the card's Traffic Detail. */
export const renderCapPush = (input: CapMailInput) => {
  const card = input.card.label ?? input.card.number;
  return {
    locale: input.locale,
    title: t(input.locale, `push.cap.${input.news === 'warned' ? 'warned' : 'reached'}`, {
      card,
      ...words(input),
    }),
    body: factsOf(input, card),
    url: `/mySims/${input.cardId}/traffic`,
    tag: `card-cap-${input.cardId}`,
  };
};
