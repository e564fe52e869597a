import type { InventoryCard, SimCard, SimCardPlan } from '@simportal/contract/api/sims';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { canStopBilling } from './card-status.ts';
import type { CardWithPlans, PlanName, SimCardRow } from './queries.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const toPlan = (plan: PlanName | null): SimCardPlan | null =>
  plan && plan.id !== null ? { id: plan.id, name: inLocaleOrder(plan.name) } : null;

/** A card as its holder sees it on My SIMs. The table's check constraints hold type and status to the enums. */
export const toSimCard = ({ card, currentPlan, pendingPlan }: CardWithPlans): SimCard => ({
  id: card.id,
  cardNumber: card.cardNumber,
  iccid: card.iccid,
  type: card.type,
  status: card.status,
  label: card.label,
  groupId: card.groupId,
  isStarterPack: card.isStarterPack,
  currentPlan: toPlan(currentPlan),
  pendingPlan: toPlan(pendingPlan),
  planCreatedAt: iso(card.planCreatedAt),
  expireAt: iso(card.expireAt),
  // a bound card always has it; the creation time stands in for rows bound before the column was filled
  boundAt: (card.boundAt ?? card.createdAt).toISOString(),
  canStopBilling: canStopBilling(card.status),
  // the service adds the card's use and allowance (modules/usage/usage-summary.ts)
  usage: null,
});

export const toInventoryCard = (card: SimCardRow): InventoryCard => ({
  id: card.id,
  cardNumber: card.cardNumber,
  iccid: card.iccid,
  type: card.type,
  status: card.status,
  channelName: card.channelName,
  userId: card.userId,
  deletedAt: iso(card.deletedAt),
});
