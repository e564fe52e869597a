import { z } from 'zod';
import { isIsoDate, todayInTimeZone } from '../calendar-date.ts';

/** An inclusive range of calendar days, both ISO `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

export type DateRangeKey =
  | 'date_range_required'
  | 'date_invalid'
  | 'date_after_today'
  | 'date_end_before_start';

export interface DateRangeOptions {
  /** IANA zone whose calendar decides what "today" is (BILLING_TZ on the server, the user's zone in the app). */
  timeZone: string;
  /** The current instant; defaults to the real clock, passed by tests. */
  now?: Date;
}

interface DateRangeFailure {
  key: DateRangeKey;
  /** The field to show the message under; the whole range when both are at fault. */
  field: 'start' | 'end' | null;
}

/** Rules in the spec's order (§5): required, cannot be after today, end cannot be before start. */
const findFailure = (
  range: Partial<DateRange> | null | undefined,
  today: string,
): DateRangeFailure | null => {
  const start = range?.start ?? '';
  const end = range?.end ?? '';
  if (start === '' && end === '') return { key: 'date_range_required', field: null };
  if (start === '') return { key: 'date_range_required', field: 'start' };
  if (end === '') return { key: 'date_range_required', field: 'end' };
  if (!isIsoDate(start)) return { key: 'date_invalid', field: 'start' };
  if (!isIsoDate(end)) return { key: 'date_invalid', field: 'end' };
  // ISO dates of equal length order the same as strings and as days.
  if (start > today) return { key: 'date_after_today', field: 'start' };
  if (end > today) return { key: 'date_after_today', field: 'end' };
  if (end < start) return { key: 'date_end_before_start', field: 'end' };
  return null;
};

/** The first rule the range breaks, or null. A range ending today is allowed; a one-day range is allowed. */
export const validateDateRange = (
  range: Partial<DateRange> | null | undefined,
  options: DateRangeOptions,
): DateRangeKey | null => findFailure(range, todayInTimeZone(options.timeZone, options.now))?.key ?? null;

export interface DateRangeSchemaOptions {
  timeZone: string;
  /** Read on every parse (a schema outlives a day); defaults to the real clock. */
  now?: () => Date;
}

/**
 * A `{ start, end }` schema for a time zone, e.g. `dateRangeSchema({ timeZone: config.billingTz })` for a query.
 * Each failure is one issue whose message is a DateRangeKey, on the field at fault.
 */
export const dateRangeSchema = (options: DateRangeSchemaOptions) =>
  z
    .object(
      {
        start: z.string({ error: 'date_range_required' }),
        end: z.string({ error: 'date_range_required' }),
      },
      { error: 'date_range_required' },
    )
    .superRefine((range, ctx) => {
      // A missing field was already reported by its own string schema.
      if (typeof range.start !== 'string' || typeof range.end !== 'string') return;
      const now = options.now?.() ?? new Date();
      const failure = findFailure(range, todayInTimeZone(options.timeZone, now));
      if (failure) {
        ctx.addIssue({ code: 'custom', message: failure.key, path: failure.field ? [failure.field] : [] });
      }
    });
