import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { letter, mailText as t } from '../mail/index.ts';

// The allowance alerts, in the customer's language. Plain text: nothing to render, nothing to inject.

export interface UsageAlertMailInput {
  locale: Locale;
  /** The share of the allowance reached, one of the contract's DATA_ALERT_THRESHOLDS. */
  threshold: number;
  /** The card's number, and the name its owner gave it */
  card: { number: string; label: string | null };
  usedKb: number;
  allowanceKb: number;
  restrictRule: 'THROTTLE' | 'STOP';
  cardId: number;
  publicUrl: string;
}

/** Sent once per billing cycle at each data alert threshold its holder chose (80% and 100% unless changed). */
export const renderUsageAlertMail = (input: UsageAlertMailInput) => {
  const { locale } = input;
  const link = `${input.publicUrl}/mySims/${input.cardId}/traffic`;
  // GB from 1 GB, as the card's screens say it (issue #33)
  const data = (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options));
  const used = data(input.usedKb);
  const allowance = data(input.allowanceKb);
  const at = input.threshold >= 100 ? 'whole' : 'part';
  const card = input.card.label
    ? t(locale, 'mail.format.labelledCard', { label: input.card.label, number: input.card.number })
    : input.card.number;
  return {
    subject: t(locale, `mail.usage.subject.${at}`, { card, threshold: input.threshold }),
    text: letter(
      locale,
      [
        t(locale, 'mail.usage.used', {
          card,
          used,
          allowance,
          threshold: input.threshold,
        }),
        t(locale, `mail.usage.after.${at}.${input.restrictRule}`),
      ].join('\n'),
      t(locale, 'mail.usage.links', { trafficLink: link, addOnsLink: `${input.publicUrl}/addOn` }),
    ),
  };
};
