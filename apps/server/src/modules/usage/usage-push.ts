import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { mailText as t } from '../mail/index.ts';

// A data alert as a push notification (modules/push): the mail's news in a line, in the holder's language.

export interface UsageAlertPushInput {
  locale: Locale;
  /** The share of the allowance reached, one of the contract's DATA_ALERT_THRESHOLDS. */
  threshold: number;
  card: { number: string; label: string | null };
  usedKb: number;
  allowanceKb: number;
  cardId: number;
}

/** Title, body, the card's Traffic Detail to open, and a tag per card (a newer alert replaces the older one). */
export const renderUsageAlertPush = (input: UsageAlertPushInput) => {
  const { locale } = input;
  const data = (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options));
  const card = input.card.label ?? input.card.number;
  return {
    locale,
    title: t(locale, `push.dataAlert.title.${input.threshold >= 100 ? 'whole' : 'part'}`, {
      card,
      threshold: input.threshold,
    }),
    body: t(locale, 'push.dataAlert.body', { used: data(input.usedKb), allowance: data(input.allowanceKb) }),
    url: `/mySims/${input.cardId}/traffic`,
    tag: `data-alert-${input.cardId}`,
  };
};
