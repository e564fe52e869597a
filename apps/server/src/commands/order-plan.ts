import type { CardBilling, PlanOrderOutcome, PlanOrderResult } from '@simportal/contract/api/billing';
import { planOrderForecast } from '@simportal/contract/plan-order';
import type { AppContext } from '../app-context.ts';
import { businessDayOf, nextBusinessDay } from '../business-day.ts';
import type { Tx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import {
  activateCard,
  deliverBillingCommands,
  getCardBilling,
  getCardBillingAndBalance,
} from '../modules/billing/index.ts';
import { assertPlanOnSale } from '../modules/catalog/index.ts';
import { type DeliveryLog, deliverNow } from '../modules/deliveries/index.ts';
import { lockBalance } from '../modules/ledger/index.ts';
import {
  lockOwnedCard,
  lockOwnedCardWithPlan,
  schedulePendingPlan,
  updateCardTerms,
} from '../modules/sims/index.ts';

/**
 * Orders a basic plan for one of the customer's cards (spec §4, ARCHITECTURE §3), in one transaction:
 *
 * - a card in use on another plan: the plan becomes the pending plan from the next business day (it replaces
 *   an earlier pending one); nothing is charged now, today's fee stays paid on the current plan;
 * - a card without a plan, PAUSED or SUSPEND (an ordered plan re-activates it): in use at once, today's fee of
 *   the new plan charged now (unless today was already paid); insufficient_credit changes nothing;
 * - the plan the card already uses, or already has pending: pkg_duplicated.
 *
 * not_found (404) for a card that is not the caller's or an unknown plan; plan_retired / plan_changed (409) for
 * a version no longer sold (decision 0026). `within` runs in the order's transaction after it (an administrator's
 * audit entry for the holder's card: admin-card-actions.ts).
 */
export const orderPlan = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  planId: number,
  log?: DeliveryLog,
  within?: (tx: Tx, outcome: PlanOrderOutcome) => Promise<void>,
): Promise<PlanOrderResult> => {
  const day = businessDayOf(ctx);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const done = await orderInTransaction(tx);
    // what the caller records of the order (an administrator's audit entry) commits with it or not at all
    await within?.(tx, done.outcome);
    return done;
  });
  async function orderInTransaction(tx: Tx) {
    await lockBalance(tx, userId);
    // the card locked and the plan read in one round trip (sims' statement over catalog's plan_versions view)
    const locked = await lockOwnedCardWithPlan(tx, { userId, cardId, planId });
    if (!locked?.plan) throw new DomainError('not_found');
    const { card, plan } = locked;
    assertPlanOnSale(plan);
    // the contract's rule, the one the order dialog states before confirming; whether today is already paid
    // is decided below, under the balance lock, by the activation itself
    const forecast = planOrderForecast(
      {
        // sim_cards_status checks the column holds one of the contract's statuses
        status: card.status,
        currentPlanId: card.currentPlanId,
        pendingPlanId: card.pendingPlanId,
        todayCharged: false,
      },
      plan.id,
    );
    if (forecast.kind === 'same' || forecast.kind === 'pending') throw new DomainError('pkg_duplicated');
    if (forecast.kind === 'switch') {
      const fromDay = nextBusinessDay(day);
      await schedulePendingPlan(tx, { planId: plan.id, fromDay, cardId: card.id });
      return {
        outcome: 'SCHEDULED' as PlanOrderOutcome,
        effectiveDay: fromDay,
        chargedMinor: 0,
        commandId: null,
      };
    }
    const activation = await activateCard(ctx, tx, { ...card, userId }, plan, day, 'refuse');
    return {
      outcome: 'ACTIVATED' as PlanOrderOutcome,
      effectiveDay: day,
      chargedMinor: activation.chargedMinor,
      commandId: activation.commandId,
    };
  }
  if (outcome.commandId !== null) {
    await (log
      ? deliverNow(ctx, [outcome.commandId], log)
      : deliverBillingCommands(ctx, [outcome.commandId]));
  }
  const { card, balanceMinor } = await getCardBillingAndBalance(ctx, userId, cardId);
  return {
    outcome: outcome.outcome,
    effectiveDay: outcome.effectiveDay,
    chargedMinor: outcome.chargedMinor,
    balanceMinor,
    card,
  };
};

/** Cancels the pending plan of one of the customer's cards; the current plan simply continues. */
export const cancelPendingPlan = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
): Promise<CardBilling> => {
  await ctx.database.db.transaction(async (tx) => {
    const card = await lockOwnedCard(tx, userId, cardId);
    if (!card) throw new DomainError('not_found');
    if (card.pendingPlanId === null) return;
    await updateCardTerms(tx, card.id, { pendingPlanId: null, pendingPlanFrom: null });
  });
  return getCardBilling(ctx, userId, cardId);
};
