import {
  type CarrierAction,
  type DeliveryRetryResult,
  FAILED_DELIVERIES_LIMIT,
  type FailedDeliveries,
} from '@simportal/contract/api/deliveries';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { quietChild } from '../../log.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { deliverCarrierCommands } from '../carrier/index.ts';
import { carrierCommands } from '../carrier/schema.ts';
import { deliverMail, REMOVED_BODY } from '../mail/index.ts';
import { mailOutbox } from '../mail/schema.ts';

interface CommandRow {
  id: number | string;
  card_id: number;
  card_number: string;
  action: CarrierAction;
  status: 'FAILED' | 'DEAD';
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  waiting_behind: number | string;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * What an administrator must see: the newest carrier commands and mails that failed (and are being retried)
 * or were given up, each with its error; for a command, how many later commands of its card wait behind it.
 */
export const listFailedDeliveries = async (ctx: AppContext): Promise<FailedDeliveries> => {
  const { db } = ctx.database;
  const commands = await selectRows<CommandRow>(
    db,
    sql`select c.id, c.card_id, s.card_number, c.action, c.status, c.attempts, c.last_error, c.created_at,
          c.next_attempt_at,
          (select count(*) from carrier_commands w
            where w.card_id = c.card_id and w.id > c.id and w.status <> 'DONE') as waiting_behind
        from carrier_commands c join sim_cards s on s.id = c.card_id
        where c.status in ('FAILED', 'DEAD')
        order by c.id desc
        limit ${FAILED_DELIVERIES_LIMIT}`,
  );
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['failed', 'dead']))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(FAILED_DELIVERIES_LIMIT);
  return {
    carrierCommands: commands.map((row) => ({
      id: Number(row.id),
      cardId: row.card_id,
      cardNumber: row.card_number,
      action: row.action,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: isoOf(row.created_at),
      nextAttemptAt: row.status === 'FAILED' ? isoOf(row.next_attempt_at) : null,
      waitingBehind: Number(row.waiting_behind),
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      toAddress: mail.toAddress,
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status as 'failed' | 'dead',
      attempts: mail.attempts,
      error: mail.error,
      createdAt: mail.createdAt.toISOString(),
      nextAttemptAt: mail.status === 'failed' ? mail.nextAttemptAt.toISOString() : null,
      retryable: mail.textBody !== REMOVED_BODY,
    })),
  };
};

/**
 * Sends a failed or given-up carrier command again, now: it goes back to PENDING with a fresh count of tries
 * (audited in the same transaction), then it and the card's commands that waited behind it are delivered at
 * once, in order, through the usual claim. Not found →
 * not_found; any other state (delivered, or being sent) → illegal_status_transition.
 */
export const retryCarrierCommand = async (
  ctx: AppContext,
  id: number,
  auditor: Auditor,
): Promise<DeliveryRetryResult> => {
  const { db } = ctx.database;
  const cardId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: carrierCommands.status,
        cardId: carrierCommands.cardId,
        action: carrierCommands.action,
      })
      .from(carrierCommands)
      .where(eq(carrierCommands.id, id))
      .for('update');
    if (!row) throw new DomainError('not_found');
    if (row.status !== 'FAILED' && row.status !== 'DEAD') {
      throw new DomainError('illegal_status_transition', { from: row.status, to: 'PENDING' });
    }
    await tx
      .update(carrierCommands)
      .set({ status: 'PENDING', attempts: 0, nextAttemptAt: ctx.clock.now(), lockedUntil: null })
      .where(eq(carrierCommands.id, id));
    await audit(tx, {
      ...auditor,
      action: 'delivery_retry',
      targetCardId: row.cardId,
      details: { kind: 'carrier_command', id, action: row.action, was: row.status },
      at: ctx.clock.now(),
    });
    return row.cardId;
  });
  // it, then the card's commands that waited behind it, in order
  const waiting = await db
    .select({ id: carrierCommands.id })
    .from(carrierCommands)
    .where(
      and(
        eq(carrierCommands.cardId, cardId),
        gte(carrierCommands.id, id),
        inArray(carrierCommands.status, ['PENDING', 'FAILED']),
      ),
    )
    .orderBy(asc(carrierCommands.id));
  await deliverCarrierCommands(
    ctx,
    waiting.map((row) => row.id),
    quietChild(ctx.log, { work: 'carrier command retry' }),
  );
  const [after] = await db
    .select({ status: carrierCommands.status })
    .from(carrierCommands)
    .where(eq(carrierCommands.id, id));
  return { id, status: after!.status as DeliveryRetryResult['status'] };
};

/**
 * Sends a failed or given-up mail again, now (audited), through the usual claim. A mail whose content was
 * removed (a withdrawn verification code) cannot be: illegal_status_transition, as for any other state.
 */
export const retryMail = async (
  ctx: AppContext,
  id: number,
  auditor: Auditor,
): Promise<DeliveryRetryResult> => {
  const { db } = ctx.database;
  const mail = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!row) throw new DomainError('not_found');
    const retryable = (row.status === 'failed' || row.status === 'dead') && row.textBody !== REMOVED_BODY;
    if (!retryable || ctx.mailer.mode !== 'smtp') {
      throw new DomainError('illegal_status_transition', { from: row.status, to: 'queued' });
    }
    await tx
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: ctx.clock.now(), lockedUntil: null })
      .where(eq(mailOutbox.id, id));
    await audit(tx, {
      ...auditor,
      action: 'delivery_retry',
      details: { kind: 'mail', id, mailKind: row.kind, was: row.status },
      at: ctx.clock.now(),
    });
    return row;
  });
  await deliverMail(
    ctx,
    { id, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
    { warn: () => {} },
  );
  const [after] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return { id, status: after!.status as DeliveryRetryResult['status'] };
};
