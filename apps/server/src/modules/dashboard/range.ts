import type { DashboardRangeQuery } from '@simportal/contract/api/dashboard';
import { dashboardPresetRange } from '@simportal/contract/dashboard-range';
import type { DateRange } from '@simportal/contract/rules/date-range';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { checkedUsageRange } from '../usage/index.ts';

/**
 * The business days an overview covers: a quick range resolved against today in BILLING_TZ, or a custom range
 * under the same rules as Traffic Detail (required, real dates, not after today, end not before start, at most
 * 366 days → 400 date_range_invalid with data.rule): one rule, kept in modules/usage, not a second copy.
 */
export const dashboardRange = (ctx: AppContext, query: DashboardRangeQuery): DateRange =>
  query.preset ? dashboardPresetRange(query.preset, businessDayOf(ctx)) : checkedUsageRange(ctx, query);
