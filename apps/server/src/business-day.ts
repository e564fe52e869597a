import { TZDate } from '@date-fns/tz';
import { addDaysToIsoDate, isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { addDays, startOfDay } from 'date-fns';
import type { Clock } from './clock.ts';

/**
 * What a module needs to know what business day it is: the clock (tests move it) and BILLING_TZ. The portal's
 * one calendar: billing charges by it, usage and the admin screens read by it.
 */
export interface BusinessClock {
  config: { BILLING_TZ: string };
  clock: Clock;
}

/**
 * The business day last asked for and the instants it spans from that moment to its end: most requests ask
 * what day it is, and Intl's formatToParts costs several µs each time (bench/api.ts profiles). Any instant in
 * [from, until) is that day; outside it (a later day, a test clock moved back) the day is found again.
 */
let lastDay: { timeZone: string; day: string; from: number; until: number } | undefined;

/** Today's business day (ISO date in BILLING_TZ). */
export const businessDayOf = (ctx: BusinessClock, at: Date = ctx.clock.now()): string => {
  const timeZone = ctx.config.BILLING_TZ;
  const instant = at.getTime();
  if (lastDay && lastDay.timeZone === timeZone && instant >= lastDay.from && instant < lastDay.until) {
    return lastDay.day;
  }
  const day = isoDateInTimeZone(at, timeZone);
  lastDay = { timeZone, day, from: instant, until: instant + msUntilNextBusinessDay(at, timeZone) };
  return day;
};

export const nextBusinessDay = (day: string): string => addDaysToIsoDate(day, 1);

/**
 * Milliseconds from `now` until the next business day begins in `timeZone`: the start of tomorrow in that zone,
 * whose rules (@date-fns/tz over Intl) make a daylight-saving day 23 or 25 hours long, and a day whose midnight
 * is skipped (America/Santiago in September) begin at the first instant that exists.
 */
export const msUntilNextBusinessDay = (now: Date, timeZone: string): number =>
  startOfDay(addDays(new TZDate(now, timeZone), 1)).getTime() - now.getTime();

/**
 * The instant a business day begins in `timeZone` (its first existing instant when midnight is skipped): when
 * an on-time run of that day would have read the cards (decision 0035).
 */
export const businessDayStart = (day: string, timeZone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(startOfDay(new TZDate(year, month - 1, date, 12, 0, 0, 0, timeZone)).getTime());
};
