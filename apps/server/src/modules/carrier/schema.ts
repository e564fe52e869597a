import { CARRIER_COMMAND_STATES } from '@simportal/contract/api/deliveries';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

/**
 * What the network side (the carrier) must be told about a card, written in the same transaction as the change
 * it follows and delivered after the commit (a transactional outbox): PENDING until the carrier adapter
 * accepted it, then DONE; FAILED keeps the last error for a retry (see modules/carrier/carrier-commands.ts).
 */
export const carrierCommands = pgTable(
  'carrier_commands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    /** Copied from the card: the carrier knows cards by ICCID. */
    iccid: text('iccid').notNull(),
    action: text('action').notNull(),
    /**
     * PENDING (not tried yet), SENDING (a process holds it until `lockedUntil`), FAILED (tried, waiting for
     * `nextAttemptAt`), DONE, DEAD (given up after the last attempt; an administrator may retry it).
     */
    status: text('status', { enum: CARRIER_COMMAND_STATES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the command may be tried (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While SENDING: until when the process that claimed it holds it; after that another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('carrier_commands_card_idx').on(t.cardId, t.id),
    index('carrier_commands_status_idx').on(t.status, t.id),
    index('carrier_commands_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('PENDING', 'FAILED', 'SENDING')`),
    // modules/carrier/carrier-adapter.ts CARRIER_ACTIONS
    check(
      'carrier_commands_action',
      sql`${t.action} in ('PAUSE', 'RESUME', 'TERMINATE', 'THROTTLE', 'UNTHROTTLE')`,
    ),
    check('carrier_commands_status', sql`${t.status} in ('PENDING', 'SENDING', 'FAILED', 'DONE', 'DEAD')`),
  ],
);
