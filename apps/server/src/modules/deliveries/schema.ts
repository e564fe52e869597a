import { DELIVERY_KINDS, DELIVERY_STATES } from '@simportal/contract/api/deliveries';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/one-of.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The one outbox (docs/decisions/0052): everything the portal must tell the outside world after a commit, written
 * in the same transaction as the change it follows and delivered after the commit by the kind's handler (a
 * carrier command through the CarrierAdapter, a mail through the Mailer). One claim, lease, backoff and dead state
 * for every kind (claim.ts, deliver.ts); the payload is the kind's own, validated by its handler.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    /**
     * Deliveries with the same key go out in the order they were queued (a card's commands: `card:<id>`): one
     * is claimed only when no earlier one with its key is undelivered, a dead one included. Null: no order.
     */
    orderingKey: text('ordering_key'),
    /** What the kind's handler needs to send it; a mail's body is blanked once sent (no code stays readable). */
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued, sending (claimed until `lockedUntil`), failed (waiting for `nextAttemptAt`), delivered, dead, kept. */
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a failed delivery may be tried again. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While sending: until when the process that claimed it holds it; after that another may take it over. */
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A queued delivery waits until then (a push held by its recipient's quiet hours, issue #68); null: at once. */
    notBefore: at('not_before'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    // the claim: what may be due is few beside what was delivered
    index('deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} in ('queued', 'failed', 'sending')`),
    // the order per key (an earlier undelivered one) and the admin list's "waiting behind"
    index('deliveries_ordering_idx').on(t.orderingKey, t.id).where(sql`${t.orderingKey} is not null`),
    // the failed deliveries list and the overview's counts: few, while delivered ones pile up
    index('deliveries_failed_idx').on(t.id).where(sql`${t.state} in ('failed', 'dead')`),
    // /metrics counts every kind by state at each scrape: an index-only scan, not the table
    index('deliveries_kind_state_idx').on(t.kind, t.state),
    // the dev mailbox (newest mails first) and erasing the mails to an address (the mail handler's `to`)
    index('deliveries_mail_created_idx').on(t.createdAt, t.id).where(sql`${t.kind} = 'mail'`),
    index('deliveries_mail_to_idx').on(sql`(${t.payload} ->> 'to')`).where(sql`${t.kind} = 'mail'`),
    check('deliveries_kind', oneOf(t.kind, DELIVERY_KINDS)),
    check(
      'deliveries_state',
      sql`${t.state} in ('queued', 'sending', 'failed', 'delivered', 'dead', 'kept')`,
    ),
  ],
);
