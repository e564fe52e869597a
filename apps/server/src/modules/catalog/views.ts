import type { LocalizedText } from '@simportal/contract/api/catalog';
import { RESTRICT_RULES, TRAFFIC_LIMIT_TYPES } from '@simportal/contract/enums';
import { bigint, boolean, date, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { basicPlans } from './schema.ts';

// What other modules may read of the catalogue inside their own statements (docs/decisions/0050): read-only
// views that name only the columns they may rely on, so the catalogue may change its tables behind them.
// PostgreSQL inlines a view into the statement that reads it: reading through one costs nothing.

/**
 * Every version of every basic plan with its terms (what a card is charged and given) and whether it is still
 * sold: a card's plan, a plan ordered, a StarterPack credit's plan by its code. Descriptions, coverage, order
 * and the edit check stay the catalogue's own.
 */
export const planVersions = viewOfTable('plan_versions', basicPlans, {
  id: integer('id').notNull(),
  code: text('code').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  cycleDays: integer('cycle_days').notNull(),
  totalTrafficMb: integer('total_traffic_mb').notNull(),
  trafficLimitType: text('traffic_limit_type', { enum: TRAFFIC_LIMIT_TYPES }).notNull(),
  restrictRule: text('restrict_rule', { enum: RESTRICT_RULES }).notNull(),
  active: boolean('active').notNull(),
  lineageId: integer('lineage_id').notNull(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  supersededAt: timestamp('superseded_at', { withTimezone: true }),
});

export type PlanVersion = typeof planVersions.$inferSelect;
