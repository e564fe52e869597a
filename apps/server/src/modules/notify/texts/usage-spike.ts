import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { eventTexts } from './event-texts.ts';
import { letter, mailText as t } from './words.ts';

/**
 * A card's day far above its usual (issue #70, modules/usage's spike check, decision 0097), told once a card a
 * business day, the same day: how much, how many times the usual day, and the page that slows the card until
 * tomorrow in one tap.
 */
export interface UsageSpikeData {
  cardId: number;
  /** The card's number, and the name its holder gave it. */
  cardNumber: string;
  label: string | null;
  /** The business day (BILLING_TZ) of the spike. */
  businessDay: string;
  /** KB used that day when it was told, and the card's usual day (the median of its recent days of use). */
  usedKb: number;
  usualKb: number;
  /** usedKb over usualKb in whole times (the contract's timesUsual). */
  times: number;
}

// GB from 1 GB, as the card's screens say it (issue #33)
const data = (locale: Locale, kb: number) =>
  formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options));

/** The page that shows the spike and slows the card until tomorrow (the web's route table). */
export const spikePagePath = (cardId: number) => `/mySims/${cardId}/spike`;

export const usageSpikeTexts = eventTexts<UsageSpikeData>({
  example: {
    cardId: 7,
    cardNumber: '1000001',
    label: 'Travel',
    businessDay: '2026-12-03',
    usedKb: 1_258_291,
    usualKb: 245_760,
    times: 5,
  },
  line: (locale, spike) => ({
    title: t(locale, 'push.spike.title', {
      card: spike.label ?? spike.cardNumber,
      used: data(locale, spike.usedKb),
      times: spike.times,
    }),
    body: t(locale, 'push.spike.body'),
    link: spikePagePath(spike.cardId),
    tag: `data-spike-${spike.cardId}`,
  }),
  mail: (locale, spike, { publicUrl }) => {
    const card = spike.label
      ? t(locale, 'mail.format.labelledCard', { label: spike.label, number: spike.cardNumber })
      : spike.cardNumber;
    return {
      kind: 'usage_spike',
      subject: t(locale, 'mail.spike.subject', { card, times: spike.times }),
      text: letter(
        locale,
        t(locale, 'mail.spike.used', {
          card,
          used: data(locale, spike.usedKb),
          usual: data(locale, spike.usualKb),
          times: spike.times,
        }),
        t(locale, 'mail.spike.slow', { link: `${publicUrl}${spikePagePath(spike.cardId)}` }),
      ),
    };
  },
});
