import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  isIsoDate,
  isoDateInTimeZone,
  isValidTimeZone,
  todayInTimeZone,
} from './calendar-date.ts';

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-12-31')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-01-00')).toBe(false);
    expect(isIsoDate('2024-1-5')).toBe(false);
    expect(isIsoDate('2024-01-05T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('tells the date in a time zone, not the process zone', () => {
    const instant = new Date('2024-03-01T16:30:00Z');
    expect(isoDateInTimeZone(instant, 'UTC')).toBe('2024-03-01');
    expect(isoDateInTimeZone(instant, 'Asia/Shanghai')).toBe('2024-03-02');
    expect(isoDateInTimeZone(new Date('2024-03-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2024-02-29');
    expect(todayInTimeZone('Asia/Shanghai', new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
    expect(todayInTimeZone('Asia/Shanghai', new Date('2024-12-31T15:59:59.999Z'))).toBe('2024-12-31');
  });

  it('knows valid zones and throws for unknown ones', () => {
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => todayInTimeZone('Mars/Olympus')).toThrow(RangeError);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDaysToIsoDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToIsoDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2024-03-31', 0)).toBe('2024-03-31');
    expect(() => addDaysToIsoDate('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToIsoDate('2024-02-01', 1.5)).toThrow(RangeError);
  });
});
