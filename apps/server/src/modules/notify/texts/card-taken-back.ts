import { eventTexts } from './event-texts.ts';
import { letter, mailMinute, mailText as t } from './words.ts';

/**
 * An administrator took one of the customer's cards back (issue #59, commands/admin-card-actions.ts): which card,
 * when, and that it costs nothing more while its history stays theirs.
 */
export interface CardTakenBackData {
  cardNumber: string;
  label: string | null;
  /** When it was taken back (ISO time). */
  at: string;
}

export const cardTakenBackTexts = eventTexts<CardTakenBackData>({
  example: { cardNumber: '1000001', label: 'Travel', at: '2026-11-25T06:40:00.000Z' },
  line: (locale, taken) => ({
    title: t(locale, 'push.cardTakenBack.title', { cardNumber: taken.cardNumber }),
    body: t(locale, 'push.cardTakenBack.body'),
    link: '/mySims',
    tag: `card-taken-back-${taken.cardNumber}`,
  }),
  mail: (locale, taken) => {
    const { cardNumber } = taken;
    return {
      kind: 'card_taken_back',
      subject: t(locale, 'mail.cardTakenBack.subject', { cardNumber }),
      text: letter(
        locale,
        t(locale, 'mail.cardTakenBack.body', {
          cardNumber,
          label: taken.label ?? t(locale, 'mail.cardTakenBack.noLabel'),
          at: mailMinute(new Date(taken.at), locale),
        }),
        t(locale, 'mail.cardTakenBack.support'),
      ),
    };
  },
});
