import type { Locale } from '@simportal/contract/locales';
import { minorToMajorString } from '@simportal/contract/money';

/**
 * An amount as a mail states it: 'USD 3.50' in English; in Chinese as the web shows it, 'US$3.50' (CLDR's
 * symbol), never the ISO code, which a Chinese reader takes for an English word (decision 0038). The amount
 * reaches Intl as an exact decimal string, so no float stands in for money.
 */
export const mailMoney = (minor: number, currency: string, locale: Locale): string =>
  locale === 'en'
    ? `${currency} ${minorToMajorString(minor)}`
    : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
        minorToMajorString(minor) as Intl.StringNumericLiteral,
      );
