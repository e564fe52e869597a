import { feeForDay } from '@simportal/contract/daily-fee';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { ledgerFor } from '../ledger/index.ts';
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
