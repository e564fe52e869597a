import type { Locale } from '@simportal/contract/locales';
import { minorToMajorString } from '@simportal/contract/money';
import { kbToMb } from '@simportal/contract/traffic';

/**
 * 1234 minor units → '$12.34' (en) / 'US$12.34' (zh-CN). The amount reaches Intl as an exact decimal
 * string, so no float ever stands in for money (ARCHITECTURE §2).
 */
export const formatMoney = (minor: number, locale: Locale, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minorToMajorString(minor) as Intl.StringNumericLiteral,
  );

/** Traffic is counted in KB and shown in MB (1 MB = 1024 KB), at most 2 decimals: 1536 → '1.5 MB'. */
export const formatMb = (kb: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 }).format(
    kbToMb(kb, 2),
  );

/**
 * An ISO 8601 instant as a date and time in the user's language; '' for a missing or unreadable value so a
 * table cell stays empty rather than showing 'Invalid Date'. `timeZone` defaults to the browser's.
 */
export const formatDateTime = (iso: string | null | undefined, locale: Locale, timeZone?: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
};
