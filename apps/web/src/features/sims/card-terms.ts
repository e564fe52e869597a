import type { CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';

/** The one action My SIMs puts first for a card, by its state; the others are under "More". */
export type PrimaryAction = 'activate' | 'resume' | 'topUp' | 'buyAddOn';

/**
 * A card stopped for lack of credit is topped up; a paused one resumes by ordering a basic plan (spec §4), a
 * card without a plan is activated by ordering one; a card in use most often needs more data.
 */
export const primaryActionOf = (
  billing: Pick<CardBilling, 'status' | 'currentPlan' | 'suspendReason'> &
    Partial<Pick<CardBilling, 'lifeline'>>,
): PrimaryAction => {
  if (billing.status === 'SUSPEND' && billing.suspendReason === 'insufficient_credit') return 'topUp';
  // slowed on a lifeline (decision 0096): a top-up, not an add-on, restores it
  if (billing.lifeline) return 'topUp';
  if (billing.status === 'PAUSED') return 'resume';
  if (billing.status !== 'USING' || billing.currentPlan === null) return 'activate';
  return 'buyAddOn';
};

/** A card's heading: its label when it has one, else its number. */
export const cardTitle = (card: Pick<SimCard, 'label' | 'cardNumber'>): string =>
  card.label ?? card.cardNumber;
