import { type CompanyDetails, type OperatorDetails, receiptNumberOf } from '@simportal/contract/api/papers';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { readOperatorDetails } from '../support/index.ts';
import { readCompanyDetails } from './company-details.ts';
import { receiptCounters, receipts } from './schema.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

/** What a receipt is issued for: a pay order just confirmed, as its row stands (modules/wallet). */
export interface PaidOrder {
  id: string;
  userId: number;
  reference: string;
  method: string;
  amountMinor: number;
  serviceFeeMinor: number;
  internationalFeeMinor: number;
  totalMinor: number;
}

/**
 * The next number of a business year, taken in the caller's transaction: the INSERT … ON CONFLICT DO UPDATE locks
 * the year's counter row until that transaction ends, so confirmations take their numbers one after the other, and
 * one that rolls back gives its number back with its row (no gap; a sequence would burn it). The first confirmation
 * of a year inserts the row; a second one racing it waits on the key, then increments what the first committed.
 */
const nextSeq = async (tx: Tx, year: number): Promise<number> => {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastSeq: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastSeq: sql`${receiptCounters.lastSeq} + 1` },
    })
    .returning({ seq: receiptCounters.lastSeq });
  return row!.seq;
};

/**
 * Issues the receipt of a pay order confirmed in `tx` (commands/top-up.ts), numbered R-<business year>-<seq>, and
 * says where its mail also goes (the customer's receipt address, or null). Called
 * last in the confirmation, so the counter's lock is held for the shortest time (every confirmation waits on it).
 * The operator's and the customer's details are copied as they stand: a receipt never changes after it is issued.
 */
export const issueReceipt = async (
  ctx: AppContext,
  tx: Tx,
  order: PaidOrder,
): Promise<ReceiptRow & { alsoMailTo: string | null }> => {
  const issuedAt = ctx.clock.now();
  const seller: OperatorDetails = await readOperatorDetails(tx);
  // the printed fields are frozen with the receipt; where its mail also goes is the customer's choice of today
  const { receiptEmail, ...buyer }: CompanyDetails = await readCompanyDetails(tx, order.userId);
  const year = Number(isoDateInTimeZone(issuedAt, ctx.config.BILLING_TZ).slice(0, 4));
  const seq = await nextSeq(tx, year);
  const [row] = await tx
    .insert(receipts)
    .values({
      year,
      seq,
      number: receiptNumberOf(year, seq),
      payOrderId: order.id,
      userId: order.userId,
      reference: order.reference,
      method: order.method,
      amountMinor: order.amountMinor,
      serviceFeeMinor: order.serviceFeeMinor,
      internationalFeeMinor: order.internationalFeeMinor,
      totalMinor: order.totalMinor,
      currency: ctx.config.CURRENCY,
      issuedAt,
      seller,
      buyer,
    })
    .returning();
  return { ...row!, alsoMailTo: receiptEmail || null };
};

/** One of the customer's receipts by its number; undefined for another customer's or none. */
export const receiptOf = async (
  db: DbOrTx,
  userId: number,
  number: string,
): Promise<ReceiptRow | undefined> =>
  (
    await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.number, number), eq(receipts.userId, userId)))
  )[0];

/** The receipt of a pay order, if it was confirmed. */
export const receiptOfPayOrder = async (db: DbOrTx, payOrderId: string): Promise<ReceiptRow | undefined> =>
  (await db.select().from(receipts).where(eq(receipts.payOrderId, payOrderId)))[0];

/** The customer's receipts, newest first, at most `limit`. */
export const receiptsOf = (db: DbOrTx, userId: number, limit: number): Promise<ReceiptRow[]> =>
  db
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id))
    .limit(limit);

/** Every receipt of an account (the data export). */
export const allReceiptsOf = (db: DbOrTx, userId: number): Promise<ReceiptRow[]> =>
  db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(receipts.year, receipts.seq);
