import { inLocaleOrder } from '@simportal/contract/localized-text';
import { DomainError } from '../http/domain-error.ts';
import { findAddOnPurchase } from '../modules/billing/index.ts';
import { findAddOn } from '../modules/catalog/index.ts';
import { lockBalance } from '../modules/ledger/index.ts';
import { lockOwnedCard } from '../modules/sims/index.ts';
import type { AutoAddOnBuyer, AutoAddOnOutcome } from '../modules/usage/index.ts';
import { purchaseAddOn } from './add-on-purchase.ts';

/** The customer's refusals of a purchase, as what the auto add-on tells the holder instead. */
const REFUSALS: Record<string, Exclude<AutoAddOnOutcome['outcome'], 'bought' | 'replayed'>> = {
  add_on_retired: 'not_on_sale',
  add_on_changed: 'not_on_sale',
  basic_plan_required: 'not_in_use',
  package_not_active: 'not_in_use',
  insufficient_credit: 'balance_short',
  card_money_cap_reached: 'money_cap',
};

/**
 * A card's auto add-on buying (issue #58, decision 0071), called by usage's allowance check in the import's
 * transaction: the same locks (balance, then card) and the same purchase as the customer's (purchaseAddOn), with
 * the activity reason auto_add_on. What the customer would be refused (not on sale, card not in use, balance
 * short: the ledger's conditional debit, never the bridge's overdraft) is answered as a refusal, with nothing
 * written; a key already bought answers `replayed`.
 */
export const buyAutoAddOn: AutoAddOnBuyer = async (ctx, tx, order) => {
  const balanceMinor = await lockBalance(tx, order.userId);
  const card = await lockOwnedCard(tx, order.userId, order.cardId);
  const addOn = await findAddOn(tx, order.addOnId);
  if (!addOn) throw new Error(`auto add-on ${order.addOnId} is not in the catalogue`);
  const pack = { name: inLocaleOrder(addOn.name), trafficMb: addOn.trafficMb, priceMinor: addOn.priceMinor };
  if (await findAddOnPurchase(tx, order.idempotencyKey)) return { outcome: 'replayed', addOn: pack };
  if (!card || card.deletedAt !== null) return { outcome: 'not_in_use', addOn: pack, balanceMinor };
  try {
    await purchaseAddOn(ctx, tx, {
      userId: order.userId,
      card,
      addOn,
      reason: 'auto_add_on',
      businessDay: order.businessDay,
      idempotencyKey: order.idempotencyKey,
    });
  } catch (error) {
    // every refusal is decided before anything is written (the debit's UPDATE matched no row), so the import's
    // transaction goes on
    const refusal = error instanceof DomainError ? REFUSALS[error.key] : undefined;
    if (!refusal) throw error;
    return { outcome: refusal, addOn: pack, balanceMinor };
  }
  return { outcome: 'bought', addOn: pack, balanceMinor: balanceMinor - addOn.priceMinor };
};
