import { USAGE_RANGE_MAX_DAYS } from './api/usage.ts';
import { addDaysToIsoDate, isIsoDate } from './calendar-date.ts';
import type { DateRange } from './rules/date-range.ts';

/**
 * The Traffic Detail's range choices (spec §2): last week / next week move the window seven days back or
 * forth, last month / next month one calendar month; a window never ends after today. Pure: `today` is the
 * caller's (todayInTimeZone with BILLING_TZ or the user's zone).
 */
export const TRAFFIC_PRESETS = ['lastWeek', 'nextWeek', 'lastMonth', 'nextMonth'] as const;
export type TrafficPreset = (typeof TRAFFIC_PRESETS)[number];

/** The window a Traffic Detail opens with: the seven days ending today. */
export const initialTrafficRange = (today: string): DateRange => ({
  start: addDaysToIsoDate(today, -6),
  end: today,
});

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const isMonthEnd = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return d === lastDayOfMonth(y, m);
};

/**
 * `date` moved by `months` calendar months, the day clamped to the target month (31 Jan + 1 → 28/29 Feb);
 * with `keepMonthEnd` a month's last day stays a last day (29 Feb − 1 → 31 Jan).
 */
export const addMonthsToIsoDate = (date: string, months: number, keepMonthEnd = false): string => {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = lastDayOfMonth(year, month);
  const day = keepMonthEnd && isMonthEnd(date) ? last : Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const daysInRange = (range: DateRange) =>
  Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000) +
  1;

/** True while the window can move forward (it does not reach today yet). */
export const canMoveForward = (range: DateRange, today: string): boolean => range.end < today;

/**
 * The window after a preset. Moving forward past today keeps the window's length and ends it today; a window
 * already ending today stays where it is.
 */
export const applyTrafficPreset = (range: DateRange, preset: TrafficPreset, today: string): DateRange => {
  let next: DateRange;
  switch (preset) {
    case 'lastWeek':
      next = { start: addDaysToIsoDate(range.start, -7), end: addDaysToIsoDate(range.end, -7) };
      break;
    case 'nextWeek':
      next = { start: addDaysToIsoDate(range.start, 7), end: addDaysToIsoDate(range.end, 7) };
      break;
    case 'lastMonth':
      next = { start: addMonthsToIsoDate(range.start, -1), end: addMonthsToIsoDate(range.end, -1, true) };
      break;
    case 'nextMonth':
      next = { start: addMonthsToIsoDate(range.start, 1), end: addMonthsToIsoDate(range.end, 1, true) };
      break;
  }
  if (next.end <= today) return next;
  if (!canMoveForward(range, today)) return range;
  return { start: addDaysToIsoDate(today, -(daysInRange(range) - 1)), end: today };
};

/**
 * A custom range longer than one Traffic Detail query answers (USAGE_RANGE_MAX_DAYS, a year with its leap day)
 * → 'date_range_too_long'. Checked on a range the spec §5 rules (validateDateRange) already accept.
 */
export const checkTrafficRangeLength = (range: DateRange): 'date_range_too_long' | null =>
  addDaysToIsoDate(range.start, USAGE_RANGE_MAX_DAYS - 1) < range.end ? 'date_range_too_long' : null;

/** Every day of a valid range, oldest first. */
export const daysOfRange = (range: DateRange): string[] => {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDaysToIsoDate(day, 1)) days.push(day);
  return days;
};
