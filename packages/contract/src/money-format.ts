import { minorToMajorString } from './money.ts';

// The one way an amount is written for a person, on the screens and in the mails alike (issue #56: the admin's
// pay-order mail said 'USD 42.00' beside screens that say '$42.00' / 'US$42.00').

const formats = new Map<string, Intl.NumberFormat>();

/**
 * 1234 minor units → '$12.34' (en) / 'US$12.34' (zh-CN): Intl's currency form of the language (CLDR's symbol).
 * The amount reaches Intl as an exact decimal string, so no float ever stands in for money. A formatter is built
 * once per language and currency, then reused.
 */
export const formatMoney = (minor: number, locale: string, currency: string): string => {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(minorToMajorString(minor) as Intl.StringNumericLiteral);
};
