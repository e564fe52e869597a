import { addDaysToIsoDate } from './calendar-date.ts';
import type { DateRange } from './rules/date-range.ts';
import { addMonthsToIsoDate } from './traffic-range.ts';

/**
 * The quick ranges of Admin Management › Overview. Each is resolved against a business day (`today` in
 * BILLING_TZ, which the server knows and the browser may not), so "this month" is the operator's month wherever
 * the administrator sits. None ends after today: this month is its days so far.
 */
export const DASHBOARD_PRESETS = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

export const dashboardPresetRange = (preset: DashboardPreset, today: string): DateRange => {
  switch (preset) {
    case 'last7Days':
      return { start: addDaysToIsoDate(today, -6), end: today };
    case 'last30Days':
      return { start: addDaysToIsoDate(today, -29), end: today };
    case 'thisMonth':
      return { start: firstOfMonth(today), end: today };
    case 'lastMonth': {
      const start = addMonthsToIsoDate(firstOfMonth(today), -1);
      return { start, end: addDaysToIsoDate(firstOfMonth(today), -1) };
    }
  }
};
