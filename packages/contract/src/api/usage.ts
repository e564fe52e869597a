import { z } from 'zod';
import {
  AUTO_ADD_ON_MAX_PER_CYCLE,
  AUTO_ADD_ON_MAX_PER_DAY,
  AUTO_ADD_ON_THRESHOLDS,
} from '../auto-add-on.ts';
import { CAP_ACTIONS, CAP_RESTRICTIONS, DATA_CAP_MAX_MB, MONEY_CAP_MAX_MINOR } from '../card-caps.ts';
import { DATA_ALERT_THRESHOLDS } from '../data-alerts.ts';
import { localizedTextSchema } from './catalog.ts';

// Traffic usage (issue 8): carrier usage records, a card's Traffic Detail, the import report. Traffic is
// integer KB (shown in MB, traffic.ts); days are ISO dates in BILLING_TZ.

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

// ---------------------------------------------------------------------------------------------------------
// Customer: GET and PUT /api/usage/cards/:id/alerts (issue #58: alerts the customer sets)
// ---------------------------------------------------------------------------------------------------------

export { DATA_ALERT_THRESHOLDS, type DataAlertThreshold, DEFAULT_DATA_ALERTS } from '../data-alerts.ts';

/**
 * The thresholds a card's holder chose; none at all turns the card's data alerts off. The server keeps and answers
 * them once each, in rising order (a repeated one is simply one).
 */
export const dataAlertsSchema = z.object({
  thresholds: z
    .array(z.literal(DATA_ALERT_THRESHOLDS, { error: 'invalid_value' }))
    .max(DATA_ALERT_THRESHOLDS.length),
});
export type DataAlerts = z.infer<typeof dataAlertsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Customer: GET, PUT and DELETE /api/usage/cards/:id/auto-add-on (issue #58: an add-on bought automatically)
// ---------------------------------------------------------------------------------------------------------

export {
  AUTO_ADD_ON_MAX_PER_CYCLE,
  AUTO_ADD_ON_MAX_PER_DAY,
  AUTO_ADD_ON_THRESHOLDS,
  type AutoAddOnThreshold,
  DEFAULT_AUTO_ADD_ON,
} from '../auto-add-on.ts';

/**
 * A card's auto add-on as its holder sets it: when the data left falls below `whenLeftBelowPercent` of the
 * period's allowance (0: when it runs out), buy `addOnId` from the balance, at most `maxPerDay` times a business
 * day and `maxPerCycle` times a billing cycle. Plain bounds only (no refinements): the OpenAPI document says all.
 */
export const autoAddOnRuleSchema = z.object({
  addOnId: z.int().positive(),
  whenLeftBelowPercent: z.literal(AUTO_ADD_ON_THRESHOLDS, { error: 'invalid_value' }),
  maxPerDay: z.int().min(1).max(AUTO_ADD_ON_MAX_PER_DAY),
  maxPerCycle: z.int().min(1).max(AUTO_ADD_ON_MAX_PER_CYCLE),
  enabled: z.boolean(),
});
export type AutoAddOnRule = z.infer<typeof autoAddOnRuleSchema>;

/** The add-on a rule buys, as it is now: its name, data and price, and whether it is still sold at that price. */
export const autoAddOnPackSchema = z.object({
  id: z.int(),
  name: localizedTextSchema,
  trafficMb: z.int(),
  priceMinor: z.int(),
  onSale: z.boolean(),
});

/** The answer of the three routes: the rule (null: none set) and the add-on it buys. */
export const autoAddOnSchema = z.object({
  rule: autoAddOnRuleSchema.nullable(),
  addOn: autoAddOnPackSchema.nullable(),
  /** How many automatic purchases this rule made today and in the card's current billing cycle. */
  boughtToday: z.int(),
  boughtThisCycle: z.int(),
});
export type AutoAddOn = z.infer<typeof autoAddOnSchema>;

// ---------------------------------------------------------------------------------------------------------
// Customer: GET, PUT and DELETE /api/usage/cards/:id/caps (issue #59: per-card daily caps)
// ---------------------------------------------------------------------------------------------------------

export {
  CAP_ACTIONS,
  CAP_RESTRICTIONS,
  CAP_WARNING_PERCENT,
  type CapAction,
  type CapRestriction,
  DATA_CAP_MAX_MB,
  MONEY_CAP_MAX_MINOR,
} from '../card-caps.ts';

/**
 * A card's daily caps as its holder sets them: data per business day in MB, money per business day (its daily fee
 * and the add-ons bought that day) in minor units, each optional (null: none), each with what happens when it is
 * reached. At least one cap is set (the server says which field when none is).
 */
export const cardCapsRuleSchema = z.object({
  dataMbPerDay: z.int().min(1).max(DATA_CAP_MAX_MB).nullable(),
  dataAction: z.enum(CAP_ACTIONS, { error: 'invalid_value' }),
  moneyMinorPerDay: z.int().min(1).max(MONEY_CAP_MAX_MINOR).nullable(),
  moneyAction: z.enum(CAP_ACTIONS, { error: 'invalid_value' }),
});
export type CardCapsRule = z.infer<typeof cardCapsRuleSchema>;

/** Today against the caps: data used and money spent on the card this business day, and a restriction in force. */
export const cardCapsTodaySchema = z.object({
  usedKb: z.int(),
  spentMinor: z.int(),
  restriction: z.enum(CAP_RESTRICTIONS).nullable(),
});
export type CardCapsToday = z.infer<typeof cardCapsTodaySchema>;

/** The answer of the three routes: the caps (null: none set) and today against them. */
export const cardCapsSchema = z.object({
  caps: cardCapsRuleSchema.nullable(),
  today: cardCapsTodaySchema,
});
export type CardCaps = z.infer<typeof cardCapsSchema>;

/** A card's caps and today against them in one object, for the card on My SIMs (api/billing.ts cardBilling). */
export const cardDailyCapSchema = cardCapsRuleSchema.extend(cardCapsTodaySchema.shape);
export type CardDailyCap = z.infer<typeof cardDailyCapSchema>;

// ---------------------------------------------------------------------------------------------------------
// Customer: GET /api/usage/cards/:id?start&end
// ---------------------------------------------------------------------------------------------------------

/** The range of a Traffic Detail query; the spec §5 rules are checked by the server in BILLING_TZ. */
export const usageRangeQuerySchema = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
});
export type UsageRangeQuery = z.infer<typeof usageRangeQuerySchema>;

