import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from './calendar-date.ts';
import { validateDateRange } from './rules/date-range.ts';
import {
  addMonthsToIsoDate,
  applyTrafficPreset,
  canMoveForward,
  checkTrafficRangeLength,
  daysOfRange,
  initialTrafficRange,
} from './traffic-range.ts';

describe('traffic range presets', () => {
  const today = '2026-03-31';

  it('opens on the seven days ending today', () => {
    expect(initialTrafficRange(today)).toEqual({ start: '2026-03-25', end: '2026-03-31' });
  });

  it('moves a week back and forth, never past today', () => {
    const start = initialTrafficRange(today);
    const back = applyTrafficPreset(start, 'lastWeek', today);
    expect(back).toEqual({ start: '2026-03-18', end: '2026-03-24' });
    expect(applyTrafficPreset(back, 'nextWeek', today)).toEqual(start);
    expect(canMoveForward(start, today)).toBe(false);
    expect(applyTrafficPreset(start, 'nextWeek', today)).toEqual(start);
    expect(applyTrafficPreset(start, 'nextMonth', today)).toEqual(start);
  });

  it('ends a forward move that would pass today on today, keeping a week seven days', () => {
    const range = { start: '2026-03-20', end: '2026-03-26' };
    expect(applyTrafficPreset(range, 'nextWeek', today)).toEqual({ start: '2026-03-25', end: '2026-03-31' });
  });

  it('shows whole calendar months, as the buttons say, across month ends and leap years', () => {
    // from the first view (a week), "last month" is the month before the one the week is in
    expect(applyTrafficPreset(initialTrafficRange(today), 'lastMonth', today)).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    const march = { start: '2024-03-01', end: '2024-03-31' };
    expect(applyTrafficPreset(march, 'lastMonth', '2024-04-10')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    const feb = { start: '2024-02-01', end: '2024-02-29' };
    expect(applyTrafficPreset(feb, 'nextMonth', '2024-04-10')).toEqual(march);
    // the month under way ends today; a month not begun yet is this month so far
    expect(applyTrafficPreset(march, 'nextMonth', '2024-04-10')).toEqual({
      start: '2024-04-01',
      end: '2024-04-10',
    });
    expect(applyTrafficPreset({ start: '2026-03-18', end: '2026-03-24' }, 'nextMonth', today)).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    // a week after a month: the seven days that follow it
    expect(applyTrafficPreset(feb, 'nextWeek', '2024-04-10')).toEqual({
      start: '2024-03-01',
      end: '2024-03-07',
    });
    expect(applyTrafficPreset(feb, 'lastWeek', '2024-04-10')).toEqual({
      start: '2024-01-25',
      end: '2024-01-31',
    });
    expect(addMonthsToIsoDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonthsToIsoDate('2025-12-31', 2)).toBe('2026-02-28');
    expect(applyTrafficPreset({ start: '2026-01-25', end: '2026-01-31' }, 'nextMonth', today)).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });

  it('lists every day of a range', () => {
    expect(daysOfRange({ start: '2024-02-27', end: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('takes today from the time zone: the same instant is a different day east and west', () => {
    const instant = new Date('2026-03-31T20:00:00Z');
    const shanghai = todayInTimeZone('Asia/Shanghai', instant);
    const angeles = todayInTimeZone('America/Los_Angeles', instant);
    expect([shanghai, angeles]).toEqual(['2026-04-01', '2026-03-31']);
    const range = { start: '2026-03-26', end: '2026-04-01' };
    expect(validateDateRange(range, { timeZone: 'Asia/Shanghai', now: instant })).toBeNull();
    expect(validateDateRange(range, { timeZone: 'America/Los_Angeles', now: instant })).toBe(
      'date_after_today',
    );
    expect(canMoveForward(initialTrafficRange(angeles), shanghai)).toBe(true);
  });

  it('applies the spec §5 rules in order', () => {
    const options = { timeZone: 'UTC', now: new Date('2026-03-31T12:00:00Z') };
    expect(validateDateRange(null, options)).toBe('date_range_required');
    expect(validateDateRange({ start: '2026-04-01', end: '2026-04-01' }, options)).toBe('date_after_today');
    expect(validateDateRange({ start: '2026-03-10', end: '2026-03-09' }, options)).toBe(
      'date_end_before_start',
    );
    expect(validateDateRange({ start: '2026-03-31', end: '2026-03-31' }, options)).toBeNull();
  });

  it('answers at most 366 days: a year with its leap day, one more day is too long', () => {
    expect(checkTrafficRangeLength({ start: '2024-01-01', end: '2024-12-31' })).toBeNull();
    expect(checkTrafficRangeLength({ start: '2025-03-31', end: '2026-03-31' })).toBeNull();
    expect(checkTrafficRangeLength({ start: '2025-03-30', end: '2026-03-31' })).toBe('date_range_too_long');
    expect(checkTrafficRangeLength({ start: '2024-01-01', end: '2025-01-01' })).toBe('date_range_too_long');
    expect(checkTrafficRangeLength({ start: '2026-03-31', end: '2026-03-31' })).toBeNull();
  });
});
