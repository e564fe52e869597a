import {
  AUTO_ADD_ON_MAX_PER_CYCLE,
  AUTO_ADD_ON_MAX_PER_DAY,
  AUTO_ADD_ON_REFUSALS,
  AUTO_ADD_ON_THRESHOLDS,
} from '@simportal/contract/auto-add-on';
import { CAP_ACTIONS } from '@simportal/contract/card-caps';
import { RESTRICT_RULES } from '@simportal/contract/enums';
import { LIFELINE_ENDINGS } from '@simportal/contract/lifeline';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

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
    /** csv, simulator, or network (pulled from the platform's API, modules/carrier). */
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
    check('usage_imports_source', sql`${t.source} in ('csv', 'simulator', 'network')`),
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

/**
 * A card's auto add-on, per card and holder like its data alerts (issue #58, decision 0071): when the data left
 * falls below `when_left_below_percent` of the period's allowance (0: runs out), the usage import's allowance check
 * buys `add_on_id` from the holder's balance, at most `max_per_day` times a business day and `max_per_cycle` times
 * a billing cycle. Usage owns it because the trigger is usage's: the import that sees the data left.
 */
export const autoAddOnRules = pgTable(
  'auto_add_on_rules',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    /** The add-on version chosen: a changed price (a new version) is never bought without the holder's say. */
    addOnId: integer('add_on_id')
      .notNull()
      .references(() => idOf('add_ons')),
    whenLeftBelowPercent: smallint('when_left_below_percent').notNull(),
    maxPerDay: smallint('max_per_day').notNull(),
    maxPerCycle: smallint('max_per_cycle').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    check(
      'auto_add_on_rules_threshold',
      sql`${t.whenLeftBelowPercent} in (${sql.raw(AUTO_ADD_ON_THRESHOLDS.join(', '))})`,
    ),
    check(
      'auto_add_on_rules_per_day',
      sql`${t.maxPerDay} between 1 and ${sql.raw(String(AUTO_ADD_ON_MAX_PER_DAY))}`,
    ),
    check(
      'auto_add_on_rules_per_cycle',
      sql`${t.maxPerCycle} between 1 and ${sql.raw(String(AUTO_ADD_ON_MAX_PER_CYCLE))}`,
    ),
  ],
);

/** What an auto add-on did: a purchase made, or one refused (AUTO_ADD_ON_REFUSALS). */
export const AUTO_ADD_ON_OUTCOMES = ['bought', ...AUTO_ADD_ON_REFUSALS] as const;

/**
 * Each time a card's auto add-on bought or was refused: the caps count its purchases of the business day and of the
 * cycle, a purchase remembers the use it answered (`used_kb`: the same use imported again buys nothing more), and a
 * refusal is recorded (and mailed) once per allowance period and reason, by the partial unique index. A purchase's
 * `idempotency_key` is its ledger key and card_add_ons key: one (card, holder, cycle, n) is bought at most once.
 */
export const autoAddOnEvents = pgTable(
  'auto_add_on_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    outcome: text('outcome', { enum: AUTO_ADD_ON_OUTCOMES }).notNull(),
    businessDay: day('business_day').notNull(),
    cycleStart: day('cycle_start').notNull(),
    periodStart: day('period_start').notNull(),
    usedKb: bigint('used_kb', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('auto_add_on_events_cycle_idx').on(t.cardId, t.userId, t.cycleStart, t.businessDay),
    uniqueIndex('auto_add_on_events_refusal_once')
      .on(t.cardId, t.userId, t.periodStart, t.outcome)
      .where(sql`${t.outcome} <> 'bought'`),
    check('auto_add_on_events_outcome', oneOf(t.outcome, AUTO_ADD_ON_OUTCOMES)),
    check('auto_add_on_events_key', sql`(${t.outcome} = 'bought') = (${t.idempotencyKey} is not null)`),
  ],
);

/**
 * A card's daily caps, per card and holder like its data alerts and auto add-on (issue #59, decision 0074): data
 * per business day in MB and money per business day (the daily fee and the add-ons of the day) in minor units,
 * each optional with its action (SLOW: throttle, STOP: pause). Usage owns them because the data cap's trigger is
 * usage's (the import that sees the day's use), and the money cap's purchases already pass through usage's seam.
 */
