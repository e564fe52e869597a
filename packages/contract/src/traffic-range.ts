import { addDaysToIsoDate, isIsoDate } from './calendar-date.ts';
import type { DateRange } from './rules/date-range.ts';

/** Longest range one query answers (a year, leap day included); longer → date_range_invalid, invalid_value. */
export const USAGE_RANGE_MAX_DAYS = 366;

/**
 * The Traffic Detail's range choices (spec §2), each showing what its name says: last week / next week the
 * seven days before / after the window, last month / next month the whole calendar month before / after the
 * one the window starts in. A window never ends after today. Pure: `today` is the caller's (todayInTimeZone
 * with BILLING_TZ or the user's zone).
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

/** True while the window can move forward (it does not reach today yet). */
export const canMoveForward = (range: DateRange, today: string): boolean => range.end < today;

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

const lastDayOf = (monthStart: string) => addDaysToIsoDate(addMonthsToIsoDate(monthStart, 1), -1);

/** The calendar month `months` away from the month of `date`, as a range. */
const calendarMonth = (date: string, months: number): DateRange => {
  const start = addMonthsToIsoDate(firstOfMonth(date), months);
  return { start, end: lastDayOf(start) };
};

/**
 * The window after a preset. A forward move never passes today: a week that would is the seven days ending
 * today, a month that has not begun is this month so far, a month under way ends today; a window already
 * ending today stays where it is.
 */
export const applyTrafficPreset = (range: DateRange, preset: TrafficPreset, today: string): DateRange => {
  switch (preset) {
    case 'lastWeek': {
      const end = addDaysToIsoDate(range.start, -1);
      return { start: addDaysToIsoDate(end, -6), end };
    }
    case 'lastMonth':
      return calendarMonth(range.start, -1);
    case 'nextWeek': {
      if (!canMoveForward(range, today)) return range;
      const start = addDaysToIsoDate(range.end, 1);
      const end = addDaysToIsoDate(start, 6);
      return end <= today ? { start, end } : { start: addDaysToIsoDate(today, -6), end: today };
    }
    case 'nextMonth': {
      if (!canMoveForward(range, today)) return range;
      const next = calendarMonth(range.start, 1);
      if (next.start > today) return { start: firstOfMonth(today), end: today };
      return next.end <= today ? next : { start: next.start, end: today };
    }
  }
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
