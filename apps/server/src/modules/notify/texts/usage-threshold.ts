import type { Locale } from '@simportal/contract/locales';
import { formatDataWith } from '@simportal/contract/traffic';
import { eventTexts } from './event-texts.ts';
import { letter, mailText as t } from './words.ts';

/** A card passed a data alert threshold its holder chose (modules/usage's allowance check), once per cycle. */
export interface UsageThresholdData {
  cardId: number;
  iccid: string;
  /** The card's number, and the name its holder gave it. */
  cardNumber: string;
  label: string | null;
  /** The share of the allowance reached, one of the contract's DATA_ALERT_THRESHOLDS. */
  threshold: number;
  usedKb: number;
  allowanceKb: number;
  cycleStart: string;
  restrictRule: 'THROTTLE' | 'STOP';
}

// GB from 1 GB, as the card's screens say it (issue #33)
const data = (locale: Locale, kb: number) =>
  formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options));
const part = (threshold: number) => (threshold >= 100 ? 'whole' : 'part');

export const usageThresholdTexts = eventTexts<UsageThresholdData>({
  example: {
    cardId: 7,
    iccid: '8986001234567890123',
    cardNumber: '1000001',
    label: 'Travel',
    threshold: 80,
    usedKb: 800 * 1024,
    allowanceKb: 1024 * 1024,
    cycleStart: '2026-12-01',
    restrictRule: 'THROTTLE',
  },
  line: (locale, alert) => ({
    title: t(locale, `push.dataAlert.title.${part(alert.threshold)}`, {
      card: alert.label ?? alert.cardNumber,
      threshold: alert.threshold,
    }),
    body: t(locale, 'push.dataAlert.body', {
      used: data(locale, alert.usedKb),
      allowance: data(locale, alert.allowanceKb),
    }),
    link: `/mySims/${alert.cardId}/traffic`,
    tag: `data-alert-${alert.cardId}`,
  }),
  mail: (locale, alert, { publicUrl }) => {
    const at = part(alert.threshold);
    const card = alert.label
      ? t(locale, 'mail.format.labelledCard', { label: alert.label, number: alert.cardNumber })
      : alert.cardNumber;
    return {
      kind: `usage_alert_${alert.threshold}`,
      subject: t(locale, `mail.usage.subject.${at}`, { card, threshold: alert.threshold }),
      text: letter(
        locale,
        [
          t(locale, 'mail.usage.used', {
            card,
            used: data(locale, alert.usedKb),
            allowance: data(locale, alert.allowanceKb),
            threshold: alert.threshold,
          }),
          t(locale, `mail.usage.after.${at}.${alert.restrictRule}`),
        ].join('\n'),
        t(locale, 'mail.usage.links', {
          trafficLink: `${publicUrl}/mySims/${alert.cardId}/traffic`,
          addOnsLink: `${publicUrl}/addOn`,
        }),
      ),
    };
  },
  webhook: (alert) => ({
    iccid: alert.iccid,
    threshold: alert.threshold,
    usedKb: alert.usedKb,
    allowanceKb: alert.allowanceKb,
    cycleStart: alert.cycleStart,
  }),
});
