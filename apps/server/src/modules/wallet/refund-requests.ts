import type { RefundEvidenceSeen, RefundRequest } from '@simportal/contract/api/refunds';
import type { RefundStatus } from '@simportal/contract/refund-rule';
import { and, asc, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { userAccounts } from '../users/index.ts';
import { refundRequests } from './schema.ts';

// The refund requests (decision 0101): one per purchase, written by commands/refunds.ts in the transaction that
// credits or queues it, read by the customer's Activities page and by Admin Management's queue.

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type NewRefundRequest = Omit<RefundRequestRow, 'id' | 'decidedBy' | 'declineNote' | 'decidedAt'> & {
  decidedAt: Date | null;
};

/** The request made for a purchase, if any (one at most: the unique activity_id). */
export const refundRequestOf = async (db: DbOrTx, activityId: number) =>
  (await db.select().from(refundRequests).where(eq(refundRequests.activityId, activityId)))[0];

export const insertRefundRequest = async (tx: Tx, row: NewRefundRequest): Promise<RefundRequestRow> =>
  (await tx.insert(refundRequests).values(row).returning())[0]!;

/** Whose request it is, read without a lock (a request never changes hands), to lock the account first. */
export const refundRequestOwner = async (db: DbOrTx, id: number): Promise<number | undefined> =>
  (
    await db.select({ userId: refundRequests.userId }).from(refundRequests).where(eq(refundRequests.id, id))
  )[0]?.userId;

/** A request, locked for its decision (taken after its customer's account and balance, ledger's lock order). */
export const lockRefundRequest = async (tx: Tx, id: number) =>
  (await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update'))[0];

/** Moves a WAITING request to CREDITED or DECLINED; the UPDATE names WAITING, so a request is decided once. */
export const decideRefundRequest = async (
  tx: Tx,
  id: number,
  decision: {
    status: Exclude<RefundStatus, 'WAITING'>;
    by: number;
    at: Date;
    refundActivityId?: number;
    note?: string;
  },
) =>
  (
    await tx
      .update(refundRequests)
      .set({
        status: decision.status,
        decidedBy: decision.by,
        decidedAt: decision.at,
        refundActivityId: decision.refundActivityId ?? null,
        declineNote: decision.note ?? null,
      })
      .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'WAITING')))
      .returning()
  )[0];

/** How many of a customer's requests were credited at once (no administrator) since `since`. */
export const refundsAtOnceSince = async (db: DbOrTx, userId: number, since: Date): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.userId, userId),
          eq(refundRequests.status, 'CREDITED'),
          isNull(refundRequests.decidedBy),
          gte(refundRequests.createdAt, since),
        ),
      )
  )[0]!.n;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A request as its customer reads it. */
export const toRefundRequest = (
  row: RefundRequestRow,
  currency: string,
  cardNumber: string | null,
): RefundRequest => ({
  id: row.id,
  activityId: row.activityId,
  kind: row.kind,
  amountMinor: row.amountMinor,
  currency,
  cardNumber,
  reason: row.reason,
  note: row.note,
  status: row.status,
  ground: row.ground,
  evidence: row.evidence as RefundEvidenceSeen,
  refundActivityId: row.refundActivityId,
  declineNote: row.declineNote,
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
});

/** A customer's requests, newest first (at most 200: a purchase is refundable for 30 days). */
export const refundRequestsOf = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.id))
    .limit(200);

/** Admin Management's queue: the requests in `status`, oldest first, with their customers (at most 200). */
export const refundQueue = async (db: DbOrTx, status: RefundStatus) =>
  db
    .select({ request: refundRequests, username: userAccounts.username, email: userAccounts.email })
    .from(refundRequests)
    .innerJoin(userAccounts, eq(userAccounts.id, refundRequests.userId))
    .where(eq(refundRequests.status, status))
    .orderBy(status === 'WAITING' ? asc(refundRequests.createdAt) : desc(refundRequests.decidedAt))
    .limit(200);

/**
 * The requests waiting for an administrator's review counted, as a scalar subquery for the dashboard's queues
 * (one round trip, beside the waiting pay orders): read on refund_requests_waiting_idx.
 */
export const waitingRefundsCountSql = (): SQL =>
  sql`(select count(*) from refund_requests where status = 'WAITING')`;
