import { describe, expect, it } from 'vitest';
import { dashboardPresetRange } from './dashboard-range.ts';

describe('dashboardPresetRange', () => {
  it('counts the last 7 and 30 days with today', () => {
    expect(dashboardPresetRange('last7Days', '2026-03-03')).toEqual({
      start: '2026-02-25',
      end: '2026-03-03',
    });
    expect(dashboardPresetRange('last30Days', '2026-03-03')).toEqual({
      start: '2026-02-02',
      end: '2026-03-03',
    });
  });

  it('takes this month so far and the whole previous month, across a year and a leap February', () => {
    expect(dashboardPresetRange('thisMonth', '2028-03-15')).toEqual({
      start: '2028-03-01',
      end: '2028-03-15',
    });
    expect(dashboardPresetRange('lastMonth', '2028-03-15')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(dashboardPresetRange('lastMonth', '2027-01-01')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });
});
