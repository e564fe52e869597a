import type { Locale } from '@simportal/contract/locales';
import { mailText } from './mail-texts.ts';

/**
 * An amount as a mail states it, by the language's mail.format.amount (mail-texts.ts): as the screens show it,
 * with the same formatter (contract/money-format.ts): '$3.50' in English, 'US$3.50' in Chinese (CLDR's symbol,
 * never the ISO code, which a Chinese reader takes for an English word, decision 0038).
 */
export const mailMoney = (minor: number, currency: string, locale: Locale): string =>
  mailText(locale, 'mail.format.amount', { amount: minor, currency });

/** A day as a person reads it in a mail, by the language's mail.format.longDay: 'Thursday 3 December', '12月3日星期四'. */
export const mailLongDay = (day: string, locale: Locale): string =>
  mailText(locale, 'mail.format.longDay', { day });

/** An instant as a mail says it, by mail.format.minute: '2026-11-25 06:40 UTC', '2026年11月25日 06:40（协调世界时）'. */
export const mailMinute = (at: Date, locale: Locale): string =>
  mailText(locale, 'mail.format.minute', { at: at.toISOString() });
