import type { MailDetails } from '@simportal/contract/api/deliveries';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { deliveryHandler, forgetDeliveries, latestDeliveries, queueDeliveries } from '../deliveries/index.ts';
import type { OutgoingMail } from './mailer.ts';

/** What a mail's delivery holds (modules/deliveries): everything the Mailer needs, and what the mail is. */
const mailPayload = z.object({
  to: z.string(),
  /** What the mail is, e.g. verification_code. */
  mailKind: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type StoredMail = z.infer<typeof mailPayload>;

export interface QueuedMail extends OutgoingMail {
  /** Its delivery's id, for deliverNow after the commit. */
  id: number;
}

/** What stays of a delivered (or withdrawn) mail's body: its content may hold a code, which must not linger. */
export const REMOVED_BODY = '(content removed after delivery)';

type MailToQueue = OutgoingMail & { kind: string; locale: string };

/**
 * Queues mails as deliveries of kind mail, inside the caller's transaction, a batch of rows per statement (the
 * daily run queues a night's mails at once). In the embedded mode (no SMTP) that is their delivery: they are
 * kept, for the dev mailbox and the log; with SMTP they wait (queued) for deliverNow after the commit, or for the
 * delivery worker. Answers them in order, with their ids.
 */
export const enqueueMails = async (
  ctx: AppContext,
  tx: DbOrTx,
  mails: MailToQueue[],
): Promise<QueuedMail[]> => {
  const ids = await queueDeliveries(
    tx,
    'mail',
    mails.map((mail) => ({
      payload: {
        to: mail.to,
        mailKind: mail.kind,
        locale: mail.locale,
        subject: mail.subject,
        text: mail.text,
      } satisfies StoredMail,
    })),
    { at: ctx.clock.now(), keep: !mailHandler.canSend(ctx) },
  );
  return mails.map((mail, i) => ({ id: ids[i]!, to: mail.to, subject: mail.subject, text: mail.text }));
};

/** What a stored mail is (its `mailKind`), from a delivery's payload; null for a payload that is no mail. */
export const mailKindOf = (payload: unknown): string | null => {
  const parsed = mailPayload.safeParse(payload);
  return parsed.success ? parsed.data.mailKind : null;
};

/** enqueueMails for one mail. */
export const enqueueMail = async (ctx: AppContext, tx: DbOrTx, mail: MailToQueue): Promise<QueuedMail> =>
  (await enqueueMails(ctx, tx, [mail]))[0]!;

/**
 * How the outbox sends a mail: through the Mailer, only with SMTP (without it mails are kept, never claimed).
 * Once sent, or withdrawn, its body is blanked: no code stays readable; such a mail cannot be sent again.
 */
export const mailHandler = deliveryHandler('mail', {
  payload: mailPayload,
  canSend: (ctx) => ctx.mailer.mode === 'smtp',
  send: (ctx, mail) => ctx.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text }),
  spent: (mail) => ({ ...mail, text: REMOVED_BODY }),
  retryable: (mail) => mail.text !== REMOVED_BODY,
  describe: async (_db, mails): Promise<MailDetails[]> =>
    mails.map((mail) => ({ toAddress: mail.to, mailKind: mail.mailKind, subject: mail.subject })),
});

/** The newest mails, as the dev mailbox shows them. */
export const latestMails = async (db: DbOrTx, limit: number) =>
  (await latestDeliveries(db, 'mail', limit)).map((row) => ({
    state: row.state,
    createdAt: row.createdAt,
    ...mailPayload.parse(row.payload),
  }));

/**
 * Forgets every mail to an address whose account is being deleted, inside the deletion's transaction (docs/
 * decisions/0040): sent ones held the person's address and what was said to them, waiting ones would reach a
 * person who asked to be forgotten. Mails are no money record: nothing else needs them.
 */
export const forgetMailsTo = (tx: DbOrTx, address: string) => forgetDeliveries(tx, 'mail', 'to', address);
