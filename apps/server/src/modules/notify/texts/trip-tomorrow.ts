import { eventTexts } from './event-texts.ts';
import { letter, mailLongDay, mailMoney as money, mailText as t } from './words.ts';

/**
 * The day before a card's trip acts (docs/decisions/0072, modules/billing's daily run): which of the customer's
 * cards resume or pause tomorrow and why, told once in one event.
 */
export interface TripTomorrowData {
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

export const tripTomorrowTexts = eventTexts<TripTomorrowData>({
  example: {
    day: '2026-12-03',
    lines: [
      { cardNumber: '1000001', label: 'Travel', change: 'starts', feeMinor: 80, idleDays: 0 },
      { cardNumber: '1000002', label: null, change: 'ends', feeMinor: 80, idleDays: 0 },
      { cardNumber: '1000003', label: null, change: 'idle', feeMinor: 80, idleDays: 7 },
    ],
  },
  // how many cards: My SIMs says which
  line: (locale, trip) => ({
    title: t(locale, 'push.trip.title'),
    body: t(locale, 'push.trip.body', { count: trip.lines.length }),
    link: '/mySims',
    tag: 'trip',
  }),
  mail: (locale, trip, { currency, publicUrl }) => {
    const day = mailLongDay(trip.day, locale);
    const lines = trip.lines.map((line) => {
      const card = line.label
        ? t(locale, 'mail.format.labelledCard', { label: line.label, number: line.cardNumber })
        : line.cardNumber;
      if (line.change === 'starts') {
        return t(locale, 'mail.billing.trip.starts', {
          card,
          day,
          fee: money(line.feeMinor, currency, locale),
        });
      }
      if (line.change === 'ends') return t(locale, 'mail.billing.trip.ends', { card, day });
      return t(locale, 'mail.billing.trip.idle', { card, day, count: line.idleDays - 1 });
    });
    return {
      kind: 'trip_notice',
      subject: t(locale, 'mail.billing.trip.subject', { day }),
      text: letter(
        locale,
        t(locale, 'mail.billing.trip.intro', { day }),
        lines.map((line) => `- ${line}`).join('\n'),
        t(locale, 'mail.billing.trip.change', { link: `${publicUrl}/mySims` }),
      ),
    };
  },
});
