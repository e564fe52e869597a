import type { ActivityReason } from '@simportal/contract/api/wallet';
import { isIsoDate, isoDateInTimeZone } from '@simportal/contract/calendar-date';
import type { ActivityType } from '@simportal/contract/enums';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { hashRequest, replayOf } from '../idempotency/index.ts';
import { activities, balances } from './schema.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** What every ledger entry names. `amountMinor` is the size of the change (> 0); the ledger applies the sign. */
interface EntryBase {
  userId: number;
  amountMinor: number;
  reason: ActivityReason;
  /**
   * Unique across the whole ledger: the same key never changes a balance twice. Namespace it by what causes
   * the change and make it deterministic for retries: `pay-order:<id>`, `daily-fee:<cardId>:<date>`,
   * `add-on:<orderId>`, `admin-recharge:<adminId>:<Idempotency-Key>`.
   */
  idempotencyKey: string;
  /** Free text shown with the reason (an administrator's reason for a manual recharge). */
  note?: string | null;
  /** The administrator who made the change, for the record. */
  actorUserId?: number | null;
  /** The business day to book on (ISO date); today in BILLING_TZ by default. A daily fee passes its day. */
  tradeDate?: string;
}

export interface CreditEntry extends EntryBase {
  type: Extract<ActivityType, 'TOP_UP'>;
  cardId?: number | null;
  payOrderId?: string | null;
}

export interface DebitEntry extends EntryBase {
  type: Extract<ActivityType, 'ESIM_APPLY' | 'DAILY_FEE' | 'ADD_ON_PURCHASE'>;
  cardId?: number | null;
}

export interface RefundEntry extends EntryBase {
  /** The debit given (partly) back; it must be the same user's. Its card is copied onto the refund. */
  refundsActivityId: number;
}

export interface LedgerResult {
  /** The activity written, or on a replay the one written by the first request with this key. */
  activity: ActivityRow;
  /** True when the key had been used by the same request before: nothing changed this time. */
  replayed: boolean;
}

/**
 * The one owner of every balance change (ARCHITECTURE §3). Each call runs inside the caller's transaction
 * (so the change commits or rolls back with the rest of the caller's work), writes exactly one activity row,
 * and moves the customer's balance (the balances table) by the same signed amount, recording the balance after it.
 *
 *   const ledger = createLedger({ timeZone: ctx.config.BILLING_TZ, clock: ctx.clock });
 *   await db.transaction((tx) =>
 *     ledger.debit(tx, { userId, type: 'ADD_ON_PURCHASE', reason: 'add_on_purchase', amountMinor: 300,
 *       cardId, idempotencyKey: `add-on:${orderId}` }));
 *
 * Errors (DomainError): insufficient_credit (409, data { requiredMinor, balanceMinor }) when a debit is more
 * than the balance; idempotency_conflict (409) when the key was used for a different request; user_not_exist
 * (404); for refunds not_found (the debit is not the user's) and refund_not_allowed (409, data
 * { refundableMinor }). A wrong amount or key is a programming error: RangeError.
 *
 * Transactions must be READ COMMITTED (the default): a retry waiting on the key's lock then sees the row.
 */
export interface Ledger {
  credit(tx: Tx, entry: CreditEntry): Promise<LedgerResult>;
  debit(tx: Tx, entry: DebitEntry): Promise<LedgerResult>;
  refund(tx: Tx, entry: RefundEntry): Promise<LedgerResult>;
}

const MAX_KEY_LENGTH = 200;

const assertEntry = (entry: EntryBase) => {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor < 1) {
    throw new RangeError(
      `Ledger amount must be a positive whole number of minor units: ${entry.amountMinor}`,
    );
  }
  if (entry.idempotencyKey.length === 0 || entry.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new RangeError('Ledger idempotency key must be 1 to 200 characters');
  }
  if (entry.tradeDate !== undefined && !isIsoDate(entry.tradeDate)) {
    throw new RangeError(`Ledger trade date must be an ISO date: ${entry.tradeDate}`);
  }
};