export const cardCaps = pgTable(
  'card_caps',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    dataMbPerDay: integer('data_mb_per_day'),
    dataAction: text('data_action', { enum: CAP_ACTIONS }).notNull(),
    moneyMinorPerDay: bigint('money_minor_per_day', { mode: 'number' }),
    moneyAction: text('money_action', { enum: CAP_ACTIONS }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    check('card_caps_some', sql`${t.dataMbPerDay} is not null or ${t.moneyMinorPerDay} is not null`),
    check('card_caps_data', sql`${t.dataMbPerDay} > 0`),
    check('card_caps_money', sql`${t.moneyMinorPerDay} > 0`),
    check('card_caps_data_action', oneOf(t.dataAction, CAP_ACTIONS)),
    check('card_caps_money_action', oneOf(t.moneyAction, CAP_ACTIONS)),
  ],
);

/**
 * The two caps of a card, each marked apart per business day, and the slow-down its holder asked for after a data
 * spike (issue #70, decision 0097): a hold of the same kind, until the next business day, with no cap behind it.
 */
export const CAP_KINDS = ['data', 'money', 'spike'] as const;
/**
 * What a cap did to the card that day: THROTTLE or PAUSE told to the carrier (lifted the next business day), or
 * PAUSED: the daily run paused the card itself instead of charging a fee above the money cap (the holder resumes).
 */
export const CAP_HOLDS = ['THROTTLE', 'PAUSE', 'PAUSED'] as const;

/**
 * A cap's business day on a card: when its 80 % warning and its reaching were told (each once a day), the hold it
 * put on the card, and when that hold was lifted (at the next business day, by the usage import or the daily run).
 */
export const cardCapDays = pgTable(
  'card_cap_days',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    businessDay: day('business_day').notNull(),
    kind: text('kind', { enum: CAP_KINDS }).notNull(),
    warnedAt: at('warned_at'),
    reachedAt: at('reached_at'),
    hold: text('hold', { enum: CAP_HOLDS }),
    liftedAt: at('lifted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId, t.businessDay, t.kind] }),
    index('card_cap_days_held_idx')
      .on(t.businessDay)
      .where(sql`${t.hold} is not null and ${t.liftedAt} is null`),
    check('card_cap_days_kind', oneOf(t.kind, CAP_KINDS)),
    check('card_cap_days_hold', sql`${t.hold} is null or ${oneOf(t.hold, CAP_HOLDS)}`),
  ],
);

/**
 * A card's lifeline (issue #70, decision 0096): when billing's daily run would suspend it for lack of credit and
 * no bridge applies, it is slowed to `speed_kbps` instead, until `ends_after` or `megabytes` used since
 * `started_on`, whichever comes first, and charged nothing meanwhile. Usage keeps it with the card's other holds at
 * the network (network-holds.ts), and ends it by megabytes at an import; billing starts it and ends it by days.
 * At most one per card and holder in LIFELINE_PERIOD_DAYS, at most one open per card; the holder of the moment is
 * kept, so a next holder never inherits it.
 */
export const cardLifelines = pgTable(
  'card_lifelines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    startedOn: day('started_on').notNull(),
    endsAfter: day('ends_after').notNull(),
    megabytes: integer('megabytes').notNull(),
    speedKbps: integer('speed_kbps').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    ending: text('ending', { enum: LIFELINE_ENDINGS }),
  },
  (t) => [
    // "had one in the last LIFELINE_PERIOD_DAYS days?", by the card's range
    index('card_lifelines_card_started_idx').on(t.cardId, t.startedOn),
    uniqueIndex('card_lifelines_open_card').on(t.cardId).where(sql`${t.endedAt} is null`),
    index('card_lifelines_user_idx').on(t.userId),
    check('card_lifelines_ending', sql`${t.ending} in ('topped_up', 'days', 'megabytes', 'released')`),
    check('card_lifelines_ended', sql`(${t.endedAt} is null) = (${t.ending} is null)`),
    check(
      'card_lifelines_sizes',
      sql`${t.megabytes} > 0 and ${t.speedKbps} > 0 and ${t.endsAfter} >= ${t.startedOn}`,
    ),
  ],
);

/**
 * A card's data spike told to its holder (issue #70, decision 0097): at most one a card and business day (the key),
 * with what the card used when it was told and its usual day then. The spike check (spike-check.ts) writes it in
 * the import's transaction; the spike page reads it; the holder's data export carries it; their account's deletion
 * removes it.
 */
export const usageSpikes = pgTable(
  'usage_spikes',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    businessDay: day('business_day').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    usedKb: bigint('used_kb', { mode: 'number' }).notNull(),
    usualKb: bigint('usual_kb', { mode: 'number' }).notNull(),
    toldAt: at('told_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.businessDay] }), index('usage_spikes_user_idx').on(t.userId)],
);
