import { WEBHOOK_EVENT_TYPES } from '@simportal/contract/api/webhooks';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's webhook endpoint (docs/decisions/0077): where their own system listens, the events it wants, and
 * the secret its events are signed with, sealed at rest (auth's sealSecret) since it must be read back to sign.
 * After a rotation the previous secret also signs until `previous_secret_expires_at`, so the receiver switches
 * without a gap.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The subscribed events, of SUBSCRIBABLE_WEBHOOK_EVENTS. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** `v1.<iv>.<tag>.<ciphertext>` (auth's sealSecret) of `whsec_…`. */
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: at('previous_secret_expires_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_user_id_idx').on(t.userId, t.id)],
);

/**
 * The delivery log: one row per attempt to deliver an event to an endpoint (a retry and a redelivery are
 * attempts too), with the start of the receiver's answer. Goes with its endpoint.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    attempt: smallint('attempt').notNull(),
    at: at('at').notNull(),
    /** Null when no answer came (a refused address, a timeout, a connection that failed). */
    responseStatus: smallint('response_status'),
    /** The first WEBHOOK_RESPONSE_KEPT_BYTES of the answer. */
    responseBody: text('response_body').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [
    // the log of an endpoint, newest first; the attempts of one event (its next attempt's number)
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_attempts_event_idx').on(t.endpointId, t.eventId),
    // the purge of attempts older than WEBHOOK_LOG_DAYS reads the oldest first
    index('webhook_attempts_at_idx').on(t.at),
    // the contract's list (its names hold a dot, which db/one-of.ts does not take): constants, never input
    check(
      'webhook_attempts_event_type',
      sql`${t.eventType} in (${sql.raw(WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);
