import { NETWORK_CAUSES, NETWORK_EVENT_KINDS, NETWORKS } from '@simportal/contract/api/network';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

// reconciliation's tables (decision 0095) live in a file of their own, gathered here: a module's tables are its schema.ts's
export * from './reconcile-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What the network saw of each card (issue #69, decision 0094): attaches, data sessions and eSIM profile steps,
 * pushed by the platform (Twilio's Event Streams) or recorded by the simulator. Only a card's newest
 * NETWORK_EVENTS_KEPT are kept. `user_id` is the card's holder when the event arrived: a later holder never sees
 * an earlier one's events, and erasing an account erases its rows.
 */
export const networkEvents = pgTable(
  'network_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id').references(() => idOf('users'), { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    /** The platform's own id of the event: a duplicate delivery of it is not kept twice. */
    sourceEventId: text('source_event_id').notNull(),
    kind: text('kind', { enum: NETWORK_EVENT_KINDS }).notNull(),
    /** When it happened on the network (events may arrive out of order: the doctor sorts by this). */
    occurredAt: at('occurred_at').notNull(),
    networkName: text('network_name'),
    country: text('country'),
    cause: text('cause', { enum: NETWORK_CAUSES }),
    /** The platform's own words for a refusal (at most 200 characters), for the operator. */
    detail: text('detail'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('network_events_source_idx').on(t.network, t.sourceEventId),
    index('network_events_card_idx').on(t.cardId, t.occurredAt),
    index('network_events_user_idx').on(t.userId),
    check('network_events_network', oneOf(t.network, NETWORKS)),
    check('network_events_kind', oneOf(t.kind, NETWORK_EVENT_KINDS)),
    check('network_events_cause', sql`${t.cause} is null or ${oneOf(t.cause, NETWORK_CAUSES)}`),
  ],
);
