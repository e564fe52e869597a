import type { MailState } from '@simportal/contract/api/deliveries';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { CLAIM_LEASE_MS, retryDelayMs } from '../../delivery-retry.ts';
import type { OutgoingMail } from './mailer.ts';
import { mailOutbox } from './schema.ts';

export interface QueuedMail extends OutgoingMail {
  id: number;
}

/** What stays of a delivered (or failed) mail's body: its content may hold a code, which must not linger. */
export const REMOVED_BODY = '(content removed after delivery)';

type MailToQueue = OutgoingMail & { kind: string; locale: string };

/** Rows per INSERT: a night's run queues thousands, and one statement's parameters are bounded. */
const QUEUE_BATCH = 500;

/**
 * Writes mails to the outbox, inside the caller's transaction, a batch per statement (the daily run queues a
 * night's mails at once). In the embedded mode that is their delivery (status kept); with SMTP they wait
 * (queued) for deliverMail after the commit, or for the delivery worker. Answers them in order, with their ids.
 */
export const enqueueMails = async (
  ctx: AppContext,
  tx: DbOrTx,
  mails: MailToQueue[],
): Promise<QueuedMail[]> => {
  const status: MailState = ctx.mailer.mode === 'smtp' ? 'queued' : 'kept';
  const createdAt = ctx.clock.now();
  const queued: QueuedMail[] = [];
  for (let start = 0; start < mails.length; start += QUEUE_BATCH) {
    const batch = mails.slice(start, start + QUEUE_BATCH);
    const ids = await tx
      .insert(mailOutbox)
      .values(
        batch.map((mail) => ({
          toAddress: mail.to,
          kind: mail.kind,
          locale: mail.locale,
          subject: mail.subject,
          textBody: mail.text,
          status,
          createdAt,
        })),
      )
      .returning({ id: mailOutbox.id });
    ids.forEach((row, i) => {
      const mail = batch[i]!;
      queued.push({ id: row.id, to: mail.to, subject: mail.subject, text: mail.text });
    });
  }
  return queued;
};

/** enqueueMails for one mail. */
export const enqueueMail = async (ctx: AppContext, tx: DbOrTx, mail: MailToQueue): Promise<QueuedMail> =>
  (await enqueueMails(ctx, tx, [mail]))[0]!;

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

/**
 * Takes up to `limit` due mails for this process, in one statement safe across instances: queued, failed and
 * due for its next try, or claimed by a process that stopped answering (sending past its lease). Mails another
 * process is claiming at the same moment are skipped.
 */
const claimMails = (db: DbOrTx, now: Date, limit: number, ids: number[] | null) =>
  selectRows<ClaimedMail>(
    db,
    sql`update mail_outbox set status = 'sending', attempts = attempts + 1,
          locked_until = ${timestamptz(new Date(now.getTime() + CLAIM_LEASE_MS))}
        where id in (
          select m.id from mail_outbox m
          where (m.status = 'queued'
                 or (m.status = 'failed' and m.next_attempt_at <= ${timestamptz(now)})
                 or (m.status = 'sending' and m.locked_until < ${timestamptz(now)}))
            ${ids === null ? sql`` : sql`and m.id in ${ids}`}
          order by m.id
          limit ${limit}
          for update skip locked)
        returning id, to_address, subject, text_body, attempts`,
  );

/**
 * Sends one claimed mail and records the outcome: sent (the body is removed: it may hold a code), or failed
 * with its next try, or dead after the last try. `retry: false` gives up at the first failure and removes the
 * body too (a verification code whose sending failed is withdrawn; sending it later would be useless).
 */
const sendClaimed = async (
  ctx: AppContext,
  mail: ClaimedMail,
  log: Pick<FastifyBaseLogger, 'warn'>,
  retry: boolean,
): Promise<boolean> => {
  const now = ctx.clock.now();
  try {
    await ctx.mailer.send({ to: mail.to_address, subject: mail.subject, text: mail.text_body });
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'sent', error: null, textBody: REMOVED_BODY, lockedUntil: null, processedAt: now })
      .where(eq(mailOutbox.id, Number(mail.id)));
    return true;
  } catch (cause) {
    const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
    const dead = !retry || mail.attempts >= ctx.config.JOB_MAX_ATTEMPTS;
    log.warn(
      { mailId: mail.id, attempts: mail.attempts, err: cause },
      dead ? 'mail given up' : 'mail delivery failed; retried later',
    );
    await ctx.database.db
      .update(mailOutbox)
      .set({
        status: dead ? 'dead' : 'failed',
        error,
        lockedUntil: null,
        processedAt: now,
        nextAttemptAt: new Date(
          now.getTime() + retryDelayMs(mail.attempts, ctx.config.JOB_RETRY_BASE_SECONDS),
        ),
        ...(retry ? {} : { textBody: REMOVED_BODY }),
      })
      .where(eq(mailOutbox.id, Number(mail.id)));
    return false;
  }
};

/**
 * Delivers a queued mail over SMTP right after the commit that wrote it, through the same claim as the worker.
 * True when delivered (or when there is nothing to deliver in the embedded mode, or another process has it);
 * false when the SMTP server refused or failed: the mail stays for the worker's retries, unless `retry` is
 * false (see sendClaimed).
 */
export const deliverMail = async (
  ctx: AppContext,
  mail: QueuedMail,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { retry?: boolean } = {},
): Promise<boolean> => {
  if (ctx.mailer.mode !== 'smtp') return true;
  const [claimed] = await claimMails(ctx.database.db, ctx.clock.now(), 1, [mail.id]);
  if (!claimed) return true;
  return sendClaimed(ctx, claimed, log, options.retry ?? true);
};

/** The delivery worker's part: every due mail, oldest first, `batch` at a time. Returns how many were sent. */
export const deliverDueMails = async (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  batch = 50,
): Promise<number> => {
  if (ctx.mailer.mode !== 'smtp') return 0;
  let sent = 0;
  try {
    for (let round = 0; round < 10; round++) {
      const claimed = await claimMails(ctx.database.db, ctx.clock.now(), batch, null);
      if (claimed.length === 0) break;
      for (const mail of claimed) if (await sendClaimed(ctx, mail, log, true)) sent += 1;
    }
  } catch (error) {
    log.error({ err: error }, 'the outbox could not be read or recorded; the worker tries again');
  }
  return sent;
};

export const latestMails = (db: DbOrTx, limit: number) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);

/**
 * Forgets every mail to an address whose account is being deleted, inside the deletion's transaction (docs/
 * decisions/0040): sent ones held the person's address and what was said to them, waiting ones would reach a
 * person who asked to be forgotten. Mails are no money record: nothing else needs them.
 */
export const forgetMailsTo = async (tx: DbOrTx, address: string) => {
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, address));
};
