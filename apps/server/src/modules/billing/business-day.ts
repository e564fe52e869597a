import { addDaysToIsoDate, isoDateInTimeZone } from '@simportal/contract/calendar-date';
import type { Clock } from '../../clock.ts';

/** What billing needs to know what day it is: the clock (tests move it) and BILLING_TZ. */
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

const MINUTE_MS = 60_000;

/**
 * Milliseconds from `now` until the next business day begins in `timeZone`. Found by stepping rather than by
 * offset arithmetic, so daylight-saving days (23 or 25 hours) come out right: a first guess from the local
 * time of day, then minute steps to the first instant whose date is the next day.
 */
export const msUntilNextBusinessDay = (now: Date, timeZone: string): number => {
  const today = isoDateInTimeZone(now, timeZone);
  const tomorrow = addDaysToIsoDate(today, 1);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  let guess = Math.max(1, 86_400_000 - elapsed);
  // walk back while the guess is already past the boundary, forward while it is not yet there
  while (
    guess > MINUTE_MS &&
    isoDateInTimeZone(new Date(now.getTime() + guess - MINUTE_MS), timeZone) >= tomorrow
  ) {
    guess -= MINUTE_MS;
  }
  while (isoDateInTimeZone(new Date(now.getTime() + guess), timeZone) < tomorrow) guess += MINUTE_MS;
  return guess;
};
