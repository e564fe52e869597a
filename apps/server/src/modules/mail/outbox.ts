import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { OutgoingMail } from './mailer.ts';

export interface QueuedMail extends OutgoingMail {
  id: number;
}

/** What stays of a delivered (or failed) mail's body: its content may hold a code, which must not linger. */
export const REMOVED_BODY = '(content removed after delivery)';

/**
 * Writes a mail to the outbox, inside the caller's transaction. In the embedded mode that is its delivery
 * (status kept); with SMTP it waits (queued) for deliverMail after the commit.
 */
export const enqueueMail = async (
  ctx: AppContext,
  tx: DbOrTx,
  mail: OutgoingMail & { kind: string; locale: string },
): Promise<QueuedMail> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      kind: mail.kind,
      locale: mail.locale,
      subject: mail.subject,
      textBody: mail.text,
      status: ctx.mailer.mode === 'smtp' ? 'queued' : 'kept',
      createdAt: ctx.clock.now(),
    })
    .returning({ id: mailOutbox.id });
  return { id: row!.id, to: mail.to, subject: mail.subject, text: mail.text };
};

/**
 * Delivers a queued mail over SMTP, outside any transaction, and records the outcome. True when delivered (or
 * when there is nothing to deliver in the embedded mode); false when the SMTP server refused or failed.
 */
export const deliverMail = async (
  ctx: AppContext,
  mail: QueuedMail,
  log: FastifyBaseLogger,
): Promise<boolean> => {
  if (ctx.mailer.mode !== 'smtp') return true;
  let error: string | null = null;
  try {
    await ctx.mailer.send(mail);
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
    log.warn({ mailId: mail.id, err: cause }, 'mail delivery failed');
  }
  await ctx.database.db
    .update(mailOutbox)
    .set({ status: error ? 'failed' : 'sent', error, textBody: REMOVED_BODY, processedAt: ctx.clock.now() })
    .where(eq(mailOutbox.id, mail.id));
  return error === null;
};

export const latestMails = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
