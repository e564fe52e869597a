import { MAIL_STATES } from '@simportal/contract/api/deliveries';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every mail the portal sends, written in the same transaction as what caused it. With SMTP it is delivered
 * right after that commit, and retried with backoff by the delivery worker until it is sent (the body is then
 * blanked so no code stays readable) or given up (dead, shown to administrators); without SMTP it stays here
 * (status kept) for the dev mailbox page and the log. Statuses: queued, sending (claimed until
 * `locked_until`), failed (waiting for `next_attempt_at`), sent, dead, kept.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    /** What the mail is, e.g. verification_code. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: MAIL_STATES }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('queued', 'failed', 'sending')`),
    // The mails that need a person (Admin Management › Overview counts them): few, while sent mails pile up.
    index('mail_outbox_failed_idx').on(t.status).where(sql`${t.status} in ('failed', 'dead')`),
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sending', 'failed', 'sent', 'dead', 'kept')`),
  ],
);
