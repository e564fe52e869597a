import type { AddOnPurchase, AddOnPurchaseResult } from '@simportal/contract/api/billing';
import type { LocalizedText } from '@simportal/contract/api/catalog';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import type { AppContext } from '../app-context.ts';
import { businessDayOf } from '../business-day.ts';
import { DomainError } from '../http/domain-error.ts';
import { audit } from '../modules/audit/index.ts';
import {
  type AddOnPurchaseRow,
  findAddOnPurchase,
  getCardBillingAndBalance,
} from '../modules/billing/index.ts';
import { findAddOn } from '../modules/catalog/index.ts';
import { replayOf, requestKey } from '../modules/idempotency/index.ts';
import { lockBalance } from '../modules/ledger/index.ts';
import { lockOwnedCard } from '../modules/sims/index.ts';
import { purchaseAddOn } from './add-on-purchase.ts';

const toPurchase = (row: AddOnPurchaseRow, addOn: { name: LocalizedText }): AddOnPurchase => ({
  id: row.id,
  cardId: row.cardId,
  addOnId: row.addOnId,
  name: inLocaleOrder(addOn.name),
  trafficMb: row.trafficMb,
  priceMinor: row.priceMinor,
  businessDay: row.businessDay,
  purchasedAt: row.purchasedAt.toISOString(),
});

/**
 * Buys an add-on pack for one of the customer's cards: the price is debited (ADD_ON_PURCHASE) and the card's
 * allowance grows by the pack's MB at once, in one transaction. The card needs a basic plan
 * (basic_plan_required) that is in service (package_not_active for a paused, suspended or not-active card).
 * With an Idempotency-Key a retried purchase answers the first one and charges nothing; without, every
 * request is a new purchase. not_found (404) for a card that is not the caller's or an unknown add-on;
 * add_on_retired / add_on_changed (409) for one no longer sold (decision 0026).
 */
export const buyAddOn = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  addOnId: number,
  clientKey?: string,
  /** A member buying for a card of their groups (decision 0103): audited as theirs, answered without the balance. */
  member?: { id: number; ip: string },
): Promise<AddOnPurchaseResult> => {
  const idempotencyKey = requestKey('add-on', userId, clientKey);
  const { purchase, replayed } = await ctx.database.db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const card = await lockOwnedCard(tx, userId, cardId);
    if (!card) throw new DomainError('not_found');
    const addOn = await findAddOn(tx, addOnId);
    if (!addOn) throw new DomainError('not_found');
    // a retry is answered before the card's rules: its status may have changed since the first request
    const earlier = await replayOf(
      tx,
      idempotencyKey,
      () => findAddOnPurchase(tx, idempotencyKey),
      (purchase) => purchase.cardId === card.id && purchase.addOnId === addOn.id,
      clientKey,
    );
    if (earlier) return { purchase: toPurchase(earlier, addOn), replayed: true };
    const row = await purchaseAddOn(ctx, tx, {
      userId,
      card,
      addOn,
      reason: 'add_on_purchase',
      businessDay: businessDayOf(ctx),
      idempotencyKey,
    });
    if (member)
      await audit(tx, {
        actorId: member.id,
        action: 'member_add_on',
        targetUserId: userId,
        targetCardId: card.id,
        details: { cardNumber: card.cardNumber, addOnId: addOn.id, priceMinor: row.priceMinor },
        ip: member.ip,
        at: ctx.clock.now(),
      });
    return { purchase: toPurchase(row, addOn), replayed: false };
  });
  const { card, balanceMinor } = await getCardBillingAndBalance(ctx, userId, cardId);
  return member ? { purchase, replayed, card } : { purchase, replayed, balanceMinor, card };
};