// the longest range one query answers lives beside the range rules, which the web's first load imports without zod
export { USAGE_RANGE_MAX_DAYS } from '../traffic-range.ts';

export const usageDaySchema = z.object({ day: isoDate, usedKb: z.int().min(0) });
export type UsageDay = z.infer<typeof usageDaySchema>;

/** One region's share of the range (spec §3 "proportion by region"): `proportion` 0…1, the sum is 1. */
export const usageRegionSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  usedKb: z.int().min(0),
  proportion: z.number().min(0).max(1),
});
export type UsageRegion = z.infer<typeof usageRegionSchema>;

export const cardUsageSchema = z.object({
  cardId: z.int().positive(),
  start: isoDate,
  end: isoDate,
  /** Today in BILLING_TZ: a range never ends after it. */
  today: isoDate,
  totalKb: z.int().min(0),
  /** Every day of the range, oldest first, 0 for a day without records. */
  days: z.array(usageDaySchema),
  /** Regions with traffic in the range, most used first. */
  regions: z.array(usageRegionSchema),
  /** When the carrier's usage data was last imported; null before any import. */
  lastUpdatedAt: isoDateTime.nullable(),
});
export type CardUsage = z.infer<typeof cardUsageSchema>;

/** A card's use on My SIMs: today, the allowance period and what is left (null without a plan). */
export const cardUsageSummarySchema = z.object({
  todayKb: z.int().min(0),
  periodKb: z.int().min(0),
  allowanceKb: z.int().min(0).nullable(),
  leftKb: z.int().min(0).nullable(),
  lastUpdatedAt: isoDateTime.nullable(),
});
export type CardUsageSummary = z.infer<typeof cardUsageSummarySchema>;

// ---------------------------------------------------------------------------------------------------------
// Administrator: POST /api/admin/usage/import (text/csv), and the CLI npm run usage:import
// ---------------------------------------------------------------------------------------------------------

/**
 * Columns of a carrier usage file, header row required, any order: iccid (the card's ICCID), date
 * (YYYY-MM-DD, the day in BILLING_TZ, not after today), region_code (ISO 3166-1 alpha-2), region_name (free
 * text; the code when empty), used_kb (the day's total traffic in that region, a whole number ≥ 0). A row
 * replaces what was recorded for the same (card, date, region): the file carries totals, not increments.
 */
export const USAGE_IMPORT_COLUMNS = ['iccid', 'date', 'region_code', 'region_name', 'used_kb'] as const;
export const USAGE_IMPORT_REQUIRED_COLUMNS = ['iccid', 'date', 'region_code', 'used_kb'] as const;
/** Data rows one API import accepts (~30 MB); the CLI has no limit. */
export const USAGE_IMPORT_MAX_ROWS = 500_000;

/**
 * Why a row was rejected: field_required, unknown_iccid (no card has it), date_invalid (not a real
 * YYYY-MM-DD), date_after_today, region_code_format, traffic_invalid (not a whole number), negative_traffic,
 * duplicate_row (the same iccid, date and region earlier in the file: the first one counts).
 */
export const USAGE_IMPORT_RULES = [
  'field_required',
  'unknown_iccid',
  'date_invalid',
  'date_after_today',
  'region_code_format',
  'traffic_invalid',
  'negative_traffic',
  'duplicate_row',
] as const;
export type UsageImportRule = (typeof USAGE_IMPORT_RULES)[number];

export const usageRejectedRowSchema = z.object({
  /** The file's line (the header is line 1). */
  line: z.int().positive(),
  iccid: z.string(),
  field: z.string(),
  rule: z.enum(USAGE_IMPORT_RULES),
});
export type UsageRejectedRow = z.infer<typeof usageRejectedRowSchema>;

export const usageImportReportSchema = z.object({
  importId: z.int().positive(),
  total: z.int().min(0),
  accepted: z.int().min(0),
  rejected: z.int().min(0),
  /** Rows inserted or whose traffic changed: 0 when the same file is imported again. */
  changed: z.int().min(0),
  rejectedRows: z.array(usageRejectedRowSchema),
  /** What the allowance check after the import did. */
  alertsSent: z.int().min(0),
  restricted: z.int().min(0),
  lifted: z.int().min(0),
  finishedAt: isoDateTime,
});
export type UsageImportReport = z.infer<typeof usageImportReportSchema>;
