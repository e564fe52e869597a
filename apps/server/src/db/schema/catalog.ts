import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The basic plans on sale. Names and descriptions are kept in both languages of the portal. */
export const basicPlans = pgTable(
  'basic_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable identifier used by seeds and imports; never shown. */
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    /** Price of one whole cycle in minor units. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    cycleDays: integer('cycle_days').notNull(),
    /** Allowance in MB for one day or one cycle, according to trafficLimitType. */
    totalTrafficMb: integer('total_traffic_mb').notNull(),
    trafficLimitType: text('traffic_limit_type').notNull(),
    restrictRule: text('restrict_rule').notNull(),
    planType: text('plan_type').notNull().default('BASIC'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('basic_plans_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('basic_plans_cycle_positive', sql`${t.cycleDays} > 0`),
    check('basic_plans_traffic_non_negative', sql`${t.totalTrafficMb} >= 0`),
    check('basic_plans_limit_type', sql`${t.trafficLimitType} in ('PER_DAY', 'PER_CYCLE')`),
    check('basic_plans_restrict_rule', sql`${t.restrictRule} in ('THROTTLE', 'STOP')`),
  ],
);

/** Data packs that add traffic to a card that already has a basic plan. */
export const addOns = pgTable(
  'add_ons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    trafficMb: integer('traffic_mb').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('add_ons_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('add_ons_traffic_positive', sql`${t.trafficMb} > 0`),
  ],
);
