import type { Locale } from '@simportal/contract/locales';
import { formatDataWith, KB_PER_GB, KB_PER_MB } from '@simportal/contract/traffic';

// Building an Intl formatter costs far more than using one (a price list or a table formats dozens of values
// per render): each formatter is built once per locale and options, then reused.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();
const cached = <F extends Formatter>(key: string, build: () => F): F => {
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
};
export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * A region's name in the interface language, from its ISO 3166-1 code through Intl.DisplayNames in its short
 * style, the one maps and phone settings use ('HK' → 'Hong Kong' / '香港', 'GB' → 'UK' / '英国'): the carrier
 * reports names in English only. A code Intl does not know keeps the carrier's name.
 */
export const regionName = (code: string, carrierName: string, locale: Locale): string => {
  if (!/^[A-Z]{2}$/.test(code)) return carrierName;
  try {
    const name = cached(
      `r ${locale}`,
      () => new Intl.DisplayNames(locale, { type: 'region', style: 'short', fallback: 'none' }),
    ).of(code);
    return name ?? carrierName;
  } catch {
    return carrierName;
  }
};

/**
 * 1234 minor units → '$12.34' (en) / 'US$12.34' (zh-CN): the contract's one money formatter, which the mails
 * use too (ARCHITECTURE §2).
 */
export { formatMoney } from '@simportal/contract/money-format';

/**
 * Traffic, counted in KB (1 MB = 1024 KB, 1 GB = 1024 MB), in the unit a phone's data settings would use and
 * with only the digits that matter: 9,534,669 → '9.09 GB', 184,320 → '180 MB', 1,536 → '1.5 MB', 512 → '512 KB'.
 * A figure of 10 or more of its unit needs no more than one decimal, of 100 or more none.
 */
export const formatData = (kb: number, locale: Locale): string =>
  formatDataWith(kb, (options) => numberFormat(locale, options));

/**
 * The unit a chart of traffic is drawn in, from its largest value: GB once it reaches 1 GB, MB below. Returns
 * the unit's Intl name and how many KB make one of it.
 */
export const chartDataUnit = (largestKb: number): { unit: 'gigabyte' | 'megabyte'; kbPerUnit: number } =>
  largestKb >= KB_PER_GB
    ? { unit: 'gigabyte', kbPerUnit: KB_PER_GB }
    : { unit: 'megabyte', kbPerUnit: KB_PER_MB };

/**
 * A calendar day (YYYY-MM-DD, a business day or a range's end) in the user's language, in the same style as
 * dates with a time: 'Nov 23, 2026' / '2026年11月23日'. The day is a date, not an instant: it is read and
 * written in UTC so no time zone moves it. An unreadable value is shown as given.
 */
export const formatDay = (day: string, locale: Locale): string => {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/**
 * An ISO 8601 instant as a date and time in the user's language; '' for a missing or unreadable value so a
 * table cell stays empty rather than showing 'Invalid Date'. `timeZone` defaults to the browser's.
 */
export const formatDateTime = (iso: string | null | undefined, locale: Locale, timeZone?: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
};

/**
 * A currency's name in words, as a sentence names it: 'USD' → 'US dollars' / '美元' (never the ISO code, which
 * a Chinese reader takes for an English word: decision 0038). The code itself where Intl has no name for it.
 */
export const currencyName = (currency: string, locale: Locale): string => {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'name',
    }).formatToParts(2);
    return parts.find((part) => part.type === 'currency')?.value.trim() || currency;
  } catch {
    return currency;
  }
};
