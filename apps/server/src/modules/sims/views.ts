import { SUSPEND_REASONS } from '@simportal/contract/api/billing';
import { SIM_STATUSES } from '@simportal/contract/enums';
import { date, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { simCards } from './schema.ts';

// What other modules may read of the cards inside their own statements (docs/decisions/0050, 0064): a read-only view
// naming only the columns they may rely on, so this module may change sim_cards behind it. PostgreSQL inlines
// it into the statement that reads it (no cost). Changes go through the module's functions (index.ts).

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A card: its number and ICCID (what the carrier's usage files name it by), holder and state, the plan terms
 * billing set on it, when it came to its holder and whether they deleted it. What else the inventory keeps
 * (verify code, channel, StarterPack settings) is not in it.
 */
export const cards = viewOfTable('cards', simCards, {
  id: integer('id').notNull(),
  cardNumber: text('card_number').notNull(),
  status: text('status', { enum: SIM_STATUSES }).notNull(),
  userId: integer('user_id'),
  label: text('label'),
  currentPlanId: integer('current_plan_id'),
  pendingPlanId: integer('pending_plan_id'),
  pendingPlanFrom: date('pending_plan_from', { mode: 'string' }),
  cycleStartDay: date('cycle_start_day', { mode: 'string' }),
  suspendReason: text('suspend_reason', { enum: SUSPEND_REASONS }),
  boundAt: at('bound_at'),
  lastRetiredAt: at('last_retired_at'),
  createdAt: at('created_at').notNull(),
  // added by migration 0039 (decision 0064): usage's import, allowance check and Traffic Detail read them
  iccid: text('iccid').notNull(),
  deletedAt: at('deleted_at'),
});