/**
 * A key already in the ledger (the portal's one idempotency mechanism, modules/idempotency): the same request →
 * its row again, another request → idempotency_conflict; a retry waits for the first to commit.
 */
const findReplay = async (tx: Tx, key: string, requestHash: string): Promise<LedgerResult | null> => {
  const existing = await replayOf(
    tx,
    key,
    async () => (await tx.select().from(activities).where(eq(activities.idempotencyKey, key)))[0],
    (earlier) => earlier.requestHash === requestHash,
    key,
  );
  return existing ? { activity: existing, replayed: true } : null;
};

const currentBalance = async (tx: Tx, userId: number): Promise<number | null> => {
  const [row] = await tx
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, userId));
  return row?.balance ?? null;
};

export const createLedger = (options: { timeZone: string; clock: Clock }): Ledger => {
  const write = async (
    tx: Tx,
    entry: EntryBase & {
      type: ActivityType;
      signedAmount: number;
      newBalance: number;
      cardId?: number | null;
      payOrderId?: string | null;
      refundsActivityId?: number | null;
      requestHash: string;
    },
  ): Promise<LedgerResult> => {
    const now = options.clock.now();
    const [activity] = await tx
      .insert(activities)
      .values({
        userId: entry.userId,
        type: entry.type,
        amountMinor: entry.signedAmount,
        balanceAfterMinor: entry.newBalance,
        reason: entry.reason,
        note: entry.note ?? null,
        cardId: entry.cardId ?? null,
        payOrderId: entry.payOrderId ?? null,
        refundsActivityId: entry.refundsActivityId ?? null,
        actorUserId: entry.actorUserId ?? null,
        tradeDate: entry.tradeDate ?? isoDateInTimeZone(now, options.timeZone),
        createdAt: now,
        idempotencyKey: entry.idempotencyKey,
        requestHash: entry.requestHash,
      })
      .returning();
    return { activity: activity!, replayed: false };
  };

  /**
   * Adds to the balance; used by credit and refund once their own checks passed. Money in never widens how far
   * below zero the balance may go: the overdraft shrinks to what the new balance still owes (0 once it is not
   * below zero), and only the daily run gives an open bridge its room back (overdraft.ts).
   */
  const addToBalance = async (tx: Tx, userId: number, amount: number): Promise<number> => {
    const [row] = await tx
      .update(balances)
      .set({
        balance: sql`${balances.balance} + ${amount}`,
        overdraft: sql`least(${balances.overdraft}, greatest(0, -(${balances.balance} + ${amount})))`,
      })
      .where(eq(balances.userId, userId))
      .returning({ balance: balances.balance });
    if (!row) throw new DomainError('user_not_exist');
    return row.balance;
  };

  /** Everything that makes two requests "the same": a retry must repeat all of it. */
  const hashOf = (
    entry: EntryBase,
    refs: {
      type: ActivityType;
      cardId?: number | null;
      payOrderId?: string | null;
      refundsActivityId?: number;
    },
  ) =>
    hashRequest({
      userId: entry.userId,
      type: refs.type,
      amountMinor: entry.amountMinor,
      reason: entry.reason,
      note: entry.note,
      actorUserId: entry.actorUserId,
      tradeDate: entry.tradeDate,
      cardId: refs.cardId,
      payOrderId: refs.payOrderId,
      refundsActivityId: refs.refundsActivityId,
    });

  return {
    async credit(tx, entry) {
      assertEntry(entry);
      const requestHash = hashOf(entry, entry);
      const replay = await findReplay(tx, entry.idempotencyKey, requestHash);
      if (replay) return replay;
      const newBalance = await addToBalance(tx, entry.userId, entry.amountMinor);
      return write(tx, { ...entry, signedAmount: entry.amountMinor, newBalance, requestHash });
    },

    async debit(tx, entry) {
      assertEntry(entry);
      const requestHash = hashOf(entry, entry);
      const replay = await findReplay(tx, entry.idempotencyKey, requestHash);
      if (replay) return replay;
      // The one conditional UPDATE: concurrent debits serialise on the row, and each re-checks the condition
      // against the balance the previous one left, so the balance can never go below zero.
      const [row] = await tx
        .update(balances)
        .set({ balance: sql`${balances.balance} - ${entry.amountMinor}` })
        .where(and(eq(balances.userId, entry.userId), gte(balances.balance, entry.amountMinor)))
        .returning({ balance: balances.balance });
      if (!row) {
        const balance = await currentBalance(tx, entry.userId);
        if (balance === null) throw new DomainError('user_not_exist');
        throw new DomainError('insufficient_credit', {
          requiredMinor: entry.amountMinor,
          balanceMinor: balance,
        });
      }
      return write(tx, { ...entry, signedAmount: -entry.amountMinor, newBalance: row.balance, requestHash });
    },

    async refund(tx, entry) {
      assertEntry(entry);
      const requestHash = hashOf(entry, { type: 'REFUND', refundsActivityId: entry.refundsActivityId });
      const replay = await findReplay(tx, entry.idempotencyKey, requestHash);
      if (replay) return replay;
      // Locking the debit serialises refunds of it, so together they can never exceed it.
      const [original] = await tx
        .select()
        .from(activities)
        .where(eq(activities.id, entry.refundsActivityId))
        .for('update');
      if (!original || original.userId !== entry.userId) throw new DomainError('not_found');
      const [refunded] = await tx
        .select({ total: sql<string>`coalesce(sum(${activities.amountMinor}), 0)::text` })
        .from(activities)
        .where(eq(activities.refundsActivityId, original.id));
      const refundableMinor = original.amountMinor < 0 ? -original.amountMinor - Number(refunded!.total) : 0;
      if (entry.amountMinor > refundableMinor) {
        throw new DomainError('refund_not_allowed', { refundableMinor });
      }
      const newBalance = await addToBalance(tx, entry.userId, entry.amountMinor);
      return write(tx, {
        ...entry,
        type: 'REFUND',
        signedAmount: entry.amountMinor,
        newBalance,
        cardId: original.cardId,
        refundsActivityId: original.id,
        requestHash,
      });
    },
  };
};

