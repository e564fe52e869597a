import type { ActivityReason } from '@simportal/contract/api/wallet';
import type { AppContext } from '../app-context.ts';
import type { Tx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import { type AddOnPurchaseRow, recordAddOnPurchase } from '../modules/billing/index.ts';
import { type AddOnRow, assertAddOnOnSale } from '../modules/catalog/index.ts';
import { ledgerFor } from '../modules/ledger/index.ts';
import type { SimCardRow } from '../modules/sims/index.ts';
import { checkMoneyCap } from '../modules/usage/index.ts';

/**
 * The one way an add-on is bought, by the customer (buy-add-on.ts) or by their auto add-on (auto-add-on.ts), in
 * the caller's transaction after it locked the balance and then the card: the add-on must be on sale
 * (add_on_retired / add_on_changed), the card must have a basic plan (basic_plan_required) in service
 * (package_not_active), within the card's daily money cap (card_money_cap_reached); then the ledger's one conditional debit (insufficient_credit when the balance, never an
 * overdraft, does not cover it) writes one ADD_ON_PURCHASE row, and card_add_ons the pack under the same key.
 */
export const purchaseAddOn = async (
  ctx: AppContext,
  tx: Tx,
  purchase: {
    userId: number;
    card: SimCardRow;
    addOn: AddOnRow;
    reason: Extract<ActivityReason, 'add_on_purchase' | 'auto_add_on'>;
    businessDay: string;
    idempotencyKey: string;
  },
): Promise<AddOnPurchaseRow> => {
  const { userId, card, addOn, idempotencyKey } = purchase;
  assertAddOnOnSale(addOn);
  if (card.currentPlanId === null) throw new DomainError('basic_plan_required');
  if (card.status !== 'USING') throw new DomainError('package_not_active');
  // the card's daily money cap (issue #59): card_money_cap_reached before anything is written
  const afterPurchase = await checkMoneyCap(ctx, tx, {
    userId,
    cardId: card.id,
    businessDay: purchase.businessDay,
    priceMinor: addOn.priceMinor,
  });
  const activity =
    addOn.priceMinor > 0
      ? (
          await ledgerFor(ctx).debit(tx, {
            userId,
            type: 'ADD_ON_PURCHASE',
            reason: purchase.reason,
            amountMinor: addOn.priceMinor,
            cardId: card.id,
            tradeDate: purchase.businessDay,
            idempotencyKey,
          })
        ).activity
      : null;
  const row = await recordAddOnPurchase(tx, {
    cardId: card.id,
    userId,
    addOnId: addOn.id,
    trafficMb: addOn.trafficMb,
    priceMinor: addOn.priceMinor,
    activityId: activity?.id ?? null,
    businessDay: purchase.businessDay,
    purchasedAt: ctx.clock.now(),
    idempotencyKey,
  });
  await afterPurchase();
  return row;
};
