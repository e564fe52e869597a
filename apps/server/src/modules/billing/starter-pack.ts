import type { StarterPackConversion } from '@simportal/contract/api/billing';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { daysBetween, feeForDays } from '@simportal/contract/daily-fee';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { Tx } from '../../db/database.ts';
import { findPlan } from '../catalog/index.ts';
import { ledgerFor, lockBalance, starterPackNote } from '../ledger/index.ts';
import type { SimCardRow } from '../sims/index.ts';
import { lockCard, updateCardTerms } from '../sims/index.ts';
import { activateCard } from './activate-card.ts';
import { resumeSuspendedCards } from './resume-suspended.ts';

/**
 * The prepaid days a StarterPack card still holds on `day` (docs/decisions/0011-billing-orders-add-ons-…):
 * with an expiry set (its prepaid period is running), the days from today up to the expiry's business day,
 * today included and the expiry day not; unused (no expiry), all the days an administrator gave it.
 */
export const remainingStarterPackDays = (
  card: Pick<SimCardRow, 'expireAt' | 'starterPackDays'>,
  day: string,
  timeZone: string,
): number => {
  if (card.expireAt === null) return Math.max(0, card.starterPackDays ?? 0);
  return Math.max(0, daysBetween(day, isoDateInTimeZone(card.expireAt, timeZone)));
};

export interface StarterPackOutcome {
  conversion: StarterPackConversion;
  /** Carrier commands to deliver after the bind's commit. */
  commandIds: number[];
}

/**
 * Converts a StarterPack card just bound by `userId` (spec §4), inside the bind's transaction: the value of
 * its remaining prepaid days on its plan (feeForDays: what exactly those days would cost from a cycle start)
 * is credited as a TOP_UP with reason starter_pack_credit, then the card continues as a pay-as-you-go card on
 * that plan with no expiry, in use from today and charged today's fee like any activation (the credit pays
 * it). If even the credit cannot pay today (no days left, no balance), the card keeps the plan but is
 * SUSPENDed for lack of credit, and a top-up resumes it: the bind itself never fails for money. The card is
 * a StarterPack no more, so a second bind (after deletion and release) converts nothing. Null for any other
 * card.
 */
export const convertStarterPackOnBind = async (
  ctx: AppContext,
  tx: Tx,
  userId: number,
  cardId: number,
): Promise<StarterPackOutcome | null> => {
  const card = await lockCard(tx, cardId);
  if (!card?.isStarterPack || card.starterPackPlanId === null) return null;
  const plan = await findPlan(tx, card.starterPackPlanId);
  if (!plan) return null;
  const day = businessDayOf(ctx);
  const remainingDays = remainingStarterPackDays(card, day, ctx.config.BILLING_TZ);
  const creditedMinor = feeForDays(plan, remainingDays);
  await lockBalance(tx, userId);
  if (creditedMinor > 0) {
    await ledgerFor(ctx).credit(tx, {
      userId,
      type: 'TOP_UP',
      reason: 'starter_pack_credit',
      amountMinor: creditedMinor,
      cardId: card.id,
      note: starterPackNote(remainingDays, plan.code),
      idempotencyKey: `starter-pack:${card.id}:${userId}:${card.boundAt?.getTime() ?? 0}`,
    });
  }
  const activation = await activateCard(ctx, tx, { ...card, userId }, plan, day, 'suspend');
  await updateCardTerms(tx, card.id, { isStarterPack: false });
  // the credit is a top-up like any other: the customer's other stopped cards may resume with it
  const resumed = await resumeSuspendedCards(ctx, tx, userId);
  return {
    conversion: {
      planId: plan.id,
      planName: inLocaleOrder(plan.name),
      remainingDays,
      creditedMinor,
      chargedTodayMinor: activation.chargedMinor,
      status: activation.status,
    },
    commandIds: [...(activation.commandId === null ? [] : [activation.commandId]), ...resumed],
  };
};
