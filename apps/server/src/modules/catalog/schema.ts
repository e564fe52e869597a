import type { LocalizedText } from '@simportal/contract/api/catalog';
import { RESTRICT_RULES, TRAFFIC_LIMIT_TYPES } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The basic plans, one row per VERSION of a plan (docs/decisions/0026-catalogue-versions.md). A change of what a
 * plan costs or gives (price, cycle, allowance, limit type, restrict rule, plan type) adds a version and closes
 * the one before (`superseded_at`): cards keep the version they are on until their next cycle start on or
 * after the new one's `effective_from` (the daily run moves them), so nothing already charged or running is
 * rewritten. Names, descriptions, coverage and order are not terms: they are edited on every version of the plan
 * at once. The open version (superseded_at null) carries the plan's state: `active` is "on sale", and its
 * `revision` is what an administrator's edit must name (409 on a stale one). Names and descriptions are kept in
 * both languages of the portal.
 */
export const basicPlans = pgTable(
  'basic_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable identifier used by seeds and imports; never shown. */
    code: text('code').notNull().unique(),
    /** Keyed by locale (LOCALES), each language's text: adding a language adds a key, not a column. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Price of one whole cycle in minor units. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    cycleDays: integer('cycle_days').notNull(),
    /** Allowance in MB for one day or one cycle, according to trafficLimitType. */
    totalTrafficMb: integer('total_traffic_mb').notNull(),
    trafficLimitType: text('traffic_limit_type', { enum: TRAFFIC_LIMIT_TYPES }).notNull(),
    restrictRule: text('restrict_rule', { enum: RESTRICT_RULES }).notNull(),
    planType: text('plan_type').notNull().default('BASIC'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The plan's first version: every version of one plan shares it (the plan's id in the admin API). */
    lineageId: integer('lineage_id')
      .notNull()
      .references((): AnyPgColumn => basicPlans.id),
    /** 1 for the first version of the plan, then one more for each change of its terms. */
    version: integer('version').notNull().default(1),
    /** Bumped by every administrator's change of the plan (kept on its open version): the edit check. */
    revision: integer('revision').notNull().default(1),
    /** From this business day on, a card on an earlier version moves to this one at its next cycle start. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull().default('2000-01-01'),
    /** When a newer version replaced this one; null for the plan's open (latest) version. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** ISO 3166-1 alpha-2 codes of the countries and regions where the plan works. */
    coverage: text('coverage').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('basic_plans_lineage_version_key').on(t.lineageId, t.version),
    uniqueIndex('basic_plans_open_version_key').on(t.lineageId).where(sql`${t.supersededAt} is null`),
    check('basic_plans_name_en', sql`${t.name} ? 'en' and ${t.description} ? 'en'`),
    check('basic_plans_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('basic_plans_cycle_positive', sql`${t.cycleDays} > 0`),
    check('basic_plans_traffic_non_negative', sql`${t.totalTrafficMb} >= 0`),
    check('basic_plans_limit_type', sql`${t.trafficLimitType} in ('PER_DAY', 'PER_CYCLE')`),
    check('basic_plans_restrict_rule', sql`${t.restrictRule} in ('THROTTLE', 'STOP')`),
  ],
);

/**
 * Data packs that add traffic to a card that already has a basic plan, one row per version like the plans: a
 * change of price or traffic adds a version (a customer who saw the old price is told it changed instead of being
 * charged the new one); a bought pack keeps its price and traffic (card_add_ons copies them).
 */
export const addOns = pgTable(
  'add_ons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    /** Keyed by locale (LOCALES), each language's text: adding a language adds a key, not a column. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    trafficMb: integer('traffic_mb').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lineageId: integer('lineage_id')
      .notNull()
      .references((): AnyPgColumn => addOns.id),
    version: integer('version').notNull().default(1),
    revision: integer('revision').notNull().default(1),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    coverage: text('coverage').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('add_ons_lineage_version_key').on(t.lineageId, t.version),
    uniqueIndex('add_ons_open_version_key').on(t.lineageId).where(sql`${t.supersededAt} is null`),
    check('add_ons_name_en', sql`${t.name} ? 'en' and ${t.description} ? 'en'`),
    check('add_ons_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('add_ons_traffic_positive', sql`${t.trafficMb} > 0`),
  ],
);
