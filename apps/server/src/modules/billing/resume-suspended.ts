import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { quietChild } from '../../log.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import { findPlans } from '../catalog/index.ts';
import { deliverNow } from '../deliveries/index.ts';
import { lockBalance } from '../ledger/index.ts';
import { lockSuspendedCards, transitionCard } from '../sims/index.ts';
import { chargeCardDay } from './daily-fee-charge.ts';
import { endLifelinesOnTopUp } from './lifelines.ts';

/**
 * Resumes the customer's cards that were SUSPENDed for lack of credit, now that their balance grew: called
 * inside the transaction of every TOP_UP credit (admin recharge, pay order confirmation, StarterPack credit).
 * In card order (the daily run's order), each card's fee of today is charged and the card is back in use;
 * the first card the balance cannot cover stops the resumption, so the next top-up resumes the rest. A card
 * whose day was already paid resumes without a second charge. Then the cards on a lifeline pay their day and are
 * back at full speed (lifelines.ts). Returns the carrier commands (RESUME) to
 * deliver after the commit with deliverBillingCommands; `resumeSuspendedCardsTelling` also the resumed cards'
 * numbers, for the customer's mail.
 */
export const resumeSuspendedCards = async (ctx: AppContext, tx: Tx, userId: number): Promise<number[]> =>
  (await resumeSuspendedCardsTelling(ctx, tx, userId)).commandIds;

export const resumeSuspendedCardsTelling = async (
  ctx: AppContext,
  tx: Tx,
  userId: number,
): Promise<{ commandIds: number[]; cardNumbers: string[] }> => {
  await lockBalance(tx, userId);
  const day = businessDayOf(ctx);
  // suspended for lack of credit: a top-up answers that reason only
  const suspended = (await lockSuspendedCards(tx, userId)).filter(
    (card) => card.suspendReason === null || card.suspendReason === 'insufficient_credit',
  );
  const plans = await findPlans(tx, [...new Set(suspended.map((card) => card.currentPlanId!))]);
  const commandIds: number[] = [];
  const cardNumbers: string[] = [];
  let short = false;
  for (const card of suspended) {
    const plan = plans.get(card.currentPlanId!)!;
    try {
      await chargeCardDay(ctx, tx, { id: card.id, userId }, plan, card.cycleStartDay, day);
    } catch (error) {
      if (error instanceof DomainError && error.key === 'insufficient_credit') {
        short = true;
        break;
      }
      throw error;
    }
    await transitionCard(tx, card, 'USING', { suspendReason: null });
    commandIds.push(await queueCarrierCommand(tx, { cardId: card.id, iccid: card.iccid }, 'RESUME'));
    cardNumbers.push(card.cardNumber);
  }
  // then the cards slowed on a lifeline (decision 0096): back at full speed once their day is paid
  if (short) return { commandIds, cardNumbers };
  const lifelines = await endLifelinesOnTopUp(ctx, tx, userId, day);
  return {
    commandIds: [...commandIds, ...lifelines.commandIds],
    cardNumbers: [...cardNumbers, ...lifelines.cardNumbers],
  };
};

/** Tells the carrier about cards billing resumed (or stopped), after the commit (never throws). */
export const deliverBillingCommands = (ctx: AppContext, commandIds: number[]) =>
  // failures only: each success is in its delivery's row
  deliverNow(ctx, commandIds, quietChild(ctx.log, { work: 'billing carrier commands' }));
