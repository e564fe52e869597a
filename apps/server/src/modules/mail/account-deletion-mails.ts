import type { Locale } from '@simportal/contract/locales';
import { mailMoney } from './mail-money.ts';
import { letter, mailText as t } from './mail-texts.ts';

// The two mails of deleting an account (docs/decisions/0040-account-deletion.md), in the account's language.
// Plain text: nothing to render, nothing to inject.

/** The code that confirms a deletion, with what it will do: a security event the owner hears of either way. */
export const renderDeletionCodeMail = (input: {
  locale: Locale;
  code: string;
  validMinutes: number;
  publicUrl: string;
}) => {
  const { locale, code, validMinutes } = input;
  return {
    subject: t(locale, 'mail.deletionCode.subject'),
    text: letter(
      locale,
      t(locale, 'mail.deletionCode.intro', { code }),
      t(locale, 'mail.deletionCode.validity', { count: validMinutes, link: `${input.publicUrl}/personal` }),
    ),
  };
};

/**
 * Sent to the address the account had, once it is deleted: what happened, the closed account's number, and what
 * became of a balance that was left (kept against that number, claimable through support).
 */
export const renderAccountDeletedMail = (input: {
  locale: Locale;
  accountNumber: number;
  cardsReleased: number;
  balanceMinor: number;
  currency: string;
}) => {
  const { locale, accountNumber, cardsReleased, balanceMinor, currency } = input;
  return {
    subject: t(locale, 'mail.accountDeleted.subject'),
    text: letter(
      locale,
      t(locale, 'mail.accountDeleted.body', { accountNumber, count: cardsReleased }),
      balanceMinor > 0 &&
        t(locale, 'mail.accountDeleted.balance', {
          accountNumber,
          balance: mailMoney(balanceMinor, currency, locale),
        }),
    ),
  };
};
