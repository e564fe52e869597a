import type { Locale } from '@simportal/contract/locales';
import { letter, mailMinute, mailText as t } from '../modules/mail/index.ts';

/**
 * Tells a customer that an administrator took one of their cards back (issue #59): which card, when, and that it
 * costs nothing more while its history stays theirs. Plain text, in the account's language.
 */
export const renderCardTakenBackMail = (input: {
  locale: Locale;
  cardNumber: string;
  label: string | null;
  at: Date;
}) => {
  const { locale, cardNumber } = input;
  return {
    subject: t(locale, 'mail.cardTakenBack.subject', { cardNumber }),
    text: letter(
      locale,
      t(locale, 'mail.cardTakenBack.body', {
        cardNumber,
        label: input.label ?? t(locale, 'mail.cardTakenBack.noLabel'),
        at: mailMinute(input.at, locale),
      }),
      t(locale, 'mail.cardTakenBack.support'),
    ),
  };
};