/** The ledger of the running app: business days in BILLING_TZ, time from the app's clock. */
export const ledgerFor = (ctx: { config: { BILLING_TZ: string }; clock: Clock }): Ledger =>
  createLedger({ timeZone: ctx.config.BILLING_TZ, clock: ctx.clock });

/** The TOP_UP that credited a pay order (one at most: a unique index), to answer a confirmation again. */
export const creditOfPayOrder = async (db: DbOrTx, payOrderId: string): Promise<ActivityRow | undefined> =>
  (await db.select().from(activities).where(eq(activities.payOrderId, payOrderId)))[0];

/** The entry written under an idempotency key, to answer a retried request with it; undefined when none was. */
export const activityByKey = async (db: DbOrTx, idempotencyKey: string): Promise<ActivityRow | undefined> =>
  (await db.select().from(activities).where(eq(activities.idempotencyKey, idempotencyKey)))[0];

/** A card's first DAILY_FEE (the first day of the plan it was bought with), or undefined before any. */
export const firstDailyFeeOf = async (db: DbOrTx, cardId: number): Promise<ActivityRow | undefined> =>
  (
    await db
      .select()
      .from(activities)
      .where(and(eq(activities.cardId, cardId), eq(activities.type, 'DAILY_FEE')))
      .orderBy(asc(activities.id))
      .limit(1)
  )[0];

/** One entry by its id, or undefined. Entries never change, so no lock: the refund locks the debit itself. */
export const activityById = async (db: DbOrTx, id: number): Promise<ActivityRow | undefined> =>
  (await db.select().from(activities).where(eq(activities.id, id)))[0];
