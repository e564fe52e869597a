import { describe, expect, it } from 'vitest';
import { businessDayOf } from '../src/business-day.ts';

// businessDayOf remembers the day last asked for and the instants it spans (it is asked on most requests):
// the answer must still change exactly at midnight in BILLING_TZ, whichever way the clock moves.

const at = (iso: string, timeZone = 'Asia/Shanghai') => {
  const instant = new Date(iso);
  return businessDayOf({ config: { BILLING_TZ: timeZone }, clock: { now: () => instant } });
};

describe('businessDayOf', () => {
  it('turns at midnight in BILLING_TZ, forwards and backwards', () => {
    // Asia/Shanghai is UTC+8: 2026-12-01 begins at 2026-11-30T16:00:00Z
    expect(at('2026-11-30T10:00:00.000Z')).toBe('2026-11-30');
    expect(at('2026-11-30T15:59:59.999Z')).toBe('2026-11-30');
    expect(at('2026-11-30T16:00:00.000Z')).toBe('2026-12-01');
    expect(at('2026-11-30T15:59:59.999Z')).toBe('2026-11-30');
    expect(at('2026-11-30T16:00:00.001Z')).toBe('2026-12-01');
    expect(at('2026-11-29T23:00:00.000Z')).toBe('2026-11-30');
    expect(at('2026-12-01T15:59:59.999Z')).toBe('2026-12-01');
    expect(at('2026-12-01T16:00:00.000Z')).toBe('2026-12-02');
  });

  it('answers for the time zone asked, not the one remembered', () => {
    expect(at('2026-11-30T20:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01');
    expect(at('2026-11-30T20:00:00.000Z', 'UTC')).toBe('2026-11-30');
    expect(at('2026-11-30T20:00:00.000Z', 'America/New_York')).toBe('2026-11-30');
    expect(at('2026-12-01T04:59:59.999Z', 'America/New_York')).toBe('2026-11-30');
    expect(at('2026-12-01T05:00:00.000Z', 'America/New_York')).toBe('2026-12-01');
  });

  it('counts a daylight-saving day of 23 hours right', () => {
    // New York springs forward on 2026-03-08: that day ends at 2026-03-09T04:00:00Z
    expect(at('2026-03-08T05:00:00.000Z', 'America/New_York')).toBe('2026-03-08');
    expect(at('2026-03-09T03:59:59.999Z', 'America/New_York')).toBe('2026-03-08');
    expect(at('2026-03-09T04:00:00.000Z', 'America/New_York')).toBe('2026-03-09');
  });
});
