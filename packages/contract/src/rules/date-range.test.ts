import { describe, expect, it } from 'vitest';
import { dateRangeSchema, validateDateRange } from './date-range.ts';

// 16:30 UTC on 1 March 2024 is already 00:30 on 2 March in Shanghai (UTC+8).
const now = new Date('2024-03-01T16:30:00Z');
const shanghai = { timeZone: 'Asia/Shanghai', now };
const utc = { timeZone: 'UTC', now };

describe('date range rule', () => {
  it('accepts a range ending today, and a one-day range', () => {
    expect(validateDateRange({ start: '2024-02-01', end: '2024-03-01' }, utc)).toBeNull();
    expect(validateDateRange({ start: '2024-03-01', end: '2024-03-01' }, utc)).toBeNull();
  });

  it('computes today in the given time zone around midnight', () => {
    const range = { start: '2024-03-02', end: '2024-03-02' };
    expect(validateDateRange(range, shanghai)).toBeNull();
    expect(validateDateRange(range, utc)).toBe('date_after_today');
    // A minute before midnight in Shanghai, 2 March is still tomorrow there too.
    expect(
      validateDateRange(range, { timeZone: 'Asia/Shanghai', now: new Date('2024-03-01T15:59:00Z') }),
    ).toBe('date_after_today');
  });

  it('refuses a start or an end after today', () => {
    expect(validateDateRange({ start: '2024-02-20', end: '2024-03-05' }, utc)).toBe('date_after_today');
    expect(validateDateRange({ start: '2024-03-05', end: '2024-03-06' }, utc)).toBe('date_after_today');
    expect(validateDateRange({ start: '2025-01-01', end: '2024-01-01' }, utc)).toBe('date_after_today');
  });

  it('refuses an end before the start', () => {
    expect(validateDateRange({ start: '2024-02-10', end: '2024-02-09' }, utc)).toBe('date_end_before_start');
    expect(validateDateRange({ start: '2024-01-01', end: '2023-12-31' }, utc)).toBe('date_end_before_start');
  });

  it('handles month ends and leap days', () => {
    expect(validateDateRange({ start: '2024-01-31', end: '2024-02-29' }, utc)).toBeNull();
    expect(validateDateRange({ start: '2023-02-28', end: '2023-03-01' }, utc)).toBeNull();
    expect(validateDateRange({ start: '2023-02-29', end: '2023-03-01' }, utc)).toBe('date_invalid');
    expect(validateDateRange({ start: '2024-01-01', end: '2024-02-30' }, utc)).toBe('date_invalid');
    expect(validateDateRange({ start: '2024/01/01', end: '2024-02-01' }, utc)).toBe('date_invalid');
  });

  it('requires both dates', () => {
    expect(validateDateRange(undefined, utc)).toBe('date_range_required');
    expect(validateDateRange(null, utc)).toBe('date_range_required');
    expect(validateDateRange({}, utc)).toBe('date_range_required');
    expect(validateDateRange({ start: '2024-02-01' }, utc)).toBe('date_range_required');
    expect(validateDateRange({ start: '', end: '2024-02-01' }, utc)).toBe('date_range_required');
  });

  it('uses the real clock by default', () => {
    expect(validateDateRange({ start: '2000-01-01', end: '2000-01-02' }, { timeZone: 'UTC' })).toBeNull();
    expect(validateDateRange({ start: '2000-01-01', end: '9999-12-31' }, { timeZone: 'UTC' })).toBe(
      'date_after_today',
    );
  });
});

describe('date range schema', () => {
  const schema = dateRangeSchema({ timeZone: 'Asia/Shanghai', now: () => now });
  const issues = (value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('parses a good range', () => {
    expect(schema.parse({ start: '2024-03-01', end: '2024-03-02' })).toEqual({
      start: '2024-03-01',
      end: '2024-03-02',
    });
  });

  it('reports one key on the field at fault', () => {
    expect(issues({ start: '2024-03-01', end: '2024-03-03' })).toEqual([['end', 'date_after_today']]);
    expect(issues({ start: '2024-03-02', end: '2024-03-01' })).toEqual([['end', 'date_end_before_start']]);
    expect(issues({ start: '2024-02-30', end: '2024-03-01' })).toEqual([['start', 'date_invalid']]);
    expect(issues({ start: '', end: '' })).toEqual([['', 'date_range_required']]);
    expect(issues({ start: '2024-03-01' })).toEqual([['end', 'date_range_required']]);
    expect(issues(undefined)).toEqual([['', 'date_range_required']]);
  });

  it('reads the clock on every parse', () => {
    let current = new Date('2024-03-01T00:00:00Z');
    const moving = dateRangeSchema({ timeZone: 'UTC', now: () => current });
    const range = { start: '2024-03-02', end: '2024-03-02' };
    expect(moving.safeParse(range).success).toBe(false);
    current = new Date('2024-03-02T00:00:00Z');
    expect(moving.safeParse(range).success).toBe(true);
  });
});
