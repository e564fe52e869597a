import { RESTRICT_RULES } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });
/**
 * Text compared byte by byte (COLLATE "C"): a region code is two capitals, so no language's ordering applies,
 * and the primary key's comparisons skip the locale's (C.UTF-8, en_US…) slower strcoll: about a fifth of the
 * cost of inserting a million rows (docs/decisions/0012-usage-storage.md).
 */
const codeText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * One import of carrier usage (modules/usage): a CSV file or a run of the usage simulator, with what it did.
 * The newest finished row is the "last updated" time shown beside every usage figure.
 */
export const usageImports = pgTable(
  'usage_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** csv or simulator. */
    source: text('source').notNull(),
    /** The file name given by the CLI, or the simulator's seed; for the operator. */
    label: text('label').notNull().default(''),
    totalRows: integer('total_rows').notNull(),
    acceptedRows: integer('accepted_rows').notNull(),
    rejectedRows: integer('rejected_rows').notNull(),
    /** Rows inserted or whose traffic changed: 0 when the same data is imported again. */
    changedRows: integer('changed_rows').notNull(),
    importedBy: integer('imported_by').references(() => idOf('users')),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
  },
  (t) => [
    index('usage_imports_finished_idx').on(t.finishedAt),
    check('usage_imports_source', sql`${t.source} in ('csv', 'simulator')`),
  ],
);

/**
 * Traffic of a card on one day in one region, as the carrier reports it (the day's total, not a delta): an
 * import upserts on the primary key (card, day, region), so importing the same data again changes nothing.
 * The primary key's index (card_id, day, …) serves the per-card range queries. Not partitioned: see
 * docs/decisions/0012-usage-storage.md.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    // No foreign key, on purpose: the import resolves card_id from sim_cards in its own transaction and cards are
    // never deleted (retired instead), while the per-row key check was ~75% of the import's time (0012).
    cardId: integer('card_id').notNull(),
    day: day('day').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    regionCode: codeText('region_code').notNull(),
    regionName: text('region_name').notNull(),
    usedKb: bigint('used_kb', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.day, t.regionCode] }),
    check('usage_records_used_non_negative', sql`${t.usedKb} >= 0`),
    check('usage_records_region_code', sql`${t.regionCode} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The traffic of every card by day and region, kept by the import in the same transaction as usage_records (each
 * import adds what it changed): Admin Management › Overview's top destinations read a range of days here instead
 * of every card's records of the range (decision 0027).
 */
export const usageRegionDays = pgTable(
  'usage_region_days',
  {
    day: day('day').notNull(),
    regionCode: codeText('region_code').notNull(),
    /** The carrier's name of the region in the latest import that changed it. */
    regionName: text('region_name').notNull(),
    usedKb: bigint('used_kb', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.regionCode] })],
);

/**
 * The 80% and 100% allowance mails of a card, at most one of each per billing cycle: the primary key is what
 * makes "once per cycle" hold across re-imports and instances.
 */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    cycleStart: day('cycle_start').notNull(),
    threshold: smallint('threshold').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.cycleStart, t.threshold] }),
    check('usage_alerts_threshold', sql`${t.threshold} in (50, 80, 90, 100)`),
  ],
);

/**
 * The data alerts a card's holder chose (issue #58): the shares of the allowance (contract DATA_ALERT_THRESHOLDS)
 * at which they are mailed, once per billing cycle each. Kept per card and holder, so that the card's next holder
 * starts from the defaults; without a row the holder gets DEFAULT_DATA_ALERTS. An empty array: no alerts.
 */
export const dataAlertSettings = pgTable(
  'data_alert_settings',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    thresholds: smallint('thresholds').array().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    check('data_alert_settings_thresholds', sql`${t.thresholds} <@ array[50, 80, 90, 100]::smallint[]`),
  ],
);

/**
 * The restrict rule applied to a card past its allowance, once per allowance period; lifted (lifted_at) when a
 * new period begins or an add-on raised the allowance above the use.
 */
export const usageRestrictions = pgTable(
  'usage_restrictions',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    periodStart: day('period_start').notNull(),
    rule: text('rule', { enum: RESTRICT_RULES }).notNull(),
    appliedAt: at('applied_at').notNull(),
    liftedAt: at('lifted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.periodStart] }),
    index('usage_restrictions_active_idx').on(t.cardId).where(sql`${t.liftedAt} is null`),
    check('usage_restrictions_rule', sql`${t.rule} in ('THROTTLE', 'STOP')`),
  ],
);
