import type { SimStatus } from './enums.ts';

/**
 * What ordering a basic plan for a card does (spec §4, ARCHITECTURE §3) — the one rule, which the server's
 * order command applies (apps/server/src/commands/order-plan.ts) and the order dialog states before the
 * customer confirms, so the two cannot disagree:
 *
 * - a card in use on a plan: the ordered plan replaces it from the next business day (`switch`); today stays
 *   billed on the current plan; ordering its current plan or the one already pending is refused
 *   (`same` / `pending` → pkg_duplicated);
 * - any other card (no plan yet, PAUSED, SUSPEND): the plan starts now (`activate`), and today's fee of the new
 *   plan — the first day of its cycle — is charged at once unless today's fee of the card is already paid.
 */
export type PlanOrderForecast =
  | { kind: 'activate'; todayPaid: boolean }
  | { kind: 'switch' }
  | { kind: 'same' }
  | { kind: 'pending' };

export interface PlanOrderCard {
  status: SimStatus;
  currentPlanId: number | null;
  pendingPlanId: number | null;
  /** Today's fee of the card is already in the ledger. */
  todayCharged: boolean;
}

export const planOrderForecast = (card: PlanOrderCard, planId: number): PlanOrderForecast => {
  if (card.status !== 'USING' || card.currentPlanId === null) {
    return { kind: 'activate', todayPaid: card.todayCharged };
  }
  if (card.currentPlanId === planId) return { kind: 'same' };
  if (card.pendingPlanId === planId) return { kind: 'pending' };
  return { kind: 'switch' };
};
