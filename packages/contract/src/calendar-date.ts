/**
 * Calendar dates as ISO `YYYY-MM-DD` strings. They compare correctly as strings, carry no time zone and so
 * cannot shift by a day when serialized; "which day is it" is always asked of a named IANA time zone
 * (`BILLING_TZ` on the server, the user's zone in the browser), never of the process's local zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (so `2023-02-29` and `2024-13-01` are not). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
};

/** True when `timeZone` is an IANA zone (or offset) this runtime knows, e.g. for validating configuration. */
export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

// Building a DateTimeFormat is far slower than using one and the zones in use are few: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Gregorian calendar and Latin digits are explicit so no locale default can change the parts.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar date of `instant` in `timeZone`. Throws a RangeError for an unknown zone. */
export const isoDateInTimeZone = (instant: Date, timeZone: string): string => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
};

/** Today's date in `timeZone`; `now` is a parameter so tests can stand at any instant. */
export const todayInTimeZone = (timeZone: string, now: Date = new Date()): string =>
  isoDateInTimeZone(now, timeZone);

/** The ISO date `days` days after (or, negative, before) `isoDate`. Throws a RangeError for a bad date. */
export const addDaysToIsoDate = (isoDate: string, days: number): string => {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  // Calendar arithmetic at UTC midnight has no daylight-saving jumps, so it is exact day counting.
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
