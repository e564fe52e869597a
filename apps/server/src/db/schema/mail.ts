import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every mail the portal sends, written in the same transaction as what caused it. With SMTP it is delivered
 * right after that commit (status sent or failed, and the body is then blanked so no code stays readable);
 * without SMTP it stays here (status kept) for the dev mailbox page and the log.
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
    status: text('status').notNull(),
    error: text('error'),
    createdAt: at('created_at').notNull(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed', 'kept')`),
  ],
);
