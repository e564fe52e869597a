import { z } from 'zod';
import { DASHBOARD_PRESETS } from '../dashboard-range.ts';

// Admin Management › Overview (issue #20, "see the business at a glance"): figures of a range of business days
// (BILLING_TZ) read from the ledger, the cards, the customers and the usage records, and the queues that need a
// person. Server: apps/server/src/modules/dashboard. Money is integer minor units; traffic integer KB.

const isoDate = z.iso.date();
const minor = z.int();
const count = z.int().min(0);

export { DASHBOARD_PRESETS, type DashboardPreset } from '../dashboard-range.ts';

/**
 * A quick range (resolved by the server against today in BILLING_TZ), or a custom start and end (YYYY-MM-DD,
 * the date-range rules of spec §5, at most 366 days). Neither → date_range_invalid (date_range_required).
 */
export const dashboardRangeQuerySchema = z
  .object({
    preset: z.enum(DASHBOARD_PRESETS, { error: 'invalid_value' }).optional(),
    start: z.string().optional(),
    end: z.string().optional(),
  })
  .refine((query) => query.preset === undefined || (query.start === undefined && query.end === undefined), {
    error: 'date_range_or_preset',
    path: ['preset'],
  });
export type DashboardRangeQuery = z.input<typeof dashboardRangeQuerySchema>;

/**
 * What one business day brought. Revenue kinds are positive amounts (the ledger stores debits negative):
 * daily fees (DAILY_FEE), add-ons (ADD_ON_PURCHASE), eSIM fees (ESIM_APPLY); refunds (REFUND, credits that
 * give part of a debit back) are a correction of revenue on the day they were booked, so
 * revenue = dailyFees + addOns + esimFees − refunds. Top-ups are money received, not revenue: the TOP_UP credits
 * of pay orders and of administrators' recharges. A StarterPack card's remaining days credited when it is bound
 * (TOP_UP, reason starter_pack_credit) were paid for when the card was sold: they are counted on their own.
 */
export const dashboardDaySchema = z.object({
  day: isoDate,
  dailyFeesMinor: minor,
  addOnsMinor: minor,
  esimFeesMinor: minor,
  refundsMinor: minor,
  revenueMinor: minor,
  topUpsMinor: minor,
  starterPackCreditsMinor: minor,
  /** Cards charged a daily fee that day (the ledger holds at most one DAILY_FEE per card and day). */
  activeCards: count,
  /** Customers who registered that day. */
  newCustomers: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTotalsSchema = dashboardDaySchema.omit({ day: true, activeCards: true }).extend({
  /** The most cards charged on one day of the range. */
  peakActiveCards: count,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/** Cards held by customers now, by portal status (free inventory cards are not counted). */
export const dashboardCardStatesSchema = z.object({
  USING: count,
  PAUSED: count,
  SUSPEND: count,
  NOT_ACTIVE: count,
});
export type DashboardCardStates = z.infer<typeof dashboardCardStatesSchema>;

/** How many destinations the overview lists, most traffic first. */
export const DASHBOARD_TOP_REGIONS = 10;

export const dashboardRegionSchema = z.object({
  /** ISO 3166-1 alpha-2; the client names it in the reader's language. */
  regionCode: z.string(),
  /** The carrier's name, for a code the client cannot name. */
  regionName: z.string(),
  usedKb: count,
});
export type DashboardRegion = z.infer<typeof dashboardRegionSchema>;

export const dashboardOverviewSchema = z.object({
  start: isoDate,
  end: isoDate,
  /** Today in BILLING_TZ: no range ends after it. */
  today: isoDate,
  currency: z.string(),
  /** Every day of the range, oldest first; zeros for a day without activity. */
  days: z.array(dashboardDaySchema),
  totals: dashboardTotalsSchema,
  cardStates: dashboardCardStatesSchema,
  /** At most DASHBOARD_TOP_REGIONS destinations, most traffic first. */
  topRegions: z.array(dashboardRegionSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** What waits for a person now. */
export const dashboardQueuesSchema = z.object({
  today: isoDate,
  /** Pay orders waiting for an administrator's confirmation (INIT). */
  payOrdersWaiting: count,
  /** Refund requests waiting for an administrator's review (WAITING, decision 0101). */
  refundsWaiting: count,
  /** Free eSIM profiles against ESIM_LOW_STOCK_THRESHOLD (low: at or below it). */
  esimStock: z.object({ available: count, threshold: count, low: z.boolean() }),
  /** Deliveries being retried (failed) or given up (dead), by kind: the Failed deliveries tab. */
  carrierCommands: z.object({ failed: count, dead: count }),
  mails: z.object({ failed: count, dead: count }),
  pushes: z.object({ failed: count, dead: count }),
  webhooks: z.object({ failed: count, dead: count }),
  /**
   * Fees advanced against waiting top-ups (bridge credit, decision 0069): the bridges open now, and what every
   * balance below zero owes in all (open bridges and ended ones not yet paid).
   */
  advances: z.object({ open: count, owedMinor: count, currency: z.string().length(3) }),
  /**
   * Differences between a card's state in the portal and on the network still open (reconciliation, issue #69:
   * decision 0095); Admin Management › Network lists them.
   */
  networkDrift: count,
});
export type DashboardQueues = z.infer<typeof dashboardQueuesSchema>;

/**
 * Columns of GET /api/admin/dashboard/export: one row per business day, then a `total` row. Fixed snake_case
 * names (as the Activities export), so a spreadsheet or a script reads them in any language; amounts in major
 * units with 2 decimals and a dot.
 */
export const DASHBOARD_CSV_COLUMNS = [
  'day',
  'daily_fees',
  'add_ons',
  'esim_fees',
  'refunds',
  'revenue',
  'top_ups',
  'starter_pack_credits',
  'currency',
  'active_cards',
  'new_customers',
] as const;
