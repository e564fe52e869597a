import { feeForDay } from '@simportal/contract/daily-fee';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ledgerFor } from '../ledger/index.ts';
import { users } from '../users/schema.ts';
import { isDayCharged } from './day-charged.ts';
import { dailyFeeKey } from './fee-sql.ts';

export interface FeeCard {
  id: number;
  userId: number;
}

export interface FeePlanRow {
  priceMinor: number;
  cycleDays: number;
}

// every order, purchase and activation takes it: prepared (db/prepared.ts)
const balanceLock = preparedPerDatabase((db) =>
  db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_balance'),
);

/**
 * Locks the customer's balance row for the rest of the transaction. Every billing change takes it FIRST (then
 * the card): the daily run locks the same rows before it charges, so a per-card charge here and the run's
 * set-based charge of the same day are serialised and the later one sees the earlier one's activity.
 */
export const lockBalance = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await balanceLock(tx).execute({ userId });
  if (!row) throw new DomainError('user_not_exist');
  return row.balance;
};

export interface DayCharge {
  /** What was debited now (0 when the day was already paid or costs nothing). */
  chargedMinor: number;
  alreadyCharged: boolean;
}

/**
 * Charges one card's DAILY_FEE for `day` through the ledger, at most once per (card, day): the caller holds
 * the balance lock (lockBalance), so the check for an existing charge cannot race the run's. Throws
 * insufficient_credit (nothing written) when the balance does not cover it.
 */
export const chargeCardDay = async (
  ctx: AppContext,
  tx: Tx,
  card: FeeCard,
  plan: FeePlanRow,
  cycleStartDay: string | null,
  day: string,
): Promise<DayCharge> => {
  if (await isDayCharged(tx, card.id, day)) return { chargedMinor: 0, alreadyCharged: true };
  const amount = feeForDay(plan, cycleStartDay, day);
  if (amount === 0) return { chargedMinor: 0, alreadyCharged: false };
  await ledgerFor(ctx).debit(tx, {
    userId: card.userId,
    type: 'DAILY_FEE',
    reason: 'daily_fee',
    amountMinor: amount,
    cardId: card.id,
    tradeDate: day,
    idempotencyKey: dailyFeeKey(card.id, day),
  });
  return { chargedMinor: amount, alreadyCharged: false };
};
